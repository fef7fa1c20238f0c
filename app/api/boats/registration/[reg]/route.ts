import { getBoatByRegistrationEndpoint } from '@/lib/api/contract/boats';
import { ApiError, notFound } from '@/lib/api/errors';
import { apiRoute } from '@/lib/api/route';
import { normalizeRegistrationMark } from '@/lib/fiskeridir';
import { findBoatByRegistration } from '@/lib/landings/boats/boats';

export const dynamic = 'force-dynamic';

export const GET = apiRoute(getBoatByRegistrationEndpoint, async ({ params }) => {
  if (!normalizeRegistrationMark(params.reg)) {
    throw new ApiError('bad_request', 'Ugyldig sti', {
      'sti.reg': 'Ikke et registreringsmerke (skriv f.eks. N 0045B, N-45-B eller N45B)',
    });
  }
  const boat = await findBoatByRegistration(params.reg);
  if (!boat) throw notFound('Båten');
  return boat;
});

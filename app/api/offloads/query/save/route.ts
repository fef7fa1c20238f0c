import { clientAddress } from '@/lib/api/client-address';
import { saveLandingQueryEndpoint, toLandingQueryInput } from '@/lib/api/contract/offloads';
import { apiRoute } from '@/lib/api/route';
import { saveLandingQuery } from '@/lib/landings/landing-query/saved-queries';

export const dynamic = 'force-dynamic';

/** Saves a landing query under its stable id; new saves count against the client's daily limit. */
export const POST = apiRoute(saveLandingQueryEndpoint, async ({ body, request }) => {
  const saved = await saveLandingQuery(toLandingQueryInput(body), { clientAddress: clientAddress(request) });
  return { ...saved, embedPath: `/topoffloads/embed/${saved.id}` };
});

import { landingDocumentsEndpoint } from '@/lib/api/contract/offload-documents';
import { apiRoute } from '@/lib/api/route';
import { landingDocumentsInPeriod } from '@/lib/landings/latest-landings';

export const dynamic = 'force-dynamic';

/** Landing documents of a period with their lines, newest first, paged. */
export const GET = apiRoute(landingDocumentsEndpoint, async ({ params, query, signal }) => {
  const page = await landingDocumentsInPeriod(
    { ...query, FromDate: params.from, ToDate: params.to },
    { signal },
  );
  return { data: page.rows, headers: { 'X-Total-Count': String(page.total) } };
});

import { electronicReportsEndpoint } from '@/lib/api/contract/offload-documents';
import { apiRoute } from '@/lib/api/route';
import { ERS_DEFAULT_COUNT, ersMessages } from '@/lib/landings/boats/ers-messages';

export const dynamic = 'force-dynamic';

/** Logbook (ERS) messages of a period, newest first, paged (lib/landings/boats/ers-messages.ts). */
export const GET = apiRoute(electronicReportsEndpoint, async ({ params, query }) => {
  const page = await ersMessages({
    from: params.from,
    to: params.to,
    type: query.type,
    vessel: query.vessel,
    page: query.page ?? 1,
    count: query.count ?? ERS_DEFAULT_COUNT,
  });
  return { data: page.rows, headers: { 'X-Total-Count': String(page.total) } };
});

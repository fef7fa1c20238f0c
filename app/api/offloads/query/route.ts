import {
  landingQueryEndpoint,
  PERIOD_WEIGHT_HEADER,
  RANKED_WEIGHT_HEADER,
  toLandingQueryInput,
} from '@/lib/api/contract/offloads';
import { apiRoute } from '@/lib/api/route';
import { runLandingQuery } from '@/lib/landings/landing-query';

export const dynamic = 'force-dynamic';

/** The landing query: a page of rows, the total in X-Total-Count. Aborting the request cancels the query. */
export const POST = apiRoute(landingQueryEndpoint, async ({ body, signal }) => {
  const result = await runLandingQuery(toLandingQueryInput(body), { signal });
  const coverage: Record<string, string> = result.valueRanking
    ? {
        [PERIOD_WEIGHT_HEADER]: String(result.valueRanking.periodWeight),
        [RANKED_WEIGHT_HEADER]: String(result.valueRanking.rankedWeight),
      }
    : {};
  return { data: result.rows, headers: { 'X-Total-Count': String(result.total), ...coverage } };
});

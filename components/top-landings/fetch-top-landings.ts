import type { LandingQueryInput, LandingRow, ValueRankingCoverage } from '@/lib/landings/landing-query/types';
import { toRequestBody } from '@/lib/url-state/top-landings';

/**
 * POST /api/offloads/query from the browser: a page of rows and the total (X-Total-Count). As the spec
 * says (sections 7, 8), a 404 or 405 answer yields an empty list. Aborting `signal` cancels the request
 * (and the query in the database); the promise then rejects with an AbortError. A refused query rejects
 * with the API's error (`ApiCallError`), whose message can be shown as it is.
 */
/** Starts loading what fetchTopLandings needs, for a reader about to change the view. */
export function preloadTopLandingsFetch(): void {
  void import('@/lib/browser/api-fetch');
}

export async function fetchTopLandings(
  input: LandingQueryInput,
  signal?: AbortSignal,
): Promise<{ rows: LandingRow[]; total: number; valueRanking?: ValueRankingCoverage }> {
  // Loaded on the first change, not with the page: most visitors only read the server-rendered list.
  const { ApiCallError, apiRequest } = await import('@/lib/browser/api-fetch');
  let response: Response;
  try {
    response = await apiRequest('/api/offloads/query', {
      method: 'POST',
      json: toRequestBody(input),
      signal,
      failureMessage: 'Kunne ikke hente topplisten.',
    });
  } catch (error) {
    if (error instanceof ApiCallError && (error.status === 404 || error.status === 405))
      return { rows: [], total: 0 };
    throw error;
  }
  const rows = (await response.json()) as LandingRow[];
  const total = Number(response.headers.get('X-Total-Count') ?? rows.length);
  // Ranked by value: what the ranking covers (lib/api/contract/offloads.ts).
  const periodWeight = Number(response.headers.get('X-Period-Weight'));
  const rankedWeight = Number(response.headers.get('X-Ranked-Weight'));
  const valueRanking =
    response.headers.has('X-Period-Weight') && Number.isFinite(periodWeight) && Number.isFinite(rankedWeight)
      ? { periodWeight, rankedWeight }
      : undefined;
  return { rows, total: Number.isFinite(total) ? total : rows.length, valueRanking };
}

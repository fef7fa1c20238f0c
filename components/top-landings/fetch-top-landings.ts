import type { LandingQueryInput, LandingRow } from '@/lib/landings/landing-query-types';
import { toRequestBody } from '@/components/filters/url-state';

/** An answer the API refused, with its Norwegian message. */
export class TopLandingsError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'TopLandingsError';
  }
}

/**
 * POST /api/offloads/query from the browser: a page of rows and the total (X-Total-Count). As the spec
 * says (sections 7, 8), a 404 or 405 answer yields an empty list. Aborting `signal` cancels the request
 * (and the query in the database); the promise then rejects with an AbortError.
 */
export async function fetchTopLandings(
  input: LandingQueryInput,
  signal?: AbortSignal,
): Promise<{ rows: LandingRow[]; total: number }> {
  const response = await fetch('/api/offloads/query', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(toRequestBody(input)),
    signal,
  });
  if (response.status === 404 || response.status === 405) return { rows: [], total: 0 };
  if (!response.ok) {
    let message = 'Kunne ikke hente topplisten.';
    try {
      const body = (await response.json()) as { error?: { message?: string } };
      if (body.error?.message) message = body.error.message;
    } catch {
      // Not JSON: keep the general message.
    }
    throw new TopLandingsError(message, response.status);
  }
  const rows = (await response.json()) as LandingRow[];
  const total = Number(response.headers.get('X-Total-Count') ?? rows.length);
  return { rows, total: Number.isFinite(total) ? total : rows.length };
}

import 'server-only';
import { failureResponse } from './domain-errors';
import { ApiError } from './errors';
import { rateLimitResponse } from './api-buckets';

/**
 * The CSV downloads (`/topoffloads/csv`, `/boats/{id}/csv/{table}`, …) are page routes, not API
 * endpoints, but they answer like the API: the `csv` rate limit first (429 before the store is read),
 * then the handler; a failure answers the API's `{ error: { code, message } }` through the same
 * error map (lib/api/domain-errors.ts): 404 in Norwegian, 400 for a query the store rejects, 503 with
 * Retry-After when the store is busy.
 */

type CsvContext<Params> = { params: Promise<Params> };

/** A 404 with a Norwegian message, for a download of something that does not exist. */
export const csvNotFound = (message: string) => new ApiError('not_found', message);

export function csvRoute<Params extends Record<string, string> = Record<string, string>>(
  label: string,
  handler: (request: Request, params: Params) => Promise<Response>,
) {
  // The context is optional: Next passes it to every handler, but a route without dynamic segments
  // has nothing in it, and callers (tests, other handlers) may leave it out.
  return async function GET(request: Request, context?: CsvContext<Params>): Promise<Response> {
    try {
      const limited = await rateLimitResponse('csv', request);
      if (limited) return limited;
      const params = context ? await context.params : ({} as Params);
      return await handler(request, params);
    } catch (error) {
      return failureResponse(error, request, { label: `csv: ${label}`, inputPart: 'spørring' });
    }
  };
}

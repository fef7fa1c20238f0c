import { createHash, timingSafeEqual } from 'node:crypto';
import { isStoreReadName, LOOKUP_READS, STORE_READS } from '@/lib/store-reads/reads';
import {
  INTERNAL_READS_HEADER,
  STORE_VERSION_HEADER,
  type InternalReadErrorBody,
} from '@/lib/store-reads/remote-reads';
import { fromWire, toWireText, WireFormatError } from '@/lib/store-reads/wire';
import { toApiError } from '@/lib/api/domain-errors';
import { runInStoreLane } from '@/lib/store/landing-store';
import { ApiError, errorResponse, isApiError } from '@/lib/api/errors';
import { readJsonBody } from '@/lib/api/request-body';
import { internalReadsToken } from '@/lib/config';
import { isLandingInputError } from '@/lib/landings/landing-query/types';
import { servedStoreVersion } from '@/lib/page-cache/store-version';

export const dynamic = 'force-dynamic';

/**
 * The data node's side of the store reads (lib/store-reads/reads.ts): a proxy node renders its pages
 * from these answers. Not part of the public API: closed (404) unless this node has LANDINGS_API_TOKEN,
 * and then only for a caller that sends it (401 otherwise), because its arguments reach the store
 * functions as they are, without the public endpoints' per-field limits.
 * Body: the arguments, a JSON list in the wire format (lib/store-reads/wire.ts). Answer: `{ value }` in
 * the same format, the store version it was read from in a header, never cached.
 */

/** Arguments are ids, periods, filters and the odd list of followed boats: far below this. */
const MAX_ARGS_BYTES = 256 * 1024;
const MAX_ARGS = 8;
const NO_STORE = { 'Cache-Control': 'no-store' };

const digest = (text: string) => createHash('sha256').update(text).digest();

function sentTokenMatches(request: Request, expected: string): boolean {
  const header = request.headers.get('authorization') ?? '';
  const sent = /^Bearer (.+)$/.exec(header)?.[1] ?? '';
  // Equal-length digests: the comparison takes as long for a near miss as for a wild guess.
  return timingSafeEqual(digest(sent), digest(expected));
}

function versionHeaders(): Record<string, string> {
  const version = servedStoreVersion();
  return version == null ? NO_STORE : { ...NO_STORE, [STORE_VERSION_HEADER]: String(version) };
}

function failed(error: unknown, name: string): Response {
  if (isLandingInputError(error)) {
    const body: InternalReadErrorBody = {
      error: {
        code: 'bad_request',
        message: error.message,
        fields: error.fields,
        domain: 'LandingInputError',
      },
    };
    return Response.json(body, { status: 400, headers: versionHeaders() });
  }
  const mapped = toApiError(error);
  if (mapped) return errorResponse(mapped.error, { ...versionHeaders(), ...mapped.headers });
  console.error(`internal read ${name} failed`, error);
  return errorResponse(new ApiError('internal', 'Noe gikk galt på serveren'), NO_STORE);
}

export async function POST(request: Request, context: { params: Promise<{ name: string }> }) {
  const { name } = await context.params;
  const expected = internalReadsToken();
  if (!expected)
    return errorResponse(new ApiError('not_found', 'Finnes ikke'), {
      ...NO_STORE,
      [INTERNAL_READS_HEADER]: 'closed',
    });
  if (!sentTokenMatches(request, expected)) {
    return errorResponse(
      new ApiError('unauthorized', 'Feil eller manglende nøkkel for interne oppslag'),
      NO_STORE,
    );
  }
  if (!isStoreReadName(name)) {
    return errorResponse(new ApiError('not_found', `Ukjent oppslag ${name.slice(0, 80)}`), NO_STORE);
  }
  let args: unknown;
  try {
    args = fromWire(await readJsonBody(request, MAX_ARGS_BYTES));
  } catch (error) {
    if (isApiError(error)) return errorResponse(error, NO_STORE);
    if (error instanceof WireFormatError)
      return errorResponse(new ApiError('bad_request', `Ugyldige argumenter: ${error.message}`), NO_STORE);
    throw error;
  }
  if (!Array.isArray(args) || args.length > MAX_ARGS) {
    return errorResponse(
      new ApiError('bad_request', `Argumentene må være en liste med høyst ${MAX_ARGS} verdier`),
      NO_STORE,
    );
  }
  try {
    const read = STORE_READS[name] as (...values: unknown[]) => Promise<unknown>;
    // An entity's read runs in the lookup lane here as on a data node's own pages (lib/store-reads/reads.ts).
    const value = LOOKUP_READS.has(name)
      ? await runInStoreLane('lookup', () => read(...args))
      : await read(...args);
    return new Response(toWireText({ value }), {
      headers: { 'Content-Type': 'application/json; charset=utf-8', ...versionHeaders() },
    });
  } catch (error) {
    if (request.signal.aborted) return new Response(null, { status: 499 });
    return failed(error, name);
  }
}

import type { LandingsApi } from '@/lib/config';
import { ApiError, isApiErrorCode } from '@/lib/api/errors';
import { LandingInputError } from '@/lib/landings/landing-query/types';
import { fromWire, toWireText } from './wire';
import { nodeFetch } from './node-fetch';
import { noteUpstreamStoreVersion } from './remote-store-version';

/**
 * One store read asked of the upstream deployment (a proxy node's side of lib/store-reads/reads.ts).
 * Plain module without `server-only`: proxy.ts asks the upstream's store version through it too
 * (lib/page-cache/store-version.ts).
 *
 * What a page sees is what it would see from its own store: the answer decoded from the wire format,
 * a domain error rebuilt as the same error (a LandingInputError stays one, a 404 is a not-found
 * ApiError, a busy upstream an `overloaded` one), and an upstream that does not answer in time or at
 * all an `overloaded` ApiError too, which pages show as «prøv igjen om litt» and the CSV downloads
 * answer with 503 and Retry-After.
 */

export const INTERNAL_READS_PATH = '/api/internal/reads';
export const STORE_VERSION_HEADER = 'x-fangstdata-store-version';
/** Set to `closed` by a data node without LANDINGS_API_TOKEN, so its 404 is not taken for a missing boat. */
export const INTERNAL_READS_HEADER = 'x-fangstdata-internal-reads';
/** How a remote failure is named to the reader: the upstream is the site's data, not a third party. */
export const UPSTREAM_UNAVAILABLE_MESSAGE = 'Datatjenesten svarer ikke akkurat nå. Prøv igjen om litt.';

/** The error body of an internal read: the API's shape plus the domain error's class name. */
export interface InternalReadErrorBody {
  error: { code: string; message: string; fields?: Record<string, string>; domain?: 'LandingInputError' };
}

/** A caller's signal (`{ signal }` in an options argument) cannot travel: it aborts the fetch instead. */
function withoutSignals(args: unknown[]): { args: unknown[]; signal?: AbortSignal } {
  let signal: AbortSignal | undefined;
  const sent = args.map((arg) => {
    if (arg && typeof arg === 'object' && 'signal' in arg) {
      const { signal: own, ...rest } = arg as { signal?: unknown };
      if (own instanceof AbortSignal) signal = own;
      return rest;
    }
    return arg;
  });
  return { args: sent, signal };
}

function errorFrom(status: number, text: string): Error {
  let body: InternalReadErrorBody['error'] | undefined;
  try {
    body = (JSON.parse(text) as Partial<InternalReadErrorBody>).error;
  } catch {
    // Not our JSON: a load balancer's error page. Named by status below.
  }
  if (body?.domain === 'LandingInputError') return new LandingInputError(body.message, body.fields ?? {});
  if (body && isApiErrorCode(body.code) && body.code !== 'internal')
    return new ApiError(body.code, body.message, body.fields);
  if (status === 502 || status === 503 || status === 504)
    return new ApiError('overloaded', UPSTREAM_UNAVAILABLE_MESSAGE);
  return new Error(`upstream read failed with ${status}: ${body?.message ?? text.slice(0, 200)}`);
}

const fetcherKey = Symbol.for('fangstdata.remoteReadsFetch');
type GlobalWithFetcher = typeof globalThis & { [fetcherKey]?: typeof fetch };

/** For tests: answer the remote reads with another fetch (a route handler in the same process); null resets. */
export function answerRemoteReadsWith(fetchImpl: typeof fetch | null): void {
  (globalThis as GlobalWithFetcher)[fetcherKey] = fetchImpl ?? undefined;
}

/** Runs STORE_READS[name](...args) on the upstream deployment and returns its answer. */
export async function callRemoteRead(
  upstream: LandingsApi,
  name: string,
  callArgs: unknown[],
): Promise<unknown> {
  const fetchImpl = (globalThis as GlobalWithFetcher)[fetcherKey] ?? (nodeFetch as typeof fetch);
  const base = upstream.baseUrl.replace(/\/+$/, '');
  const { args, signal } = withoutSignals(callArgs);
  const body = toWireText(args);
  const deadline = AbortSignal.timeout(upstream.timeoutMs);
  let answer: { response: Response; text: string };
  try {
    const response = await fetchImpl(`${base}${INTERNAL_READS_PATH}/${encodeURIComponent(name)}`, {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        ...(upstream.token ? { Authorization: `Bearer ${upstream.token}` } : {}),
      },
      body,
      signal: signal ? AbortSignal.any([signal, deadline]) : deadline,
    });
    answer = { response, text: await response.text() };
  } catch (error) {
    // The caller's own abort is the caller's; a timeout or an unreachable upstream is the site's.
    if (signal?.aborted) throw signal.reason ?? error;
    const why = deadline.aborted ? `no answer within ${upstream.timeoutMs} ms` : (error as Error).message;
    console.error(`reads: ${name} from ${base} failed: ${why}`);
    throw new ApiError('overloaded', UPSTREAM_UNAVAILABLE_MESSAGE);
  }
  const { response, text } = answer;
  const version = Number(response.headers.get(STORE_VERSION_HEADER));
  if (response.headers.has(STORE_VERSION_HEADER) && Number.isSafeInteger(version)) {
    noteUpstreamStoreVersion(base, version);
  }
  if (response.status === 401 || response.headers.get(INTERNAL_READS_HEADER) === 'closed') {
    // A deployment mistake, not a reader's (and not a missing boat): fail loudly, naming the setting.
    const message = `reads: ${base} refused the internal reads (${response.status}): set the same LANDINGS_API_TOKEN on this node and on the data node`;
    console.error(message);
    throw new Error(message);
  }
  if (!response.ok) throw errorFrom(response.status, text);
  try {
    return fromWire((JSON.parse(text) as { value: unknown }).value);
  } catch (error) {
    console.error(`reads: ${name} from ${base} answered something unreadable`, error);
    throw new ApiError('overloaded', UPSTREAM_UNAVAILABLE_MESSAGE);
  }
}

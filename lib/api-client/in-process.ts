import 'server-only';
import type { z } from 'zod';
import { refusedText } from '@/lib/api/contract/limits';
import type { Endpoint } from '@/lib/api/endpoint';
import { toApiError } from '@/lib/api/domain-errors';
import { fieldsOf } from '@/lib/api/errors';
import { ApiClientError, expandPath, queryRecord, withinDeadline } from './transport';
import type { AnyEndpoint, CallInput, CallOptions, Transport } from './transport';

/**
 * The API client in process: the endpoint's input is validated by its contract schemas exactly as the
 * route handler validates it (same 400s, same `fields`), then the lib function is called directly. No
 * HTTP, no JSON, no second copy of the data: this is what pages use unless LANDINGS_API_URL is set.
 */

export interface InProcessInput<P, Q, B> {
  params: P;
  query: Q;
  body: B;
  signal?: AbortSignal;
  /** The HTTP request, when the call came over HTTP (apiRoute passes it); absent in process. */
  request?: Request;
}

export type InProcessResult<R> = { data: R; headers?: Record<string, string>; status?: number };

export type InProcessHandler<P = unknown, Q = unknown, B = unknown, R = unknown> = (
  input: InProcessInput<P, Q, B>,
) => Promise<InProcessResult<R>>;

const handlers = new Map<Endpoint, InProcessHandler>();

/**
 * Registers the implementation of an endpoint for in-process calls and returns it, so that the route
 * handler can wrap the very same function (`apiRoute(endpoint, handler)`).
 */
export function registerInProcess<
  P extends z.ZodType,
  Q extends z.ZodType,
  B extends z.ZodType,
  R extends z.ZodType,
>(
  endpoint: Endpoint<P, Q, B, R>,
  handler: InProcessHandler<z.output<P>, z.output<Q>, z.output<B>, z.output<R>>,
): InProcessHandler<z.output<P>, z.output<Q>, z.output<B>, z.output<R>> {
  handlers.set(endpoint as unknown as Endpoint, handler as InProcessHandler);
  return handler;
}

function parseWith(schema: z.ZodType | undefined, value: unknown, where: string): unknown {
  if (!schema) return undefined;
  const parsed = schema.safeParse(value);
  if (!parsed.success)
    throw new ApiClientError(400, 'bad_request', `Ugyldig ${where}`, fieldsOf(parsed.error, where));
  // The text rule every route handler applies after its schemas (lib/api/route.ts).
  const refused = refusedText(value, where);
  if (refused) throw new ApiClientError(400, 'bad_request', `Ugyldig ${where}`, refused);
  return parsed.data;
}

export function createInProcessTransport(): Transport {
  return {
    kind: 'in-process',
    async call<R extends z.ZodType>(endpoint: AnyEndpoint<R>, input: CallInput, options: CallOptions = {}) {
      const handler = handlers.get(endpoint as unknown as Endpoint);
      if (!handler)
        throw new Error(`api-client: no in-process implementation of ${endpoint.method} ${endpoint.path}`);
      // Input as it would arrive over HTTP: path values as strings, query values comma-joined, the body
      // through JSON. The same parse then gives the same result and the same errors on both transports.
      expandPath(endpoint.path, input.params);
      const params = Object.fromEntries(
        Object.entries(input.params ?? {}).map(([key, value]) => [key, String(value)]),
      );
      const body = input.body === undefined ? undefined : JSON.parse(JSON.stringify(input.body));
      if (endpoint.body && body === undefined) {
        throw new ApiClientError(400, 'bad_request', 'Forespørselen må ha en JSON-kropp');
      }
      return withinDeadline(
        options,
        async (signal) => {
          const result = await handler({
            params: parseWith(endpoint.params, params, 'sti'),
            query: parseWith(endpoint.query, queryRecord(input.query), 'spørring'),
            body: parseWith(endpoint.body, body, 'kropp'),
            signal,
          });
          const headers = Object.fromEntries(
            Object.entries(result.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value]),
          );
          return { data: result.data as z.output<R>, headers, status: result.status ?? 200 };
        },
        (error) => {
          // The domain's errors become the API's, exactly as the route handler answers them over HTTP.
          const mapped = toApiError(error, endpoint.body ? 'kropp' : 'spørring');
          if (!mapped) return error;
          const { status, code, message, fields } = mapped.error;
          return new ApiClientError(status, code, message, fields);
        },
      );
    },
  };
}

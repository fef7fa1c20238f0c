import 'server-only';
import type { z } from 'zod';
import type { Endpoint } from '@/lib/api/endpoint';
import { ApiError, fieldsOf } from '@/lib/api/errors';
import { LandingInputError } from '@/lib/landings/landing-query-types';
import { NoDataError } from '@/lib/store/landing-store';
import {
  ApiClientError,
  callSignal,
  expandPath,
  queryRecord,
  timeoutError,
  type CallInput,
  type CallOptions,
  type CallResult,
  type Transport,
} from './transport';

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
  return parsed.data;
}

export function createInProcessTransport(): Transport {
  return {
    kind: 'in-process',
    async call<R extends z.ZodType>(
      endpoint: Endpoint<z.ZodType, z.ZodType, z.ZodType, R>,
      input: CallInput,
      options: CallOptions = {},
    ): Promise<CallResult<z.output<R>>> {
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
      const { signal, timedOut } = callSignal(options);
      try {
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
      } catch (error) {
        if (error instanceof ApiClientError) throw error;
        if (error instanceof ApiError)
          throw new ApiClientError(error.status, error.code, error.message, error.fields);
        if (error instanceof LandingInputError) {
          const where = endpoint.body ? 'kropp' : 'spørring';
          const fields = Object.fromEntries(
            Object.entries(error.fields).map(([field, message]) => [`${where}.${field}`, message]),
          );
          throw new ApiClientError(400, 'bad_request', error.message, fields);
        }
        if (error instanceof NoDataError) {
          throw new ApiClientError(503, 'no_data', 'Ingen landingsdata er lastet inn ennå');
        }
        if (timedOut()) throw timeoutError(options.timeoutMs);
        throw error;
      }
    },
  };
}

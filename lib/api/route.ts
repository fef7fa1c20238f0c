import 'server-only';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { refusedText } from './contract/limits';
import { DEFAULT_MAX_BODY_BYTES, type Endpoint } from './endpoint';
import { failureResponse, type InputPart } from './domain-errors';
import { ApiError, fieldsOf } from './errors';
import { rateLimitResponse } from './api-buckets';
import { runInStoreLane } from '@/lib/store/landing-store';
import { readJsonBody } from './request-body';
import { PUBLIC_PAGE_CACHE_CONTROL } from '@/lib/page-cache/headers';

/**
 * Builds a Next route handler from an endpoint definition: parse → handler → respond.
 * Input is validated by the endpoint's schemas (400 with the fields on failure), errors are mapped
 * centrally, public GETs get CDN cache headers and an ETag (304 when it matches).
 */

export interface HandlerInput<P, Q, B> {
  params: P;
  query: Q;
  body: B;
  request: Request;
  /** Aborted when the client goes away: pass it on to store queries so they are cancelled. */
  signal: AbortSignal;
}

/** A handler may return data (sent as JSON) or a ready Response (CSV, redirects, …). */
export type HandlerResult<R> = R | { data: R; headers?: Record<string, string>; status?: number } | Response;

type RouteContext = { params: Promise<Record<string, string | string[]>> };

// The pages' header (lib/page-cache/headers.ts): a CDN keeps an answer at most 60 s, so a new store
// version reaches API clients as fast as readers; the ETag makes each revalidation a cheap 304.
const PUBLIC_CACHE = PUBLIC_PAGE_CACHE_CONTROL;

function queryObject(url: URL): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    result[key] = values.length > 1 ? values : values[0];
  }
  return result;
}

function parseWith<T extends z.ZodType>(schema: T | undefined, value: unknown, where: InputPart): z.infer<T> {
  if (!schema) return undefined as z.infer<T>;
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    throw new ApiError('bad_request', `Ugyldig ${where}`, fieldsOf(parsed.error, where));
  }
  // After the schema, whose messages name the field's own rule (boundedText has the same one): this
  // catches what a schema let through (a member name, a string a schema did not bound).
  const refused = refusedText(value, where);
  if (refused) throw new ApiError('bad_request', `Ugyldig ${where}`, refused);
  return parsed.data;
}

function isResultWrapper<R>(
  value: unknown,
): value is { data: R; headers?: Record<string, string>; status?: number } {
  return (
    typeof value === 'object' &&
    value !== null &&
    'data' in value &&
    Object.keys(value).every((key) => ['data', 'headers', 'status'].includes(key))
  );
}

/**
 * Whether an endpoint reads one entity (a GET with a path parameter and no rate-limit bucket:
 * `/api/boats/{id}`, `/api/Offloads/{boat}/{year}`): its store queries run in the store's `lookup`
 * lane, which the bulk work of landing queries, top lists and CSV downloads cannot fill.
 */
export const isLookupEndpoint = (endpoint: Endpoint): boolean =>
  endpoint.method === 'GET' && /\{[^}]+\}/.test(endpoint.path) && !endpoint.rateLimit;

export function apiRoute<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  endpoint: Endpoint<P, Q, B, R>,
  handler: (input: HandlerInput<z.infer<P>, z.infer<Q>, z.infer<B>>) => Promise<HandlerResult<z.infer<R>>>,
) {
  const lookup = isLookupEndpoint(endpoint as unknown as Endpoint);
  return function route(request: Request, context: RouteContext): Promise<Response> {
    return lookup ? runInStoreLane('lookup', () => answer(request, context)) : answer(request, context);
  };

  async function answer(request: Request, context: RouteContext): Promise<Response> {
    try {
      if (endpoint.rateLimit) {
        const limited = await rateLimitResponse(endpoint.rateLimit, request);
        if (limited) return limited;
      }
      const params = parseWith(endpoint.params, await context.params, 'sti');
      const query = parseWith(endpoint.query, queryObject(new URL(request.url)), 'spørring');
      const body = endpoint.body
        ? await readJsonBody(request, endpoint.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES)
        : undefined;
      const parsedBody = parseWith(endpoint.body, body, 'kropp');
      const result = await handler({ params, query, body: parsedBody, request, signal: request.signal });
      if (result instanceof Response) return result;

      const {
        data,
        headers = {},
        status = 200,
      } = isResultWrapper<z.infer<R>>(result) ? result : { data: result };
      const json = JSON.stringify(data);
      const responseHeaders = new Headers({ 'Content-Type': 'application/json; charset=utf-8', ...headers });
      if (endpoint.method === 'GET' && (endpoint.cache ?? 'public') === 'public') {
        const etag = `W/"${createHash('sha1').update(json).digest('base64url')}"`;
        responseHeaders.set('ETag', etag);
        responseHeaders.set('Cache-Control', PUBLIC_CACHE);
        if (request.headers.get('if-none-match') === etag) {
          return new Response(null, { status: 304, headers: responseHeaders });
        }
      } else {
        responseHeaders.set('Cache-Control', endpoint.cache === 'private' ? 'private, no-store' : 'no-store');
      }
      return new Response(json, { status, headers: responseHeaders });
    } catch (error) {
      return failureResponse(error, request, {
        label: `api: ${endpoint.method} ${endpoint.path}`,
        inputPart: endpoint.body ? 'kropp' : 'spørring',
      });
    }
  }
}

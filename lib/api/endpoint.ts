import { z } from 'zod';

/**
 * One endpoint of the public API: its path (as the spec writes it, `{id}` for parameters), its input
 * and output schemas and a line of documentation. Route handlers are built from these (lib/api/route.ts)
 * and the OpenAPI document is generated from the same list, so documentation cannot drift.
 */
export interface Endpoint<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** OpenAPI-style path, e.g. `/api/boats/{id}`. */
  path: string;
  /** Other paths serving the same thing (e.g. the spec's `{api}` and `/api` variants, case variants). */
  aliases?: string[];
  summary: string;
  description?: string;
  tag: string;
  params?: P;
  query?: Q;
  body?: B;
  response: R;
  /** Public GETs are cacheable by CDNs; user-specific ones are not. */
  cache?: 'public' | 'private' | 'none';
  /** Extra documented error statuses besides 400/500. */
  errors?: number[];
  /** Largest request body accepted, in bytes (413 above it); default DEFAULT_MAX_BODY_BYTES. */
  maxBodyBytes?: number;
  /**
   * The rate-limit bucket of an expensive public call (landing query, saves, search, CSV): 429 with
   * Retry-After once a client address has used it up. Cheap, cacheable calls have none.
   */
  rateLimit?: RateLimitBucket;
}

/** Request bodies are small JSON objects; 64 kB is far beyond any legitimate one. */
export const DEFAULT_MAX_BODY_BYTES = 64 * 1024;

/** Buckets of expensive public calls; their limits are set in lib/api/api-buckets.ts. */
export type RateLimitBucket = 'landing-query' | 'save' | 'search' | 'csv' | 'page';

const registry: Endpoint[] = [];

export function defineEndpoint<
  P extends z.ZodType,
  Q extends z.ZodType,
  B extends z.ZodType,
  R extends z.ZodType,
>(endpoint: Endpoint<P, Q, B, R>): Endpoint<P, Q, B, R> {
  registry.push(endpoint as unknown as Endpoint);
  return endpoint;
}

export function registeredEndpoints(): readonly Endpoint[] {
  return registry;
}

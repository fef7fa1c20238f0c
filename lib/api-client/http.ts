import type { z } from 'zod';
import { ApiClientError, expandPath, queryRecord, withinDeadline } from './transport';
import type { AnyEndpoint, CallInput, CallOptions, Transport } from './transport';

/**
 * The API client over HTTP, to another deployment of this app (`LANDINGS_API_URL`). Every answer is
 * checked against the endpoint's response schema, so a deployment speaking another version of the
 * contract fails loudly (502) instead of handing pages malformed data.
 */

export interface HttpTransportOptions {
  /** Default timeout per call (ms) when the caller gives none. Default 10 s. */
  timeoutMs?: number;
  /** For tests and special runtimes. */
  fetch?: typeof fetch;
  /** Extra headers on every request (e.g. an API key in front of the other deployment). */
  headers?: Record<string, string>;
}

const DEFAULT_HTTP_TIMEOUT_MS = 10_000;

export function createHttpTransport(baseUrl: string, settings: HttpTransportOptions = {}): Transport {
  const base = baseUrl.replace(/\/+$/, '');
  const doFetch = settings.fetch ?? fetch;
  const defaultTimeout = settings.timeoutMs ?? DEFAULT_HTTP_TIMEOUT_MS;

  return {
    kind: 'http',
    async call<R extends z.ZodType>(endpoint: AnyEndpoint<R>, input: CallInput, options: CallOptions = {}) {
      const url = new URL(base + expandPath(endpoint.path, input.params));
      for (const [key, value] of Object.entries(queryRecord(input.query))) url.searchParams.set(key, value);
      const timeoutMs = options.timeoutMs ?? defaultTimeout;
      const { response, text } = await withinDeadline(
        { ...options, timeoutMs },
        async (signal) => {
          const answer = await doFetch(url, {
            method: endpoint.method,
            headers: {
              Accept: 'application/json',
              ...(input.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
              ...settings.headers,
            },
            body: input.body !== undefined ? JSON.stringify(input.body) : undefined,
            signal,
          });
          return { response: answer, text: await answer.text() };
        },
        (error) =>
          new ApiClientError(
            502,
            'unreachable',
            `Fikk ikke kontakt med ${base}: ${(error as Error).message}`,
          ),
      );
      const headers: Record<string, string> = {};
      response.headers.forEach((value, name) => {
        headers[name.toLowerCase()] = value;
      });
      let json: unknown = undefined;
      if (text !== '') {
        try {
          json = JSON.parse(text);
        } catch {
          // Not JSON: a proxy's error page, or a non-JSON endpoint; handled below by status.
        }
      }
      if (!response.ok) {
        const error = (
          json as { error?: { code?: string; message?: string; fields?: Record<string, string> } }
        )?.error;
        throw new ApiClientError(
          response.status,
          error?.code ?? `http_${response.status}`,
          error?.message ?? `${endpoint.method} ${url.pathname} svarte ${response.status}`,
          error?.fields,
        );
      }
      const parsed = endpoint.response.safeParse(json);
      if (!parsed.success) {
        throw new ApiClientError(
          502,
          'bad_response',
          `${endpoint.method} ${url.pathname} svarte med noe som ikke følger kontrakten: ${parsed.error.issues[0]?.message}`,
        );
      }
      return { data: parsed.data, headers, status: response.status };
    },
  };
}

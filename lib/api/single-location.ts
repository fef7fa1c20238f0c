import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';

/**
 * One Location header on a redirect. Next answers a `permanentRedirect` from a page it caches (the
 * cached twins of lib/page-cache/cached-twin.tsx) with the same Location twice (vercel/next.js#82117);
 * a client that joins repeated headers reads `/a, /a` and goes nowhere. Equal values are made one as
 * the answer's head is written; different ones are left for the client to refuse.
 */
export function keepOneLocation(response: ServerResponse): void {
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse;
  response.writeHead = ((statusCode: number, ...rest: unknown[]) => {
    const location = response.getHeader('location');
    if (Array.isArray(location)) response.setHeader('location', oneIfEqual(location));
    const headers = rest.find((arg) => typeof arg === 'object' && arg !== null && !Array.isArray(arg)) as
      OutgoingHttpHeaders | undefined;
    if (headers) {
      for (const name of Object.keys(headers)) {
        const value = headers[name];
        if (name.toLowerCase() === 'location' && Array.isArray(value)) headers[name] = oneIfEqual(value);
      }
    }
    return writeHead(statusCode, ...rest);
  }) as ServerResponse['writeHead'];
}

const oneIfEqual = (values: readonly string[]): string | string[] =>
  new Set(values).size === 1 ? values[0] : [...values];

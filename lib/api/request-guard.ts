import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { NOT_FOUND_PATH } from '@/lib/page-cache/routes';
import { setBuildHeaders } from '@/lib/security/build-headers';
import { matchApiRoute } from './api-routes';
import { hasUndecodableSegment, isDecodable } from './path-segments';
import { errorBody, type ApiErrorCode } from './errors';

/**
 * What the server answers before Next routes a request (scripts/serve.ts runs it first, the test
 * route server too). Next has no good answer of its own for these:
 *  - a method a route does not have: Next answers API routes with an empty 405 without `Allow`, and
 *    renders pages for PUT or DELETE as if they were GET; TRACE, TRACK and CONNECT it cannot even
 *    represent (the Fetch API refuses them), so each would be a 500 with a logged stack trace;
 *  - a path segment that is no valid percent-encoding (`%ff`, `%`, `%zz`, the over-long `%c0%af`):
 *    Next fails to decode it and answers 500 text/plain.
 * Here the API answers in its error shape, `{ error: { code, message, fields? } }`: 405 with `Allow`
 * (every route's methods, lib/api/api-routes.ts), 404 for an address no route has, 400 naming the
 * path parameter that cannot be decoded. A page answers 405 with `Allow: GET, HEAD, OPTIONS` to other
 * methods, and shows the site's «Fant ikke siden» (404) for a path it cannot decode: no page has it.
 * OPTIONS is answered here too (204 with `Allow`), for pages and API alike.
 */

export type GuardAnswer =
  | { kind: 'answer'; status: number; headers: Record<string, string>; body: string }
  /** Serve the site's 404 page (rewrite the request to NOT_FOUND_PATH). */
  | { kind: 'not-found-page' };

/** Pages and everything else outside /api (static files, CSV downloads, images) are only read. */
export const PAGE_ALLOW = ['GET', 'HEAD', 'OPTIONS'];

/**
 * The few addresses outside /api that take a POST: the alert mails' unsubscribe, which a mail program
 * posts to (RFC 8058) and the form on /varsler sends.
 */
const POSTED_PAGES: Record<string, string[]> = {
  '/varsler/svar': ['GET', 'HEAD', 'OPTIONS', 'POST'],
};

const DECODE_PROBLEM =
  'Ugyldig prosentkoding: % må følges av to heksadesimale sifre, og byte-ene må være gyldig UTF-8';

/** The path of a request target: origin form (`/a?b`) or, from a proxy, absolute form. */
export function pathOf(target: string): string {
  if (!target.startsWith('/')) {
    try {
      return new URL(target).pathname;
    } catch {
      return '/';
    }
  }
  const end = target.search(/[?#]/);
  return end < 0 ? target : target.slice(0, end);
}

function isApiPath(pathname: string): boolean {
  const lower = pathname.toLowerCase();
  return lower === '/api' || lower.startsWith('/api/');
}

function json(
  status: number,
  code: ApiErrorCode,
  message: string,
  extra: { fields?: Record<string, string>; headers?: Record<string, string> } = {},
): GuardAnswer {
  return {
    kind: 'answer',
    status,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      ...extra.headers,
    },
    body: JSON.stringify(errorBody(code, message, extra.fields)),
  };
}

function methodAnswer(method: string, allow: string[]): GuardAnswer | null {
  const header = allow.join(', ');
  if (method === 'OPTIONS') return { kind: 'answer', status: 204, headers: { Allow: header }, body: '' };
  if (allow.includes(method)) return null;
  return json(405, 'method_not_allowed', `Metoden ${method} er ikke tillatt her. Tillatt: ${header}`, {
    headers: { Allow: header },
  });
}

/** The guard's answer to a request, or null to let Next answer it. */
export function guardRequest(method: string, target: string): GuardAnswer | null {
  const pathname = pathOf(target);
  if (!isApiPath(pathname)) {
    const answer = methodAnswer(method, POSTED_PAGES[pathname] ?? PAGE_ALLOW);
    if (answer) return answer;
    return hasUndecodableSegment(pathname) ? { kind: 'not-found-page' } : null;
  }
  const route = matchApiRoute(pathname);
  if (!route) {
    return json(404, 'not_found', 'Denne API-adressen finnes ikke. Se /api-dokumentasjon for adressene.');
  }
  const answer = methodAnswer(method, route.allow);
  if (answer) return answer;
  const undecodable = Object.keys(route.rawParams).filter((name) => !isDecodable(route.rawParams[name]));
  if (undecodable.length > 0) {
    const fields = Object.fromEntries(undecodable.map((name) => [`sti.${name}`, DECODE_PROBLEM]));
    return json(400, 'bad_request', 'Ugyldig sti', { fields });
  }
  return null;
}

/**
 * Applies the guard to a Node request: true when it has answered; false to go on to Next, with the
 * request's URL pointed at the 404 page where that is the answer.
 */
export function guardIncoming(request: IncomingMessage, response: ServerResponse): boolean {
  const answer = guardRequest(request.method ?? 'GET', request.url ?? '/');
  if (!answer) return false;
  if (answer.kind === 'not-found-page') {
    request.url = NOT_FOUND_PATH;
    return false;
  }
  // A refused request's body is not read: let it drain, so a kept-alive connection stays usable.
  request.resume();
  setBuildHeaders(response);
  response.writeHead(answer.status, {
    ...answer.headers,
    ...(answer.status === 204 ? {} : { 'Content-Length': String(Buffer.byteLength(answer.body)) }),
  });
  response.end(request.method === 'HEAD' || answer.status === 204 ? undefined : answer.body);
  return true;
}

/**
 * CONNECT (a proxy's tunnel request) never reaches the request listener: Node hands it to the server's
 * `connect` event, and without a listener there drops the connection unanswered. This one answers it
 * as the guard answers any method no route has (405), on the raw socket, and closes it.
 */
export function refuseConnect(_request: IncomingMessage, socket: Duplex): void {
  const answer = methodAnswer('CONNECT', PAGE_ALLOW);
  if (answer?.kind !== 'answer') return void socket.destroy();
  const headers = Object.entries({
    ...answer.headers,
    'Content-Length': String(Buffer.byteLength(answer.body)),
    Connection: 'close',
  }).map(([name, value]) => `${name}: ${value}\r\n`);
  socket.end(`HTTP/1.1 405 Method Not Allowed\r\n${headers.join('')}\r\n${answer.body}`);
}

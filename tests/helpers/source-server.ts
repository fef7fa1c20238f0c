import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for the directorate's file server on 127.0.0.1 (random port): serves files with ETag and
 * Last-Modified, answers conditional requests with 304, and can misbehave on purpose the way a real
 * download goes wrong: a connection dropped mid-file, a cut-off file announced as whole, a 500, a 403, a 404.
 */

export type Fault =
  /** Sends the headers and half the body, then destroys the socket. */
  | 'drop'
  /** Sends the first 60 % of the file as if it were all of it (Content-Length matches). */
  | 'truncated'
  | 'status-500'
  /** A 403: a failure no retry mends, so the download fails at once. */
  | 'forbidden'
  | 'not-found';

interface Served {
  body: Buffer;
  etag: string;
  lastModified: string;
  fault?: Fault;
  /** Faults to apply to this many requests only, then serve normally. */
  faultCount?: number;
}

export interface SeenRequest {
  path: string;
  headers: IncomingHttpHeaders;
  status: number;
}

export interface SourceServer {
  url: string;
  /** Publishes content at a path (a new ETag and Last-Modified for new content). */
  publish(urlPath: string, content: Buffer | string, options?: { lastModified?: Date }): void;
  /** Makes a path misbehave (for `times` requests, or until changed); undefined serves it normally. */
  fault(urlPath: string, fault: Fault | undefined, times?: number): void;
  /** Holds every answer until release() (to keep a run in flight). */
  hold(): void;
  release(): void;
  requests: SeenRequest[];
  close(): Promise<void>;
}

export async function startSourceServer(): Promise<SourceServer> {
  const files = new Map<string, Served>();
  const requests: SeenRequest[] = [];
  let held: Promise<void> | null = null;
  let releaseHeld = () => {};
  let published = Date.parse('2026-11-01T04:00:00Z');

  const server: Server = createServer(async (request, response) => {
    const urlPath = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (held) await held;
    const served = files.get(urlPath);
    const answer = (status: number) => requests.push({ path: urlPath, headers: request.headers, status });
    const fault =
      served?.fault && (served.faultCount === undefined || served.faultCount > 0) ? served.fault : undefined;
    if (fault && served?.faultCount !== undefined) served.faultCount -= 1;
    if (!served || fault === 'not-found') {
      answer(404);
      response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>404 Not Found</h1>');
      return;
    }
    if (fault === 'status-500') {
      answer(500);
      response.writeHead(500, { 'content-type': 'text/html' }).end('<h1>Internal Server Error</h1>');
      return;
    }
    if (fault === 'forbidden') {
      answer(403);
      response.writeHead(403, { 'content-type': 'text/html' }).end('<h1>403 Forbidden</h1>');
      return;
    }
    const validators = { etag: served.etag, 'last-modified': served.lastModified };
    if (
      request.headers['if-none-match'] === served.etag ||
      (!request.headers['if-none-match'] && request.headers['if-modified-since'] === served.lastModified)
    ) {
      answer(304);
      response.writeHead(304, validators).end();
      return;
    }
    answer(200);
    if (fault === 'truncated') {
      const part = served.body.subarray(0, Math.floor(served.body.length * 0.6));
      response.writeHead(200, { ...validators, 'content-length': part.length }).end(part);
      return;
    }
    response.writeHead(200, {
      ...validators,
      'content-type': 'application/octet-stream',
      'content-length': served.body.length,
    });
    if (fault === 'drop') {
      response.write(served.body.subarray(0, Math.floor(served.body.length / 2)), () =>
        setTimeout(() => response.socket?.destroy(), 20),
      );
      return;
    }
    response.end(served.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    publish(urlPath, content, options = {}) {
      const body = typeof content === 'string' ? readFileSync(content) : content;
      published += 3_600_000;
      const previous = files.get(urlPath);
      files.set(urlPath, {
        body,
        etag: `"${createHash('sha256').update(body).digest('hex').slice(0, 16)}"`,
        lastModified: (options.lastModified ?? new Date(published)).toUTCString(),
        fault: previous?.fault,
        faultCount: previous?.faultCount,
      });
    },
    fault(urlPath, fault, times) {
      const served = files.get(urlPath);
      if (served) files.set(urlPath, { ...served, fault, faultCount: times });
      else if (fault === 'not-found') return;
      else throw new Error(`nothing published at ${urlPath}`);
    },
    hold() {
      held = new Promise((resolve) => (releaseHeld = resolve));
    },
    release() {
      held = null;
      releaseHeld();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

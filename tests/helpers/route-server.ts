import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { guardIncoming } from '@/lib/api/request-guard';
import * as boatPeriod from '@/app/api/offloads/[a]/date/[from]/[to]/route';
import * as boatYear from '@/app/api/offloads/[a]/[b]/route';
import * as documents from '@/app/api/offloads/details/date/[from]/[to]/route';
import * as document from '@/app/api/offloads/document/[docKey]/route';
import * as electronicReports from '@/app/api/offloads/electronicReport/date/[from]/[to]/route';
import * as latest from '@/app/api/offloads/latest/route';
import * as savedQuery from '@/app/api/offloads/query/[id]/route';
import * as query from '@/app/api/offloads/query/route';
import * as saveQuery from '@/app/api/offloads/query/save/route';
// @ts-expect-error -- next.config.mjs is plain JavaScript (typed by JSDoc), without a declaration file.
import nextConfigModule from '@/next.config.mjs';
import type { NextConfig } from 'next';

const nextConfig = nextConfigModule as NextConfig;

/**
 * A tiny stand-in for `next start`, serving the landing route handlers over real HTTP: the exported
 * GET/POST functions get a `Request` and their `params`, as Next gives them. Routes are matched the
 * way Next matches app routes (static segments before dynamic ones), after the rewrites of
 * next.config.mjs (so `/api/Offloads/…` works here as it does in the app). Before them, the request
 * guard answers as in the app (lib/api/request-guard.ts: 405 with Allow, 404, undecodable paths);
 * a path it lets through that this server does not serve: 404.
 */

type RouteHandler = (
  request: Request,
  context: { params: Promise<Record<string, string>> },
) => Promise<Response>;
type RouteModule = Partial<Record<'GET' | 'POST' | 'DELETE', RouteHandler>>;

// Most specific first: static segments win over [dynamic] ones.
const ROUTES: [pattern: string, module: RouteModule][] = [
  ['/api/offloads/query', query],
  ['/api/offloads/query/save', saveQuery],
  ['/api/offloads/query/[id]', savedQuery],
  ['/api/offloads/latest', latest],
  ['/api/offloads/document/[docKey]', document],
  ['/api/offloads/details/date/[from]/[to]', documents],
  ['/api/offloads/electronicReport/date/[from]/[to]', electronicReports],
  ['/api/offloads/[a]/date/[from]/[to]', boatPeriod],
  ['/api/offloads/[a]/[b]', boatYear],
];

function match(pathname: string): { module: RouteModule; params: Record<string, string> } | null {
  const segments = pathname.split('/').filter(Boolean);
  for (const [pattern, module] of ROUTES) {
    const parts = pattern.split('/').filter(Boolean);
    if (parts.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const ok = parts.every((part, i) => {
      const dynamic = /^\[(\w+)\]$/.exec(part);
      if (dynamic) {
        params[dynamic[1]] = decodeURIComponent(segments[i]);
        return true;
      }
      return part === segments[i];
    });
    if (ok) return { module, params };
  }
  return null;
}

/** Applies next.config.mjs's rewrites (`:name*` parameters only, which is all it uses). */
export async function rewritePath(pathname: string): Promise<string> {
  const rewrites = (await nextConfig.rewrites?.()) ?? [];
  const list = Array.isArray(rewrites)
    ? rewrites
    : [...(rewrites.beforeFiles ?? []), ...(rewrites.afterFiles ?? []), ...(rewrites.fallback ?? [])];
  for (const rule of list) {
    const pattern = rule.source.replace(/\/:(\w+)\*/g, '(?<$1>(?:/.*)?)');
    // Next matches sources case-insensitively.
    const found = new RegExp(`^${pattern}$`, 'i').exec(pathname);
    if (!found) continue;
    return rule.destination.replace(/\/:(\w+)\*/g, (_m: string, name: string) => found.groups?.[name] ?? '');
  }
  return pathname;
}

async function handle(req: IncomingMessage, res: ServerResponse) {
  // As scripts/serve.ts does before Next: wrong methods, unknown API addresses, undecodable paths.
  if (guardIncoming(req, res)) return;
  const url = new URL(req.url ?? '/', 'http://localhost');
  const found = match(await rewritePath(url.pathname));
  const method = (req.method ?? 'GET') as 'GET' | 'POST' | 'DELETE';
  const handler = found?.module[method];
  if (!found || !handler) {
    res.writeHead(found ? 405 : 404, { 'Content-Type': 'application/json' });
    res.end(
      JSON.stringify({ error: { code: found ? 'method_not_allowed' : 'not_found', message: 'test server' } }),
    );
    return;
  }
  // The client going away aborts the request's signal, as in Next.
  const controller = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
  const request = new Request(url, {
    method,
    headers: req.headers as Record<string, string>,
    body: method === 'GET' ? undefined : body,
    signal: controller.signal,
  });
  const response = await handler(request, { params: Promise.resolve(found.params) });
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  res.writeHead(response.status, headers);
  res.end(Buffer.from(await response.arrayBuffer()));
}

export interface RouteServer {
  url: string;
  /** Requests whose handler is still running (to see that aborted ones end). */
  close(): Promise<void>;
}

export async function startRouteServer(): Promise<RouteServer> {
  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error) => {
      res.writeHead(500, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ error: { code: 'internal', message: String(error) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

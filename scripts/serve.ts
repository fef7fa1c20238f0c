/**
 * `npm run serve` (and the last step of `npm start`): the production server. Next's own request
 * handler, with the request guard (lib/api/request-guard.ts: wrong methods, undecodable paths) and
 * the front cache (lib/page-cache/front-cache.ts) before it: a public page Next has already rendered
 * for this store version is sent from memory without entering Next's pipeline. Each HTML page's
 * Content-Security-Policy allows only its own inline scripts, by hash (lib/security/). On a
 * proxy node (LANDINGS_API_URL) the JSON API is forwarded to the upstream before Next too.
 *
 * A page Next must render (not in the front cache, nor rendered into Next's cache before, whether as
 * HTML or as the router's payload) counts against its address's budget for its kind (a reader's page,
 * a page's own resource, a prefetch: lib/api/page-budget.ts; 429 beyond it) and waits for a turn at the
 * render gate (503 when the gate is full, 429 when its address already has its share there,
 * lib/api/render-gate.ts). A prefetch never waits and is never refused: it renders on an idle turn
 * within its budget, else it is answered 204 and the page renders when the reader clicks. A render that fails because the store is busy answers 503 with the busy
 * page (lib/api/page-edge.ts). An address already over one of the API's per-address buckets is
 * refused with its route's 429 before Next routes the request (lib/api/api-edge.ts). `/api/health` is
 * answered here from the route's answer for the served store version (lib/api/health-edge.ts), so a
 * probe never waits behind Next's work. Every other request goes to Next exactly as under `next start`.
 * Before it listens, the server warms itself up with one request of each kind (scripts/warm-up.ts).
 * Every request leaves a JSON log line and a latency observation (lib/observability/request-log.ts);
 * `/metrics` is answered here, behind METRICS_TOKEN (lib/observability/metrics-endpoint.ts).
 *
 * Serves the build in `.next` (run `next build` first; `npm start` does) on PORT, all interfaces.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { stat } from 'node:fs/promises';
import path from 'node:path';

// Next reads NODE_ENV when it is loaded: set it first, then load Next and what imports it.
(process.env as Record<string, string>).NODE_ENV ??= 'production';

async function main() {
  // Every message is a JSON line from here on (LOG_LEVEL; readable in a terminal with pino-pretty).
  const { logger, routeConsoleToLogger } = await import('../lib/observability/logger');
  const log = logger();
  routeConsoleToLogger(log);
  // An unsafe sign-in setup (a public SITE_URL without a Firebase project, say) stops the server before
  // anything else (lib/auth/startup-check.ts).
  (await import('../lib/auth/startup-check')).checkAuthEnvironmentAtStart();
  // Before Next is loaded: one wasted step out of its page cache (scripts/patch-next.mjs).
  const { patchInstalledNext } = await import('./patch-next.mjs');
  console.log(patchInstalledNext());
  const [
    { default: next },
    config,
    { createFrontCache },
    { servedEntityVersions, servedStoreVersion },
    forward,
    { guardIncoming, refuseConnect },
    { sendHtmlWithScriptHashes },
    { authEmulatorHost },
    { admitRender, isRenderRequest },
    { RenderGate },
    { edgeAnswerBodyFor, mapUnavailableAnswer, runAtPageEdge },
    { createHealthEdge },
    { readUpdateStatusSafely },
    { refuseOverLimit },
    { apiBucketOf },
    { loadBuildHeaders },
    { isEmbedPath, staticEmbed },
    { keepOneLocation },
    { markCacheOutcome, observeRequest },
    { serverMetrics },
    { serveMetrics },
    { currentPointerPath },
    { readUpdateState },
  ] = await Promise.all([
    import('next'),
    import('../lib/config'),
    import('../lib/page-cache/front-cache'),
    import('../lib/page-cache/store-version'),
    import('../lib/store-reads/forward'),
    import('../lib/api/request-guard'),
    import('../lib/security/hashed-csp-response'),
    import('../lib/auth/environment'),
    import('../lib/api/page-budget'),
    import('../lib/api/render-gate'),
    import('../lib/api/page-edge'),
    import('../lib/api/health-edge'),
    import('../lib/update/status'),
    import('../lib/api/api-edge'),
    import('../lib/api/api-routes'),
    import('../lib/security/build-headers'),
    import('../lib/page-cache/static-embed'),
    import('../lib/api/single-location'),
    import('../lib/observability/request-log'),
    import('../lib/observability/metrics'),
    import('../lib/observability/metrics-endpoint'),
    import('../lib/store/paths'),
    import('../lib/update/state'),
  ]);
  config.checkConfigurationAtStart();
  const port = config.serverPort();
  const dir = path.resolve(__dirname, '..');
  const app = next({ dev: false, dir, port });
  // The answers written here before Next carry the build's security headers too.
  loadBuildHeaders(path.join(dir, '.next'));
  const handle = app.getRequestHandler();
  await app.prepare();
  const front = createFrontCache({
    maxBytes: config.frontCacheBytes(),
    storeVersion: servedStoreVersion,
    entityVersions: servedEntityVersions,
  });
  // A proxy node (LANDINGS_API_URL) passes the JSON API to its upstream as it came (lib/store-reads/forward.ts).
  const upstream = config.landingsApi();
  // The local Auth emulator's port is chosen at start, after the build that wrote the policy.
  const emulatorHost = authEmulatorHost();
  const connectOrigins = emulatorHost ? [`http://${emulatorHost}`] : [];
  const gate = new RenderGate(config.renderLimits());
  const health = createHealthEdge({ storeVersion: servedStoreVersion, updateStatus: readUpdateStatusSafely });
  const metricsToken = config.metricsToken();
  const sources = serverMetrics().sources;
  sources.renderGate = () => gate.stats();
  sources.storeVersion = () => servedStoreVersion();
  // The pointer is swapped when a new version is served: its time is the data's.
  sources.dataUpdatedAt = async () =>
    (await stat(currentPointerPath(config.dataDir())).catch(() => null))?.mtimeMs ?? null;
  sources.lastUpdate = async () => {
    const run = (await readUpdateState(config.dataDir()).catch(() => null))?.lastRun;
    if (!run) return null;
    const [started, ended] = [Date.parse(run.startedAt), Date.parse(run.finishedAt)];
    return { endedAt: ended, ok: !run.failed, seconds: Math.max(0, (ended - started) / 1000) };
  };
  /** An embed leaves without Next's scripts (lib/page-cache/static-embed.ts); other pages as rendered. */
  const transformOf = (request: IncomingMessage) =>
    isEmbedPath(new URL(request.url ?? '/', 'http://serve').pathname) ? staticEmbed : undefined;

  /** A page for Next to render: within its address's budget for its kind, after a turn at the gate. */
  const render = async (request: IncomingMessage, response: ServerResponse) => {
    // Read before Next handles the request: it strips the RSC headers as it routes.
    const body = edgeAnswerBodyFor(request);
    markCacheOutcome(response, 'render');
    const turn = await admitRender(request, gate);
    if (!turn.admitted) return turn.refuse(response);
    response.once('close', turn.release);
    if (response.destroyed) return turn.release();
    await runAtPageEdge((state) => {
      sendHtmlWithScriptHashes(request, response, connectOrigins, transformOf(request));
      mapUnavailableAnswer(state, response, body);
      keepOneLocation(response);
      return handle(request, response);
    });
  };

  const server = createServer((request, response) => {
    observeRequest(request, response, log);
    const failed = (error: unknown) => {
      console.error(`serve: ${request.method} ${request.url} failed`, error);
      if (!response.headersSent) response.statusCode = 500;
      response.end();
    };
    // Methods a route does not have and paths Next cannot decode are answered before anything else.
    if (guardIncoming(request, response)) return;
    const { pathname } = new URL(request.url ?? '/', 'http://serve');
    if (upstream && forward.isApiPath(pathname)) {
      forward.forwardIncoming(request, response, upstream).catch(failed);
      return;
    }
    // The health probe never waits behind Next's work (lib/api/health-edge.ts).
    if (health.serveOrCapture(request, response)) return;
    if (serveMetrics(request, response, metricsToken)) return;
    if (front.serveOrCapture(request, response)) {
      markCacheOutcome(response, 'hit');
      return;
    }
    // An address already over its API bucket is refused before Next routes the request
    // (lib/api/api-edge.ts).
    const bucket = apiBucketOf(request.method ?? 'GET', pathname);
    if (bucket) {
      refuseOverLimit(request, response, bucket)
        .then((refused) => (refused ? undefined : handle(request, response)))
        .catch(failed);
      return;
    }
    // A page Next already holds in its cache (this store version) is no render: it skips budget and gate.
    if (isRenderRequest(pathname) && !front.renderedBefore(request)) {
      render(request, response).catch(failed);
      return;
    }
    if (isRenderRequest(pathname)) markCacheOutcome(response, 'next-cache');
    // After the front cache's capture: what it keeps is the page with its hashed policy.
    sendHtmlWithScriptHashes(request, response, connectOrigins, transformOf(request));
    handle(request, response).catch(failed);
  });
  server.on('connect', refuseConnect);
  // Behind a load balancer, idle connections are kept open longer than the balancer's own timeout.
  server.keepAliveTimeout = 65_000;
  // One request of each kind before the port opens, so a first reader never meets code run for the first time.
  console.log(await (await import('./warm-up')).warmUp(server));
  // A scraper on a private network may read the metrics on a port of their own (same token).
  const privatePort = config.metricsPort();
  if (privatePort && metricsToken) {
    createServer((request, response) => {
      if (serveMetrics(request, response, metricsToken)) return;
      response.writeHead(404).end();
    }).listen(privatePort);
  }
  server.listen(port, () => {
    console.log(
      `✓ Ready on http://localhost:${port} (front cache ${config.frontCacheBytes() / 1024 / 1024} MB)`,
    );
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      server.close();
      void app.close().finally(() => process.exit(0));
    });
  }
}

main().catch((error: unknown) => {
  console.error('✖ The server did not start:', error);
  process.exit(1);
});

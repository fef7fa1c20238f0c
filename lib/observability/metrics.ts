import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The server's Prometheus metrics (prom-client), served at /metrics behind METRICS_TOKEN
 * (./metrics-endpoint.ts). One registry per process, kept on globalThis: scripts/serve.ts and the route
 * bundles Next loads each import this module, and they must count into the same metrics.
 *
 * Gauges that describe a state (queues, the store version, the data's age) are read when Prometheus
 * scrapes, from sources registered by whoever owns that state (`observe…`).
 */

export type RouteKind = 'page' | 'api' | 'csv' | 'feed' | 'embed' | 'static' | 'health' | 'metrics' | 'other';

interface Sources {
  renderGate?: () => { running: number; waiting: number };
  storePool?: () => { running: Record<string, number>; waiting: Record<string, number> } | null;
  storeVersion?: () => number | null;
  /** When the served data was last updated (ms since the epoch), or null. */
  dataUpdatedAt?: () => Promise<number | null> | number | null;
  /** The newest update run (`npm run update-data`, nightly or by hand): its end, outcome and duration. */
  lastUpdate?: () => Promise<{ endedAt: number; ok: boolean; seconds: number } | null>;
}

export interface ServerMetrics {
  registry: Registry;
  httpDuration: Histogram<'kind' | 'status'>;
  frontCache: Counter<'result'>;
  resultCache: Counter<'result'>;
  refusals: Counter<'reason' | 'kind'>;
  sources: Sources;
}

const globalKey = Symbol.for('fangstdata.metrics');
type GlobalWithMetrics = typeof globalThis & { [globalKey]?: ServerMetrics };

function create(): ServerMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const sources: Sources = {};
  const gauge = (
    name: string,
    help: string,
    labelNames: string[],
    collect: (g: Gauge) => Promise<void> | void,
  ) =>
    new Gauge({
      name,
      help,
      labelNames,
      registers: [registry],
      async collect() {
        await collect(this);
      },
    });
  gauge('fangstdata_render_gate_running', 'Page renders running now', [], (g) => {
    const stats = sources.renderGate?.();
    if (stats) g.set(stats.running);
  });
  gauge('fangstdata_render_gate_waiting', 'Page renders waiting for a turn', [], (g) => {
    const stats = sources.renderGate?.();
    if (stats) g.set(stats.waiting);
  });
  gauge('fangstdata_store_queries_running', 'Store queries running, by lane', ['lane'], (g) => {
    for (const [lane, n] of Object.entries(sources.storePool?.()?.running ?? {})) g.set({ lane }, n);
  });
  gauge(
    'fangstdata_store_queries_waiting',
    'Store queries waiting for a connection, by lane',
    ['lane'],
    (g) => {
      for (const [lane, n] of Object.entries(sources.storePool?.()?.waiting ?? {})) g.set({ lane }, n);
    },
  );
  gauge('fangstdata_store_version', 'The landing store version served', [], (g) => {
    const version = sources.storeVersion?.();
    if (version != null) g.set(version);
  });
  gauge('fangstdata_data_age_seconds', 'Seconds since the served data was last updated', [], async (g) => {
    const at = await sources.dataUpdatedAt?.();
    if (at != null) g.set(Math.max(0, (Date.now() - at) / 1000));
  });
  gauge('fangstdata_update_last_success', '1 when the newest update run succeeded, else 0', [], async (g) => {
    const last = await sources.lastUpdate?.();
    if (last) g.set(last.ok ? 1 : 0);
  });
  gauge(
    'fangstdata_update_last_end_seconds',
    'When the newest update run ended (Unix time)',
    [],
    async (g) => {
      const last = await sources.lastUpdate?.();
      if (last) g.set(last.endedAt / 1000);
    },
  );
  gauge('fangstdata_update_last_duration_seconds', 'How long the newest update run took', [], async (g) => {
    const last = await sources.lastUpdate?.();
    if (last) g.set(last.seconds);
  });
  return {
    registry,
    sources,
    httpDuration: new Histogram({
      name: 'fangstdata_http_request_duration_seconds',
      help: 'Time to answer a request, by kind of route and status',
      labelNames: ['kind', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    frontCache: new Counter({
      name: 'fangstdata_front_cache_requests_total',
      help: 'Public pages asked of the front cache: hit (sent from memory) or miss',
      labelNames: ['result'],
      registers: [registry],
    }),
    resultCache: new Counter({
      name: 'fangstdata_result_cache_requests_total',
      help: 'Store queries asked of the result cache: hit, joined (a run in flight) or miss',
      labelNames: ['result'],
      registers: [registry],
    }),
    refusals: new Counter({
      name: 'fangstdata_refusals_total',
      help: 'Requests refused: over a rate limit or budget (429) or the site busy (503), by kind of route',
      labelNames: ['reason', 'kind'],
      registers: [registry],
    }),
  };
}

export function serverMetrics(): ServerMetrics {
  const holder = globalThis as GlobalWithMetrics;
  holder[globalKey] ??= create();
  return holder[globalKey];
}

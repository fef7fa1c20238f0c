import type { Server } from 'node:http';
import { adoptEdgePageShell } from '../lib/api/edge-page-shell';

/**
 * The production server's warm-up (scripts/serve.ts): before it listens on its port, it asks itself,
 * over a loopback port of its own, for one of each kind of request a first reader or a flood makes —
 * a boat page and its share image, a top list, a landing query, a search, an embed.
 *
 * Why: Next loads every route's code at start, but the first request of each kind still runs its code
 * for the first time (compiling it), draws the first share image (font and image engine), reads the
 * search index and plans the first store queries: about a second of the one JavaScript thread in
 * all, which a busy machine stretches to several. Met by the first requests of a flood on a fresh
 * server, that second held every other reader's page and health probe (measured in bench/RESULTS.md,
 * Load). Here nobody waits for it. Bounded by `budgetMs`; a store with no data or an upstream that does
 * not answer ends it early.
 */
export async function warmUp(server: Server, budgetMs = 30_000): Promise<string> {
  const started = performance.now();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const base = `http://127.0.0.1:${port}`;
  const deadline = AbortSignal.timeout(budgetMs);
  const ask = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(`${base}${path}`, { ...init, signal: deadline });
    const body = await response.text();
    return { ok: response.ok, body };
  };
  let asked = 0;
  try {
    // The site's frame for the pages the server answers itself (lib/api/edge-page-shell.ts).
    const frame = await ask('/vent');
    asked++;
    if (frame.ok && !adoptEdgePageShell(frame.body)) console.warn('warm-up: /vent is not the expected frame');
    const boats = await ask('/api/boats?count=1');
    asked++;
    const boatId = boats.ok
      ? (JSON.parse(boats.body) as { boats: { id: string }[] }).boats[0]?.id
      : undefined;
    if (boatId) {
      const year = (await ask('/api/sitedata/key/latest_full_year')).body.trim();
      const boat = `/boats/${encodeURIComponent(boatId)}`;
      const page = await ask(boat);
      const shareImage = /property="og:image" content="[^"]*\/(opengraph-image[^"?/]*)/.exec(page.body)?.[1];
      const paths = [
        ...(shareImage ? [`${boat}/${shareImage}`] : []),
        `${boat}?from=${year}-01-01&to=${year}-12-31`,
        `/topoffloads?from=${year}-01-01&to=${year}-12-31&rows=boat`,
        '/search/nord',
        '/topoffloads/embed/warm-up',
      ];
      asked += 3;
      const query = {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ FromDate: `${year}-01-01`, ToDate: `${year}-12-31`, Count: 5 }),
      };
      // At once: what one waits for (the store, a file) another uses the thread meanwhile.
      await Promise.all(
        [ask('/api/offloads/query', query), ...paths.map((path) => ask(path))].map((asking) =>
          asking.then(() => asked++),
        ),
      );
    }
  } catch {
    // Out of time or no answer: serving matters more than warming.
  }
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeAllConnections();
  await closed;
  return `warm-up: ${asked} requests in ${((performance.now() - started) / 1000).toFixed(1)} s`;
}

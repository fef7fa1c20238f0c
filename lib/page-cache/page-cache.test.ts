import { ACCENT_PALETTE } from '@/lib/url-state/embed';
import path from 'node:path';
import { NextRequest } from 'next/server';
import { proxy } from '@/proxy';
import { generateSampleFiles } from '@/lib/sample-data/generate';
import { ingestFiles } from '@/lib/store/ingest';
import { storeFacts } from '@/lib/landings/site-data';
import { queryStore } from '@/lib/store/landing-store';
import { generatedStoreForFile } from '@/tests/helpers/test-store';
import { PUBLIC_PAGE_CACHE_CONTROL } from './headers';
import { cacheTarget, decodeStateKey, encodeStateKey, MAX_CACHED_QUERY_LENGTH } from './routes';
import { searchParamsOf } from './cached-page';

/**
 * The page cache as a CDN and a reader meet it, at the proxy: which cached page answers a public URL
 * (the key Next's full-route cache keeps it under), with which Cache-Control, and that a new store
 * version from an ingest gives every page a new key, so the next request renders from the new data,
 * except entity pages whose entity the ingest did not change (their key is the entity's version).
 * (That Next answers a cached page with its ETag and a 304 on If-None-Match is checked over HTTP in
 * e2e/page-cache.spec.ts.)
 */

let dataDir = '';
generatedStoreForFile(
  (dir) => {
    dataDir = dir;
  },
  { years: 1, endYear: 2025, linesPerYear: 4000 },
);

/** The proxy's answer to a GET of `url`: where it sends it, and the Cache-Control it adds. */
function ask(url: string, init: { method?: string } = {}) {
  const response = proxy(new NextRequest(new URL(url, 'http://fangstdata.test'), init));
  const rewrite = response.headers.get('x-middleware-rewrite');
  return {
    response,
    target: rewrite ? new URL(rewrite) : null,
    cacheControl: response.headers.get('cache-control'),
  };
}

/** The state the cached page renders from: the store version and the query of its key. */
function stateOf(target: URL | null) {
  const key = target?.pathname.split('/').at(-1) ?? '';
  return decodeStateKey(key);
}

describe('public pages are answered from the page cache', () => {
  it.each([
    ['/', '/~/'],
    ['/boats', '/boats/~/'],
    ['/boats/2019006660', '/boats/2019006660/~/'],
    ['/owner/917856222', '/owner/917856222/~/'],
    ['/firm', '/firm/~/'],
    ['/firm/917856222', '/firm/917856222/~/'],
    ['/mottak/N-123', '/mottak/N-123/~/'],
    ['/topoffloads', '/topoffloads/~/'],
    ['/offloads', '/offloads/~/'],
    ['/topoffloads/embed/AbCdEfGhIjK', '/topoffloads/embed/AbCdEfGhIjK/~/'],
    ['/about', '/about/~/'],
  ])('%s goes to its cached twin, public for a CDN', (url, twin) => {
    const { target, cacheControl } = ask(url);
    expect(target?.pathname.startsWith(twin)).toBe(true);
    expect(stateOf(target)?.version).toBeGreaterThan(0);
    expect(cacheControl).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect(cacheControl).toMatch(/^public, .*s-maxage=60, stale-while-revalidate=\d+/);
  });

  it('keys a view by its canonical URL: equal views share one entry, ignored parameters mint none', () => {
    const plain = ask('/topoffloads?rows=species&gear=3,5&utm_source=avis').target;
    const rewritten = ask('/topoffloads?gear=3&gear=5&rows=SPECIES&page=1').target;
    expect(plain?.pathname).toBe(rewritten?.pathname);
    expect(stateOf(plain)?.query).toBe('rows=species&gear=3,5');
    // The defaults are the bare page.
    expect(ask('/?period=month&preservation=all&fbclid=x').target?.pathname).toBe(ask('/').target?.pathname);
    // A detail page's period: a real range wins over the year, nonsense is dropped.
    expect(stateOf(ask('/boats/1?year=2024&from=2024-03-01&to=2024-02-01&chart=pie').target)?.query).toBe(
      'year=2024',
    );
    expect(stateOf(ask('/boats/1?year=x&from=2024-01-01&to=2024-06-30&chart=landing').target)?.query).toBe(
      'from=2024-01-01&to=2024-06-30&chart=landing',
    );
    // A boat page's table shown in full is a view of its own; an unknown table is none.
    expect(stateOf(ask('/boats/1?alle=landinger&year=2024').target)?.query).toBe('year=2024&alle=landinger');
    expect(ask('/boats/1?alle=alt').target?.pathname).toBe(ask('/boats/1').target?.pathname);
    // The embed's measure must be one a saved view can have.
    expect(stateOf(ask('/topoffloads/embed/abc?measure=<script>&theme=dark').target)?.query).toBe(
      'theme=dark',
    );
  });

  it('keys every embed accent to the fixed palette, so distinct colours cannot mint entries', () => {
    const keys = new Set<string | undefined>();
    for (let i = 0; i < 4096; i++) {
      const colour = ((i * 2654435761) >>> 8).toString(16).padStart(6, '0').slice(-6);
      keys.add(ask(`/topoffloads/embed/abc?accent=${colour}`).target?.pathname);
    }
    expect(keys.size).toBeLessThanOrEqual(ACCENT_PALETTE.length);
    // The site's own accent keeps its key; a near shade shares it.
    expect(stateOf(ask('/topoffloads/embed/abc?accent=%230B3954').target)?.query).toBe('accent=0b3954');
    expect(ask('/topoffloads/embed/abc?accent=0c3a55').target?.pathname).toBe(
      ask('/topoffloads/embed/abc?accent=0b3954').target?.pathname,
    );
  });

  it('the page renders the same parameters it was asked with', () => {
    const target = ask('/offloads?fish=1022&page=3&count=50&from=2025-01-01').target;
    expect(searchParamsOf(stateOf(target)!.query)).toEqual({
      from: '2025-01-01',
      fish: '1022',
      page: '3',
      count: '50',
    });
  });

  it("keeps only Next's own _rsc, so an RSC payload and the HTML stay apart for a CDN", () => {
    const target = ask('/boats?_rsc=abc12&gear=5').target;
    expect(target?.searchParams.get('_rsc')).toBe('abc12');
    expect(target?.searchParams.get('gear')).toBeNull();
  });

  it('leaves everything else alone: other pages, the API, writes and very long views', () => {
    expect(ask('/kart').target).toBeNull();
    expect(ask('/api/boats').target).toBeNull();
    expect(ask('/boats/1/csv').target).toBeNull();
    // The directories' CSV downloads sit beside the detail pages' [id]: they are files, not pages.
    expect(ask('/boats/csv?gear=1').target).toBeNull();
    expect(ask('/firm/csv').target).toBeNull();
    expect(ask('/boats', { method: 'POST' }).target).toBeNull();
    // 200 species and 200 buyers: the most the filters take, and more than a key holds.
    const many = (from: number) => Array.from({ length: 200 }, (_, i) => String(from + i)).join(',');
    const params = new URLSearchParams({ fish: many(10000), buyer: many(900000000) });
    expect(params.toString().length).toBeGreaterThan(MAX_CACHED_QUERY_LENGTH);
    expect(cacheTarget('/topoffloads', params, 1)).toBeNull();
  });

  it('refuses the twins themselves: they are reached through the proxy only', () => {
    for (const url of ['/boats/1/~/v1', '/~/v1', '/topoffloads/%7E/v1.eA']) {
      expect(ask(url).target?.pathname).toBe('/~');
    }
  });

  it('keys are safe path segments and read back', () => {
    const key = encodeStateKey(12, 'q=Ø/?&x');
    expect(key).toMatch(/^v12\.[A-Za-z0-9_-]+$/);
    expect(decodeStateKey(key)).toEqual({ version: 12, query: 'q=Ø/?&x', entity: false });
    expect(decodeStateKey('../etc')).toBeNull();
  });
});

describe('a new store version reaches the cached pages', () => {
  it('an ingest gives every page a new key, and the page renders from the new data', async () => {
    const before = ask('/');
    const boatBefore = ask('/boats/2019006660?year=2025');
    const boatVersions = async () =>
      new Map(
        (await queryStore("select id, version from entity_versions where kind = 'boat'")).map((row) => [
          String(row.id),
          Number(row.version),
        ]),
      );
    const versionsBefore = await boatVersions();
    const boatKey = (id: string) => ask(`/boats/${encodeURIComponent(id)}`).target?.pathname;
    const keysBefore = new Map([...versionsBefore.keys()].map((id) => [id, boatKey(id)]));
    // A boat the store knows is keyed on its own data version.
    const [someBoat, itsVersion] = [...versionsBefore][0];
    expect(stateOf(ask(`/boats/${someBoat}`).target)).toMatchObject({ version: itsVersion, entity: true });
    const factsBefore = await storeFacts();
    expect(factsBefore.years).toEqual([2025]);

    // The nightly update: another year arrives, ingest swaps the CURRENT pointer.
    const generated = await generateSampleFiles({
      outDir: path.join(dataDir, 'sources', 'next'),
      years: 1,
      linesPerYear: 2000,
      seed: 7,
      endYear: 2024,
    });
    const landingFiles = generated.files.filter((file) => /fangstdata_\d{4}/.test(path.basename(file)));
    await ingestFiles(landingFiles, { dataDir });
    // The proxy looks at the pointer at most once a second (no restart, no signal from ingest).
    await new Promise((resolve) => setTimeout(resolve, 1100));

    const after = ask('/');
    const boatAfter = ask('/boats/2019006660?year=2025');
    expect(stateOf(after.target)!.version).toBe(stateOf(before.target)!.version + 1);
    // Same URL, new key: Next's cache has no entry for it, so the next request renders the page afresh,
    // and the store reader has moved to the new version by then.
    expect(after.target?.pathname).not.toBe(before.target?.pathname);
    expect(boatAfter.target?.pathname).not.toBe(boatBefore.target?.pathname);
    expect(stateOf(boatAfter.target)!.query).toBe(stateOf(boatBefore.target)!.query);
    expect((await storeFacts()).years).toEqual([2024, 2025]);
    // A boat page keeps its key exactly when the ingest left the boat's data version alone.
    const versionsAfter = await boatVersions();
    for (const [id, key] of keysBefore) {
      const same = versionsAfter.get(id) === versionsBefore.get(id);
      expect({ id, kept: boatKey(id) === key }).toEqual({ id, kept: same });
    }
  }, 120_000);
});

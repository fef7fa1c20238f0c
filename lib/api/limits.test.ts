import { GET as openApi } from '@/app/api/openapi.json/route';
import { GET as latest } from '@/app/api/offloads/latest/route';
import { GET as savedQuery } from '@/app/api/offloads/query/[id]/route';
import { POST as landingQuery } from '@/app/api/offloads/query/route';
import { POST as saveQuery } from '@/app/api/offloads/query/save/route';
import { POST as search } from '@/app/api/search/route';
import { callRoute, postJson, postJsonText } from '@/tests/helpers/call-route';
import { loadSavedLandingQuery } from '@/lib/landings/landing-query/saved-queries';
import { clearQueryCache } from '@/lib/store/result-cache';
import { setUserDb } from '@/lib/userdata';
import { MAX_SAVED_QUERY_BYTES, putSavedQuery } from '@/lib/userdata/saved-queries';
import { openTestUserDb, type TestUserDb } from '@/tests/helpers/userdata';
import { removeDir } from '@/tests/helpers/fiskeridir-samples';
import { buildGeneratedStore, useStore } from '@/tests/helpers/test-store';
import { periodOnlyLandingQuery } from '@/tests/helpers/landing-query';

/**
 * Limits at the edge of the API, as an outside caller meets them: request bodies are capped before
 * they are parsed (413 in the error shape), every text and list is bounded by the contract (400 naming
 * the limit), and a saved query is stored only in its normalised, size-limited form.
 */

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

const MB = 1024 * 1024;
const YEAR = { FromDate: '2025-01-01', ToDate: '2025-12-31' };

let dataDir: string;
let userdata: TestUserDb;

beforeAll(async () => {
  dataDir = await buildGeneratedStore();
  useStore(dataDir);
  userdata = await openTestUserDb('pglite');
  setUserDb(userdata.db);
}, 120_000);

afterAll(async () => {
  setUserDb(null);
  await userdata?.cleanup();
  if (dataDir) removeDir(dataDir);
});

beforeEach(async () => {
  clearQueryCache();
  await userdata.db.query('delete from saved_queries');
});

async function savedCount(): Promise<number> {
  const [row] = await userdata.db.query<{ n: number }>('select count(*)::integer as n from saved_queries');
  return row.n;
}

/** A syntactically valid JSON body of about `bytes` bytes: a real query with a huge filter list. */
function hugeQueryJson(bytes: number): string {
  return JSON.stringify({ ...YEAR, Boat: 'x'.repeat(bytes) });
}

/** A body streamed in 64 kB chunks, counting what the server pulled from it. */
function streamedBody(totalBytes: number): { stream: ReadableStream<Uint8Array>; pulled: () => number } {
  const chunk = new TextEncoder().encode(' '.repeat(64 * 1024));
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === 0) controller.enqueue(new TextEncoder().encode('{"Boat":"'));
      if (sent >= totalBytes) {
        controller.enqueue(new TextEncoder().encode('"}'));
        controller.close();
        return;
      }
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, pulled: () => sent };
}

function expectTooLarge(answer: { status: number; body: unknown }, maxBytes: number) {
  expect(answer.status).toBe(413);
  const { error } = answer.body as ErrorBody;
  expect(error.code).toBe('payload_too_large');
  expect(error.message).toContain(String(maxBytes));
}

describe('request bodies are capped before they are parsed', () => {
  it.each([
    ['the landing query', landingQuery, '/api/offloads/query', 64 * 1024],
    ['saving a query', saveQuery, '/api/offloads/query/save', 16 * 1024],
  ])('a 20 MB JSON body to %s answers 413 and stores nothing', async (_name, handler, url, cap) => {
    const answer = await callRoute(handler, url, {}, postJson(JSON.parse(hugeQueryJson(20 * MB))));
    expectTooLarge(answer, cap);
    expect(await savedCount()).toBe(0);
  });

  it('a declared Content-Length above the cap is refused without reading the body', async () => {
    const { stream, pulled } = streamedBody(20 * MB);
    const answer = await callRoute(landingQuery, '/api/offloads/query', {}, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(20 * MB) },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expectTooLarge(answer, 64 * 1024);
    // A stream may be asked for a chunk or two ahead of time; never for the 20 MB.
    expect(pulled()).toBeLessThanOrEqual(2 * 64 * 1024);
  });

  it.each([
    ['a lying Content-Length', { 'Content-Length': '100' }],
    ['no Content-Length', {}],
  ])('a body streamed past the cap with %s is cut off with 413', async (_name, headers) => {
    const { stream, pulled } = streamedBody(20 * MB);
    const answer = await callRoute(saveQuery, '/api/offloads/query/save', {}, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expectTooLarge(answer, 16 * 1024);
    // Reading stopped just past the cap, not at the end of the 20 MB.
    expect(pulled()).toBeLessThan(16 * 1024 + 3 * 64 * 1024);
    expect(await savedCount()).toBe(0);
  });

  it('a search body is capped at 4 kB', async () => {
    const answer = await callRoute(
      search,
      '/api/search',
      {},
      postJson({ search: 'boats', term: 'x'.repeat(5000) }),
    );
    expectTooLarge(answer, 4 * 1024);
  });

  it('small valid bodies still work', async () => {
    const rows = await callRoute<unknown[]>(
      landingQuery,
      '/api/offloads/query',
      {},
      postJson({ ...YEAR, Count: 3 }),
    );
    expect(rows.status).toBe(200);
    expect(rows.body).toHaveLength(3);
    const found = await callRoute<unknown[]>(
      search,
      '/api/search',
      {},
      postJson({ search: 'boats', term: 'ha' }),
    );
    expect(found.status).toBe(200);
  });

  it('a body that is not JSON is a 400, not a 500', async () => {
    const answer = await callRoute(landingQuery, '/api/offloads/query', {}, postJsonText('{"FromDate": '));
    expect(answer.status).toBe(400);
    expect((answer.body as ErrorBody).error.code).toBe('bad_request');
  });
});

describe('every text and list is bounded, and the error names the limit', () => {
  it.each([
    [{ XPivots: `fish:a${' '.repeat(60_000)}b` }, 'kropp.XPivots', 'Lista kan være høyst 10000 tegn'],
    [
      { XPivots: Array.from({ length: 11 }, (_, i) => `fish:${1000 + i}`) },
      'kropp.XPivots',
      'Høyst 10 verdier',
    ],
    [{ Fish: Array.from({ length: 201 }, (_, i) => String(i)) }, 'kropp.Fish', 'Høyst 200 verdier'],
    [{ Fish: 'Torsk'.repeat(30) }, 'kropp.Fish', 'Hver verdi kan være høyst 100 tegn'],
    [{ OrderBy: `weight${' '.repeat(1000)}x` }, 'kropp.OrderBy', 'Sortering kan være høyst 200 tegn'],
    [{ OffloadGrouping: 'x'.repeat(51) }, 'kropp.OffloadGrouping', 'Radtype kan være høyst 50 tegn'],
    [{ PageNo: 1e12 }, 'kropp.PageNo', 'PageNo kan være høyst 1000000'],
  ])('POST /api/offloads/query %#', async (body, field, message) => {
    const started = performance.now();
    const answer = await callRoute(landingQuery, '/api/offloads/query', {}, postJson(body));
    expect(performance.now() - started).toBeLessThan(1000);
    expect(answer.status).toBe(400);
    expect((answer.body as ErrorBody).error.fields?.[field]).toBe(message);
  });

  it('the pivot text of the issue is refused at once; the longest allowed one is answered', async () => {
    // The 100 kB text: over the body cap, so it is never even parsed.
    let started = performance.now();
    const tooLarge = await callRoute(
      landingQuery,
      '/api/offloads/query',
      {},
      postJson({ XPivots: `fish:a${' '.repeat(100_000)}b` }),
    );
    expect(tooLarge.status).toBe(413);
    // 60 kB: inside the body cap, refused by the list limit.
    const refused = await callRoute(
      landingQuery,
      '/api/offloads/query',
      {},
      postJson({ XPivots: [`fish:a${' '.repeat(60_000)}b`] }),
    );
    expect(refused.status).toBe(400);
    // The field names the list entry that broke the limit.
    expect((refused.body as ErrorBody).error.fields).toEqual({
      'kropp.XPivots.0': 'Lista kan være høyst 10000 tegn',
    });
    expect(performance.now() - started).toBeLessThan(1000);

    // 120 characters, mostly spaces: inside the limits, and parsed in linear time all the same.
    started = performance.now();
    const pivot = `fish:a${' '.repeat(113)}b`;
    const answered = await callRoute<{ PivotParameters: { ID: string }[] }[]>(
      landingQuery,
      '/api/offloads/query',
      {},
      postJson({ ...YEAR, Count: 1, XPivots: [pivot] }),
    );
    expect(answered.status).toBe(200);
    expect(answered.body[0].PivotParameters[0].ID).toBe(`fish:a${' '.repeat(113)}b`);
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('query-string lists on GET /api/offloads/latest are bounded the same way', async () => {
    const many = Array.from({ length: 201 }, (_, i) => String(i)).join(',');
    const answer = await callRoute(latest, `/api/offloads/latest?Fish=${many}`);
    expect(answer.status).toBe(400);
    expect((answer.body as ErrorBody).error.fields).toEqual({ 'spørring.Fish': 'Høyst 200 verdier' });
  });
});

describe('saved queries store only the normalised query, within a size limit', () => {
  it('a saved query round-trips through the API and the embed loader', async () => {
    const saved = await callRoute<{ id: string; query: Record<string, unknown> }>(
      saveQuery,
      '/api/offloads/query/save',
      {},
      postJson({ ...YEAR, XPivots: ' fish : 1022 ', OrderBy: 'Pivot:fish:1022:asc', Count: 5 }),
    );
    expect(saved.status).toBe(200);
    const { id, query } = saved.body;
    expect(query).toMatchObject({ XPivots: ['fish:1022'], OrderBy: 'Pivot:fish:1022 asc', Count: 5 });
    // What is stored is exactly the normalised query the caller was shown.
    const [row] = await userdata.db.query<{ query: unknown }>(
      'select query from saved_queries where id = $1',
      [id],
    );
    expect(row.query).toEqual(query);

    const loaded = await callRoute<{ id: string; query: unknown; rows: unknown[] }>(
      savedQuery,
      `/api/offloads/query/${id}`,
      { id },
    );
    expect(loaded.status).toBe(200);
    expect(loaded.body.query).toEqual(query);
    expect(loaded.body.rows).toHaveLength(5);
    expect((await loadSavedLandingQuery(id))?.query).toEqual(query);
  });

  it('text with control characters is refused with 400 and not stored (PostgreSQL cannot hold U+0000)', async () => {
    const answer = await callRoute(
      saveQuery,
      '/api/offloads/query/save',
      {},
      postJson({ ...YEAR, Nationality: '\u0000\u0015\u0013\u001b' }),
    );
    expect(answer.status).toBe(400);
    expect((answer.body as ErrorBody).error.fields?.['kropp.Nationality']).toBe(
      'Lista kan ikke inneholde kontrolltegn',
    );
    expect(await savedCount()).toBe(0);
  });

  it('a query larger than the limit once normalised is refused with 413 and not stored', async () => {
    // 200 boat ids of 40 characters: within the request limits, over 8 kB as a stored query.
    const boats = Array.from({ length: 200 }, (_, i) => String(i).padStart(40, '9'));
    const answer = await callRoute(
      saveQuery,
      '/api/offloads/query/save',
      {},
      postJson({ ...YEAR, Boat: boats }),
    );
    expect(answer.status).toBe(413);
    const { error } = answer.body as ErrorBody;
    expect(error.code).toBe('payload_too_large');
    expect(error.message).toContain(`høyst ${MAX_SAVED_QUERY_BYTES}`);
    expect(await savedCount()).toBe(0);
  });

  it.each([
    ['an unbounded pivot', { XPivots: [`fish:a${' '.repeat(100_000)}b`] }],
    ['an OrderBy past the limit', { OrderBy: `Pivot:fish:1022${' '.repeat(300)}desc` }],
    ['a list past the limit', { Fish: Array.from({ length: 500 }, (_, i) => String(i)) }],
    ['a made-up row kind', { OffloadGrouping: 'constructor' }],
  ])('a stored row with %s (saved before the limits) is never run: 404, quickly', async (_name, bad) => {
    const normal = periodOnlyLandingQuery(YEAR);
    const id = 'legacy00001';
    // Written past putSavedQuery's own limit, as an old version or a hand edit could have.
    await userdata.db.query(
      `insert into saved_queries (id, kind, query) values ($1, 'landings', $2::jsonb)`,
      [id, JSON.stringify({ ...normal, ...bad })],
    );
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const started = performance.now();
    const answer = await callRoute(savedQuery, `/api/offloads/query/${id}`, { id });
    expect(answer.status).toBe(404);
    // The operator's log says which saved query was skipped, and why.
    expect(warn).toHaveBeenCalledWith(`saved query ${id} does not fit the query limits and is not run`);
    expect((answer.body as ErrorBody).error.code).toBe('not_found');
    expect(await loadSavedLandingQuery(id)).toBeNull();
    expect(performance.now() - started).toBeLessThan(1000);
    warn.mockRestore();
  });

  it('the storage layer itself refuses an oversized query', async () => {
    await expect(
      putSavedQuery(userdata.db, 'toolarge001', 'landings', { x: 'y'.repeat(MAX_SAVED_QUERY_BYTES) }),
    ).rejects.toMatchObject({
      name: 'SavedQueryTooLargeError',
      maxBytes: MAX_SAVED_QUERY_BYTES,
    });
    expect(await savedCount()).toBe(0);
  });
});

describe('the OpenAPI document shows the limits', () => {
  type Schema = {
    maxLength?: number;
    maxItems?: number;
    anyOf?: Schema[];
    properties?: Record<string, Schema>;
  };
  type Operation = {
    parameters: { name: string; schema: Schema }[];
    requestBody?: { description?: string; content: Record<string, { schema: Schema }> };
    responses: Record<string, unknown>;
  };

  it('maxLength, maxItems, the body cap and 413', async () => {
    const { body } = await callRoute<{ paths: Record<string, Record<string, Operation>> }>(
      openApi,
      '/api/openapi.json',
    );
    const query = body.paths['/api/offloads/query'].post;
    const properties = query.requestBody!.content['application/json'].schema.properties!;
    expect(properties.FromDate.maxLength).toBe(10);
    expect(properties.OrderBy.maxLength).toBe(200);
    expect(properties.Fish.anyOf).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'string', maxLength: 10_000 }),
        expect.objectContaining({ type: 'array', maxItems: 200 }),
      ]),
    );
    expect(properties.XPivots.anyOf).toEqual(
      expect.arrayContaining([expect.objectContaining({ maxItems: 10 })]),
    );
    expect(query.requestBody!.description).toContain(String(64 * 1024));
    expect(query.responses).toHaveProperty('413');
    expect(body.paths['/api/offloads/query/save'].post.requestBody!.description).toContain(String(16 * 1024));

    const boat = body.paths['/api/boats/{id}'].get.parameters.find((parameter) => parameter.name === 'id');
    expect(boat?.schema.maxLength).toBe(20);
    const term = body.paths['/api/search/{kind}/{results}/{page}'].get.parameters.find(
      (p) => p.name === 'search',
    );
    expect(term?.schema.maxLength).toBe(100);
  });
});

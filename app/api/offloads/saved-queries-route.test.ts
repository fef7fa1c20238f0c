import { callRoute, postJson } from '@/tests/helpers/call-route';
import { errorBodySchema } from '@/lib/api/errors';
import { setUserDb } from '@/lib/userdata';
import { purgeSavedQueries } from '@/lib/userdata/saved-queries';
import { clearQueryCache } from '@/lib/store/result-cache';
import { queryCurrentStore } from '@/tests/helpers/store-query';
import { generatedStoreForFile } from '@/tests/helpers/test-store';
import { ENGINES, openTestUserDb, type TestUserDb } from '@/tests/helpers/userdata';
import { GET as savedQuery } from './query/[id]/route';
import { POST as saveQuery } from './query/save/route';

/**
 * Saved queries cannot grow without a bound (issue 28): one canonical row per view, only values the
 * store knows, a daily limit of new saves per client address, and expiry when unused for a year.
 * Through the real route handlers, on PGlite and on PostgreSQL.
 */

const YEAR = { FromDate: '2025-01-01', ToDate: '2025-12-31' };
let boatId: string;

generatedStoreForFile(async (dataDir) => {
  [{ boatId }] = await queryCurrentStore<{ boatId: string }>(
    dataDir,
    'select vessel_id as "boatId" from landing_lines limit 1',
  );
});

const savedPerDay = process.env.SAVED_QUERIES_PER_DAY;
afterAll(() => {
  if (savedPerDay === undefined) delete process.env.SAVED_QUERIES_PER_DAY;
  else process.env.SAVED_QUERIES_PER_DAY = savedPerDay;
});

type Saved = { id: string; query: Record<string, unknown> };
const save = (body: unknown) => callRoute<Saved>(saveQuery, '/api/offloads/query/save', {}, postJson(body));

describe.each(ENGINES)('saved queries on %s', (engine) => {
  let userdata: TestUserDb;
  const rowCount = async () =>
    (await userdata.db.query<{ n: number }>('select count(*)::integer as n from saved_queries'))[0].n;

  beforeAll(async () => {
    userdata = await openTestUserDb(engine);
    setUserDb(userdata.db);
  });
  afterAll(async () => {
    setUserDb(null);
    await userdata?.cleanup();
  });
  beforeEach(async () => {
    clearQueryCache();
    delete process.env.SAVED_QUERIES_PER_DAY;
    await userdata.db.exec('delete from saved_queries; delete from saved_query_saves');
  });

  it('stores one canonical row for every spelling of a view: the same id, whatever the order or defaults', async () => {
    const spellings = [
      { ...YEAR, Fish: 'Torsk,1027', XPivots: ['1022'] },
      { ...YEAR, Fish: ['1027', ' 1022', 'torsk'], XPivots: 'fish:1022', PageNo: 1, Count: 20 },
      {
        ...YEAR,
        Fish: ['Hyse', 'Torsk'],
        XPivots: ['Torsk'],
        OrderBy: 'TotalWeight desc',
        OffloadGrouping: '',
      },
    ];
    const answers = [];
    for (const body of spellings) answers.push(await save(body));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
    expect(answers[0].body.query).toMatchObject({ Fish: ['1022', '1027'], XPivots: ['fish:1022'] });
    expect(await rowCount()).toBe(1);
  });

  it('refuses filter values and pivots the store does not know with a 400 naming each, storing nothing', async () => {
    const answer = await save({
      ...YEAR,
      Fish: ['1022', 'Enhjørning'],
      Boat: [boatId, '999999999999'],
      XPivots: ['fish:9999'],
    });
    expect(answer.status).toBe(400);
    const { error } = errorBodySchema.parse(answer.body);
    expect(error.code).toBe('bad_request');
    expect(error.fields).toEqual({
      'kropp.Fish': expect.stringContaining('«Enhjørning»'),
      'kropp.Boat': expect.stringContaining('«999999999999»'),
      'kropp.XPivots': expect.stringContaining('«fish:9999»'),
    });
    expect(error.fields?.['kropp.Boat']).not.toContain(boatId);
    expect(await rowCount()).toBe(0);
    // The same values known to the store save fine.
    expect((await save({ ...YEAR, Fish: ['1022'], Boat: [boatId], XPivots: ['fish:1022'] })).status).toBe(
      200,
    );
  });

  it('answers 429 with Retry-After beyond SAVED_QUERIES_PER_DAY new saves; saving a stored one is free', async () => {
    process.env.SAVED_QUERIES_PER_DAY = '2';
    const first = await save({ ...YEAR, Count: 1 });
    expect(first.status).toBe(200);
    expect((await save({ ...YEAR, Count: 2 })).status).toBe(200);
    const refused = await save({ ...YEAR, Count: 3 });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(86_400);
    const { error } = errorBodySchema.parse(refused.body);
    expect(error.code).toBe('rate_limited');
    expect(error.message).toMatch(/2 nye spørringer i dag/);
    expect(await rowCount()).toBe(2);
    // A view saved before is shared again without counting.
    const again = await save({ ...YEAR, Count: 1 });
    expect([again.status, again.body.id]).toEqual([200, first.body.id]);
  });

  it('expires a query unused for a year; reading it through the API counts as a use', async () => {
    const kept = (await save({ ...YEAR, Count: 4 })).body.id;
    const unused = (await save({ ...YEAR, Count: 5 })).body.id;
    await userdata.db.query(
      `update saved_queries set last_used_at = now() - interval '400 days' where id = any($1::text[])`,
      [[kept, unused]],
    );
    expect((await callRoute(savedQuery, `/api/offloads/query/${kept}`, { id: kept })).status).toBe(200);

    expect(await purgeSavedQueries(userdata.db)).toEqual({ expired: 1 });
    expect((await callRoute(savedQuery, `/api/offloads/query/${kept}`, { id: kept })).status).toBe(200);
    expect((await callRoute(savedQuery, `/api/offloads/query/${unused}`, { id: unused })).status).toBe(404);
  });
});

import { MIGRATIONS, runMigrations } from './migrations';
import {
  DailySaveLimitError,
  deleteSavedQuery,
  getSavedQuery,
  markSavedQueryUsed,
  purgeSavedQueries,
  putSavedQuery,
  putSavedQueryWithinDailyLimit,
  secondsToNextUtcDay,
} from './saved-queries';
import { ENGINES, testUserDbForBlock, type TestUserDb } from '@/tests/helpers/userdata';

describe.each(ENGINES)('user-state database on %s', (engine) => {
  let handle: TestUserDb;
  testUserDbForBlock(engine, (opened) => (handle = opened));

  it('runs every migration once and records it', async () => {
    const rows = await handle.db.query<{ version: number; name: string }>(
      'select version, name from schema_migrations order by version',
    );
    expect(rows).toEqual(MIGRATIONS.map(({ version, name }) => ({ version, name })));
    // Running them again (a second web node starting) applies nothing.
    expect(await runMigrations(handle.db, MIGRATIONS)).toEqual([]);
  });

  it('applies a new migration after the shipped ones, and only that one', async () => {
    const extra = {
      version: 1000,
      name: 'test_extra',
      sql: 'create table test_extra (id integer primary key)',
    };
    expect(await runMigrations(handle.db, [...MIGRATIONS, extra])).toEqual([1000]);
    expect(await handle.db.query('select count(*)::integer as n from test_extra')).toEqual([{ n: 0 }]);
  });

  it('rolls a failing transaction back', async () => {
    await expect(
      handle.db.transaction(async (tx) => {
        await putSavedQuery(tx, 'rollback1', 'landings', { a: 1 });
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await getSavedQuery(handle.db, 'rollback1')).toBeNull();
  });

  it('saves a query under its id, idempotently, and reads it back as JSON', async () => {
    const query = { FromDate: '2024-01-01', XPivots: ['fish:1022'], Count: 20, Fish: ['1022', '1027'] };
    const first = await putSavedQuery(handle.db, 'abc123XYZ', 'landings', query);
    expect(first).toEqual({ id: 'abc123XYZ', kind: 'landings', query, createdAt: expect.any(Date) });

    // Saving the same id again keeps the first row (concurrent saves of one view are one row).
    const again = await putSavedQuery(handle.db, 'abc123XYZ', 'landings', { other: true });
    expect(again.query).toEqual(query);
    expect(again.createdAt.getTime()).toBe(first.createdAt.getTime());

    await Promise.all(
      Array.from({ length: 5 }, () => putSavedQuery(handle.db, 'concurrent1', 'landings', { n: 1 })),
    );
    expect(await handle.db.query("select id from saved_queries where id = 'concurrent1'")).toHaveLength(1);

    expect(await getSavedQuery(handle.db, 'abc123XYZ')).toEqual(first);
    expect(await getSavedQuery(handle.db, 'nope')).toBeNull();
  });

  it('keeps saved queries across a restart', async () => {
    await putSavedQuery(handle.db, 'durable1', 'landings', { keep: 'me' });
    await handle.db.close();
    handle.db = await handle.reopen();
    expect((await getSavedQuery(handle.db, 'durable1'))?.query).toEqual({ keep: 'me' });
  });

  it('deletes', async () => {
    await putSavedQuery(handle.db, 'gone1', 'landings', {});
    expect(await deleteSavedQuery(handle.db, 'gone1')).toBe(true);
    expect(await deleteSavedQuery(handle.db, 'gone1')).toBe(false);
    expect(await getSavedQuery(handle.db, 'gone1')).toBeNull();
  });

  const stored = async (id: string) =>
    (await handle.db.query('select id from saved_queries where id = $1', [id])).length === 1;
  const lastUsedDaysAgo = async (id: string) =>
    (
      await handle.db.query<{ days: number }>(
        `select extract(epoch from now() - last_used_at)::float / 86400 as days from saved_queries where id = $1`,
        [id],
      )
    )[0].days;
  const makeUnusedFor = (id: string, days: number) =>
    handle.db.query(
      `update saved_queries set last_used_at = now() - $2::float * interval '1 day' where id = $1`,
      [id, days],
    );

  it('counts the new saves of an address per day: beyond its limit nothing is stored', async () => {
    const limit = { address: '203.0.113.7', perDay: 2 };
    await putSavedQueryWithinDailyLimit(handle.db, 'cap1', 'landings', { n: 1 }, limit);
    await putSavedQueryWithinDailyLimit(handle.db, 'cap2', 'landings', { n: 2 }, limit);
    const refused = putSavedQueryWithinDailyLimit(handle.db, 'cap3', 'landings', { n: 3 }, limit);
    await expect(refused).rejects.toBeInstanceOf(DailySaveLimitError);
    await expect(refused).rejects.toMatchObject({ perDay: 2, retryAfterSeconds: expect.any(Number) });
    expect(await stored('cap3')).toBe(false);
    // Saving one that exists adds nothing, so it is never refused; another address has its own count.
    expect(
      (await putSavedQueryWithinDailyLimit(handle.db, 'cap1', 'landings', { n: 1 }, limit)).query,
    ).toEqual({
      n: 1,
    });
    await putSavedQueryWithinDailyLimit(
      handle.db,
      'cap3',
      'landings',
      { n: 3 },
      { ...limit, address: '198.51.100.1' },
    );
    expect(await stored('cap3')).toBe(true);
    // The table holds counts by a hash of the address, never the address.
    const hashes = await handle.db.query<{ address_hash: string }>(
      'select address_hash from saved_query_saves',
    );
    expect(JSON.stringify(hashes)).not.toContain('203.0.113.7');
  });

  it('holds the limit when one address saves many at once', async () => {
    const limit = { address: '192.0.2.99', perDay: 3 };
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) =>
        putSavedQueryWithinDailyLimit(handle.db, `burst${i}`, 'landings', { burst: i }, limit),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
    const rows = await handle.db.query("select id from saved_queries where id like 'burst%'");
    expect(rows).toHaveLength(3);
  });

  it('asks a refused address to come back at the next UTC day', () => {
    expect(secondsToNextUtcDay(new Date('2025-03-01T23:59:30Z'))).toBe(30);
    expect(secondsToNextUtcDay(new Date('2025-03-01T00:00:00Z'))).toBe(86_400);
  });

  it('deletes the queries unused for a year, and keeps those saved or read again', async () => {
    for (const id of ['old1', 'old2', 'old3', 'recent1'])
      await putSavedQuery(handle.db, id, 'landings', { id });
    await makeUnusedFor('old1', 400);
    await makeUnusedFor('old2', 400);
    await makeUnusedFor('old3', 400);
    await makeUnusedFor('recent1', 300);
    // Saving again and reading mark a query used.
    await putSavedQuery(handle.db, 'old2', 'landings', { id: 'old2' });
    await markSavedQueryUsed(handle.db, 'old3');
    expect(await lastUsedDaysAgo('old2')).toBeLessThan(0.01);
    expect(await lastUsedDaysAgo('old3')).toBeLessThan(0.01);

    const { expired } = await purgeSavedQueries(handle.db);
    expect(expired).toBeGreaterThanOrEqual(1);
    expect(await stored('old1')).toBe(false);
    for (const id of ['old2', 'old3', 'recent1']) expect(await stored(id)).toBe(true);
  });

  it('marks a read query used at most once a day', async () => {
    await putSavedQuery(handle.db, 'daily1', 'landings', {});
    await makeUnusedFor('daily1', 0.5);
    await markSavedQueryUsed(handle.db, 'daily1');
    expect(await lastUsedDaysAgo('daily1')).toBeGreaterThan(0.49);
    await makeUnusedFor('daily1', 2);
    await markSavedQueryUsed(handle.db, 'daily1');
    expect(await lastUsedDaysAgo('daily1')).toBeLessThan(0.01);
  });

  it("drops the save counts of days gone by, and keeps today's", async () => {
    await handle.db.query(
      `insert into saved_query_saves (address_hash, day, saves) values ('yesterday', (now() at time zone 'UTC')::date - 1, 5)`,
    );
    await putSavedQueryWithinDailyLimit(
      handle.db,
      'today1',
      'landings',
      {},
      { address: '192.0.2.1', perDay: 5 },
    );
    await purgeSavedQueries(handle.db);
    const days = await handle.db.query<{ address_hash: string }>(
      'select address_hash from saved_query_saves',
    );
    expect(days.map((row) => row.address_hash)).not.toContain('yesterday');
    expect(days.length).toBeGreaterThan(0);
  });
});

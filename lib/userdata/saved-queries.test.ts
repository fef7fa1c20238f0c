import { MIGRATIONS, runMigrations } from './migrations';
import { deleteSavedQuery, getSavedQuery, putSavedQuery } from './saved-queries';
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
});

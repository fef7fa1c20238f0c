import { startSavedQueryPurge } from './saved-query-purge';
import { putSavedQuery } from './saved-queries';
import { testUserDbForBlock, type TestUserDb } from '@/tests/helpers/userdata';

/**
 * The server's purge of saved queries unused for a year: it runs when the server starts (and then
 * daily), and a database that is away is logged, never a crash of the server.
 */

let handle: TestUserDb;
testUserDbForBlock('pglite', (opened) => (handle = opened));

it('deletes the queries unused for a year as soon as it starts, and says how many', async () => {
  await putSavedQuery(handle.db, 'stale1', 'landings', {});
  await putSavedQuery(handle.db, 'fresh1', 'landings', {});
  await handle.db.query(
    `update saved_queries set last_used_at = now() - interval '366 days' where id = 'stale1'`,
  );
  const lines: string[] = [];
  const purge = startSavedQueryPurge({ db: async () => handle.db, log: (line) => lines.push(line) });
  await purge.firstRun;
  purge.stop();
  const ids = (await handle.db.query<{ id: string }>('select id from saved_queries order by id')).map(
    (row) => row.id,
  );
  expect(ids).toEqual(['fresh1']);
  expect(lines).toEqual(['saved queries: 1 unused for a year deleted']);
});

it('logs a failed run and tries again at the next interval', async () => {
  const lines: string[] = [];
  let calls = 0;
  const purge = startSavedQueryPurge({
    db: async () => {
      calls += 1;
      if (calls === 1) throw new Error('database away');
      return handle.db;
    },
    everyMs: 20,
    log: (line) => lines.push(line),
  });
  await purge.firstRun;
  expect(lines[0]).toMatch(/the purge failed and runs again in a day: Error: database away/);
  await new Promise((resolve) => setTimeout(resolve, 100));
  purge.stop();
  expect(calls).toBeGreaterThan(1);
});

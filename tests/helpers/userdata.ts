import { randomBytes } from 'node:crypto';
import { removeDir } from '@/tests/helpers/fiskeridir-samples';
import { copyOfTemplateStore } from '@/tests/helpers/store-templates';
import { testDatabaseUrl } from '@/lib/config';
import { openUserDb, type OpenUserDbOptions, type UserDb } from '@/lib/userdata/db';

/**
 * The two engines every user-state suite runs against: PGlite in a temp dir, and the PostgreSQL
 * server at TEST_DATABASE_URL (the CI machine runs one on 127.0.0.1:5432) in a schema of its own that
 * is dropped afterwards. An unreachable server fails the suite: it is never skipped.
 */
export const TEST_DATABASE_URL = testDatabaseUrl();

export interface TestUserDb {
  db: UserDb;
  /** Opens another handle on the same database (a second web node, or the same one after a restart). */
  reopen(): Promise<UserDb>;
  cleanup(): Promise<void>;
}

export type Engine = 'pglite' | 'postgres';
export const ENGINES: Engine[] = ['pglite', 'postgres'];

/**
 * A fresh directory holding an empty PGlite database (no migrations run). Creating one (PGlite's
 * initdb) costs several times what opening an existing one does and is not what any test is about, so
 * a jest run creates it once and every caller gets its own copy (tests/helpers/store-templates.ts).
 */
export function copyOfEmptyPglite(prefix: string): Promise<string> {
  return copyOfTemplateStore({ emptyPglite: true }, prefix, async (dir) => {
    await (await openUserDb({ pgliteDir: dir, migrations: [] })).close();
  });
}

export async function openTestUserDb(
  engine: Engine,
  options: Omit<OpenUserDbOptions, 'databaseUrl' | 'pgliteDir' | 'schema'> = {},
): Promise<TestUserDb> {
  if (engine === 'pglite') {
    const dir = await copyOfEmptyPglite('fangstdata-userdata-');
    const open = () => openUserDb({ ...options, pgliteDir: dir });
    const handle: TestUserDb = {
      db: await open(),
      reopen: open,
      cleanup: async () => {
        await handle.db.close().catch(() => {});
        removeDir(dir);
      },
    };
    return handle;
  }
  const schema = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const open = () => openUserDb({ ...options, databaseUrl: TEST_DATABASE_URL, schema, poolSize: 3 });
  const handle: TestUserDb = {
    db: await open(),
    reopen: open,
    cleanup: async () => {
      await handle.db.exec(`drop schema if exists ${schema} cascade`);
      await handle.db.close();
    },
  };
  return handle;
}

/**
 * A database of one engine for the enclosing describe block: opened before its first test, dropped
 * after its last. `receive` hands it to the block's own variable.
 */
export function testUserDbForBlock(engine: Engine, receive: (handle: TestUserDb) => void): void {
  let handle: TestUserDb | undefined;
  beforeAll(async () => {
    handle = await openTestUserDb(engine);
    receive(handle);
  });
  afterAll(async () => {
    await handle?.cleanup();
  });
}

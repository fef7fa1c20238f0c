import 'server-only';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import {
  acquireExclusiveLock,
  LockHeldError,
  type HeldLock,
  type LockHolder,
} from '@/lib/store/exclusive-lock';
import { databaseUrl as configuredDatabaseUrl, isProductionBuild, isUnderJest } from '@/lib/config';
import { resolveDataDir } from '@/lib/store/paths';
import { MIGRATIONS, runMigrations, type Migration } from './migrations';

/**
 * User state (saved landing queries, users' boat lists) in PostgreSQL's dialect, behind one small
 * interface with two engines:
 *  - PGlite (Postgres compiled to WebAssembly) in `DATA_DIR/userdata`: zero setup, the default;
 *  - a PostgreSQL server when `DATABASE_URL` is set: what operators run, shared by every web node.
 * The same SQL and the same migrations run on both, and the tests run the same suites on both.
 *
 * Parameters are positional (`$1`, `$2`), as both engines take them; never build SQL from user text.
 */

export type UserDbRow = Record<string, unknown>;

/** What both a connection and a transaction can do. */
export interface UserDbQueryable {
  /** One statement with `$n` parameters; the rows it returns (`returning …` for writes). */
  query<T extends UserDbRow = UserDbRow>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface UserDb extends UserDbQueryable {
  readonly engine: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: UserDbQueryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface OpenUserDbOptions {
  /** A PostgreSQL connection string; when absent PGlite is used. */
  databaseUrl?: string;
  /** PGlite's directory (default `DATA_DIR/userdata`); `memory://` keeps it in memory. */
  pgliteDir?: string;
  /**
   * A schema to keep every table in (created when missing). Lets tests share one server without
   * touching each other's tables; production leaves it unset (the `public` schema).
   */
  schema?: string;
  /** Migrations to apply (default: all of this app's). */
  migrations?: readonly Migration[];
  /** Connections in the server pool (default 10). */
  poolSize?: number;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

function checkSchema(schema: string | undefined) {
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) {
    throw new Error(`userdata: invalid schema name ${JSON.stringify(schema)}`);
  }
}

type PgliteModule = typeof import('@electric-sql/pglite');

/** Another process has this PGlite directory open: opening it too would corrupt it. */
export class UserDbLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly holder: LockHolder,
  ) {
    super(
      `userdata: the PGlite directory ${dir} is in use by process ${holder.pid} on ${holder.host} (since ${holder.startedAt}). ` +
        'PGlite serves one process only: stop that process, give this one another DATA_DIR, or set DATABASE_URL to share a PostgreSQL server between several.',
    );
    this.name = 'UserDbLockedError';
  }
}

const PGLITE_LOCK_NAME = 'fangstdata-server.lock';

/**
 * One process per PGlite directory, enforced with a lock file in it (pid, host, start time), released
 * on close and on exit, taken over when its holder died. Within one process the database is shared
 * through globalThis (see userDb), so the lock is taken once.
 */
async function lockPgliteDir(dir: string): Promise<HeldLock> {
  try {
    return await acquireExclusiveLock(dir, PGLITE_LOCK_NAME, 'PGlite user database');
  } catch (error) {
    if (error instanceof LockHeldError) throw new UserDbLockedError(dir, error.holder);
    throw error;
  }
}

/**
 * PGlite's Node build loads its WebAssembly through dynamic `import()`, which jest's module sandbox
 * refuses (without --experimental-vm-modules). Under jest it is therefore loaded by Node's own module
 * loader (`Module._load`, which the sandbox's `module` copies unwrapped), outside the sandbox.
 * Everywhere else (Next, tsx) it is an ordinary import of an external package.
 */
async function loadPglite(): Promise<PgliteModule> {
  if (isUnderJest()) {
    const nodeModule = (await import('node:module')) as unknown as {
      _load?: (request: string, parent: null, isMain: boolean) => unknown;
      default?: { _load?: (request: string, parent: null, isMain: boolean) => unknown };
    };
    const load = nodeModule._load ?? nodeModule.default?._load;
    if (load) return load(require.resolve('@electric-sql/pglite'), null, false) as PgliteModule;
  }
  return import('@electric-sql/pglite');
}

async function openPglite(options: OpenUserDbOptions): Promise<UserDb> {
  const { PGlite } = await loadPglite();
  const dir = options.pgliteDir ?? path.join(resolveDataDir(), 'userdata');
  const onDisk = !dir.includes('://');
  // PGlite makes its own directory but not the ones above it (a fresh DATA_DIR).
  if (onDisk) await mkdir(dir, { recursive: true });
  const lock = onDisk ? await lockPgliteDir(dir) : null;
  let db: InstanceType<PgliteModule['PGlite']>;
  try {
    db = await PGlite.create(dir);
  } catch (error) {
    await lock?.release();
    throw error;
  }
  // PGlite is a single session, so a `set search_path` holds for everything that follows.
  if (options.schema) {
    try {
      await db.exec(`create schema if not exists ${options.schema}; set search_path to ${options.schema}`);
    } catch (error) {
      await db.close().catch(() => {});
      await lock?.release();
      throw error;
    }
  }
  const queryable = (target: Pick<typeof db, 'query' | 'exec'>): UserDbQueryable => ({
    async query<T extends UserDbRow>(sql: string, params: readonly unknown[] = []) {
      return (await target.query<T>(sql, [...params])).rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  });
  return {
    engine: 'pglite',
    ...queryable(db),
    transaction: (work) => db.transaction((tx) => work(queryable(tx))),
    async close() {
      try {
        await db.close();
      } finally {
        await lock?.release();
      }
    },
  };
}

async function openPostgres(databaseUrl: string, options: OpenUserDbOptions): Promise<UserDb> {
  const { Pool } = await import('pg');
  const pool = new Pool({
    connectionString: databaseUrl,
    max: options.poolSize ?? 10,
    // Fail fast when the server is down instead of hanging a page render.
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    // Every connection of the pool starts in the schema (schema names are checked above).
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', (error) => console.error('userdata: idle PostgreSQL connection failed', error));
  try {
    if (options.schema) await pool.query(`create schema if not exists ${options.schema}`);
  } catch (error) {
    await pool.end();
    throw error;
  }
  type Client = { query: (sql: string, params?: unknown[]) => Promise<{ rows: unknown[] }> };
  const queryable = (target: Client): UserDbQueryable => ({
    async query<T extends UserDbRow>(sql: string, params: readonly unknown[] = []) {
      return (await target.query(sql, [...params])).rows as T[];
    },
    async exec(sql: string) {
      // Without parameters pg uses the simple protocol, which runs several statements.
      await target.query(sql);
    },
  });
  return {
    engine: 'postgres',
    ...queryable(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work(queryable(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** Opens a user-state database and brings its schema up to date. */
export async function openUserDb(options: OpenUserDbOptions = {}): Promise<UserDb> {
  checkSchema(options.schema);
  const db = options.databaseUrl
    ? await openPostgres(options.databaseUrl, options)
    : await openPglite(options);
  try {
    await runMigrations(db, options.migrations ?? MIGRATIONS);
  } catch (error) {
    await db.close().catch(() => {});
    throw error;
  }
  return db;
}

// ---------------------------------------------------------------------------------------------------
// The process's database, from the environment.

// Kept on globalThis so Next's dev reloads and separate route bundles share one pool / one PGlite
// (two PGlite instances on one directory would corrupt it).
const globalKey = Symbol.for('fangstdata.userDb');
type GlobalWithDb = typeof globalThis & { [globalKey]?: Promise<UserDb> };

/**
 * The user-state database of this process: the server at `DATABASE_URL`, else PGlite in
 * `DATA_DIR/userdata`. Opened and migrated on first use.
 */
export function userDb(): Promise<UserDb> {
  const holder = globalThis as GlobalWithDb;
  if (!holder[globalKey]) {
    const databaseUrl = configuredDatabaseUrl();
    holder[globalKey] = openUserDb({ databaseUrl }).catch((error) => {
      // Let the next call try again (the server may come back).
      delete holder[globalKey];
      throw error;
    });
  }
  return holder[globalKey];
}

/**
 * For the server's start (instrumentation): opens the PGlite database right away, so that a second
 * server on the same directory stops at once with a clear message instead of failing its first
 * signed-in request. Nothing to do with DATABASE_URL (a server is shared by design) or while
 * `next build` prerenders pages.
 */
export async function claimUserDbAtStart(): Promise<void> {
  if (configuredDatabaseUrl() || isProductionBuild()) return;
  try {
    await userDb();
  } catch (error) {
    if (!(error instanceof UserDbLockedError)) throw error;
    console.error(`✖ ${error.message}`);
    process.exit(1);
  }
}

/**
 * Makes `db` the process's database (tests, scripts that bring their own); null forgets it without
 * closing it.
 */
export function setUserDb(db: UserDb | null): void {
  const holder = globalThis as GlobalWithDb;
  if (db) holder[globalKey] = Promise.resolve(db);
  else delete holder[globalKey];
}

/** Runs one statement on the process's database (see userDb). */
export async function query<T extends UserDbRow = UserDbRow>(
  sql: string,
  params?: readonly unknown[],
): Promise<T[]> {
  return (await userDb()).query<T>(sql, params);
}

/** Closes the process's database (tests, scripts that exit). */
export async function closeUserDb(): Promise<void> {
  const holder = globalThis as GlobalWithDb;
  const pending = holder[globalKey];
  delete holder[globalKey];
  if (pending) await (await pending.catch(() => null))?.close();
}

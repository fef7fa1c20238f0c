import { hostname } from 'node:os';
import { acquireExclusiveLock, LockHeldError } from '@/lib/store/exclusive-lock';

/**
 * Only one process updates at a time. With DATABASE_URL, machines that share the PostgreSQL server
 * share the lock: a session-level advisory lock, held as long as this process's connection lives (a
 * crashed updater's lock goes with its connection). Without a database, a lock file in DATA_DIR, taken
 * over when its holder died. A process that finds the lock held does not wait: the holder is already
 * fetching the same files.
 */

export class UpdateLockedError extends Error {
  constructor(readonly holder: string) {
    super(`Another update is running (${holder}); this one does nothing.`);
    this.name = 'UpdateLockedError';
  }
}

export interface UpdateLock {
  readonly kind: 'postgres' | 'file';
  release(): Promise<void>;
}

export interface UpdateLockOptions {
  dataDir: string;
  /** PostgreSQL whose advisory lock is shared across machines; without it, a file lock. */
  databaseUrl?: string;
  /** Names the advisory lock: deployments sharing a server but not their data use different names. */
  lockName: string;
}

const FILE_LOCK_NAME = 'update.lock';

/**
 * A session-level advisory lock on its own connection, named `lockName`; throws UpdateLockedError when
 * another session holds it. `role` names this process to the holder's observers (application_name).
 * The alerts' sender (lib/alerts/alert-loop.ts) takes one of its own the same way.
 */
export async function acquirePostgresLock(
  databaseUrl: string,
  lockName: string,
  role = 'update-data',
): Promise<UpdateLock> {
  const { Client } = await import('pg');
  const me = `${role} ${process.pid}@${hostname()}`;
  const client = new Client({ connectionString: databaseUrl, application_name: me.slice(0, 63) });
  // The lock lives with the session: a dropped connection releases it, and must not crash the run.
  client.on('error', (error) => console.error(`update lock: PostgreSQL connection lost (${error.message})`));
  await client.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>(
      'select pg_try_advisory_lock(hashtextextended($1, 0)) as locked',
      [lockName],
    );
    if (!rows[0]?.locked) throw new UpdateLockedError(await describeHolder(client, lockName));
  } catch (error) {
    await client.end().catch(() => {});
    throw error;
  }
  return {
    kind: 'postgres',
    async release() {
      try {
        await client.query('select pg_advisory_unlock(hashtextextended($1, 0))', [lockName]);
      } finally {
        await client.end().catch(() => {});
      }
    },
  };
}

/** Who holds the advisory lock, from the holder's application_name; a plain description if unknown. */
async function describeHolder(
  client: { query: (text: string, values: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> },
  lockName: string,
): Promise<string> {
  const fallback = `PostgreSQL advisory lock "${lockName}" is held`;
  try {
    // A bigint advisory key is stored as its high (classid) and low (objid) 32 bits.
    const { rows } = await client.query(
      `select a.application_name, a.backend_start
         from pg_locks l join pg_stat_activity a on a.pid = l.pid
        where l.locktype = 'advisory' and l.granted and l.objsubid = 1
          and ((l.classid::bigint << 32) | l.objid::bigint) = hashtextextended($1, 0)`,
      [lockName],
    );
    const holder = rows[0];
    if (!holder) return fallback;
    const since = holder.backend_start instanceof Date ? holder.backend_start.toISOString() : '';
    return `${fallback} by ${String(holder.application_name || 'another session')}${since ? ` since ${since}` : ''}`;
  } catch {
    return fallback;
  }
}

async function acquireFileLock(dataDir: string): Promise<UpdateLock> {
  try {
    const lock = await acquireExclusiveLock(dataDir, FILE_LOCK_NAME, 'update-data');
    return { kind: 'file', release: () => lock.release() };
  } catch (error) {
    if (error instanceof LockHeldError) {
      const { pid, host, startedAt } = error.holder;
      throw new UpdateLockedError(`process ${pid} on ${host}, started ${startedAt}`);
    }
    throw error;
  }
}

export function acquireUpdateLock(options: UpdateLockOptions): Promise<UpdateLock> {
  return options.databaseUrl
    ? acquirePostgresLock(options.databaseUrl, options.lockName)
    : acquireFileLock(options.dataDir);
}

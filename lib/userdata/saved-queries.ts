import 'server-only';
import { createHash } from 'node:crypto';
import type { UserDb, UserDbQueryable } from './db';

/**
 * Saved queries: a JSON query stored under a short id. The id is chosen by the caller (a hash of the
 * canonical query, see lib/landings/landing-query/saved-queries.ts), so saving is idempotent: the same query saved
 * twice, or by two web nodes at once, is one row.
 *
 * What keeps the table bounded:
 *  - a client address may add at most a set number of new queries per UTC day
 *    (putSavedQueryWithinDailyLimit; saving one that exists is free). The count is kept per address
 *    hash and day in saved_query_saves, in the same transaction as the row, so a refused save stores
 *    nothing and every web node sharing the database counts together;
 *  - a query unused for SAVED_QUERY_UNUSED_DAYS is deleted by purgeSavedQueries (at the server's start
 *    and daily, lib/userdata/saved-query-purge.ts). Saving it again or reading it (an embed, a share
 *    link, the API) marks it used.
 */

/** A saved query nobody saved or read for this many days is deleted. */
export const SAVED_QUERY_UNUSED_DAYS = 365;

/**
 * Largest stored query, as JSON: a saved view of the site is a few hundred bytes, and a share link or
 * embed must never make every visit load (and run) something huge.
 */
export const MAX_SAVED_QUERY_BYTES = 8 * 1024;

/** A query too large to store; nothing was written. */
export class SavedQueryTooLargeError extends Error {
  constructor(
    readonly bytes: number,
    readonly maxBytes: number,
  ) {
    super(`saved query of ${bytes} bytes exceeds ${maxBytes}`);
    this.name = 'SavedQueryTooLargeError';
  }
}

export interface SavedQuery<Q = unknown> {
  id: string;
  /** What the query is for, e.g. `landings` (the landing query). */
  kind: string;
  query: Q;
  createdAt: Date;
}

type SavedQueryRow = { id: string; kind: string; query: unknown; created_at: Date | string };

function fromRow<Q>(row: SavedQueryRow): SavedQuery<Q> {
  return {
    id: row.id,
    kind: row.kind,
    query: row.query as Q,
    createdAt: row.created_at instanceof Date ? row.created_at : new Date(row.created_at),
  };
}

// A row's columns, its query only when it is within MAX_SAVED_QUERY_BYTES (the size is the last parameter).
const COLUMNS = (sizeParameter: string) =>
  `id, kind, created_at, case when octet_length(query::text) <= ${sizeParameter} then query end as query`;

/** The query as stored JSON; throws SavedQueryTooLargeError above MAX_SAVED_QUERY_BYTES. */
export function checkedJson(query: unknown): string {
  const json = JSON.stringify(query);
  const bytes = Buffer.byteLength(json, 'utf8');
  if (bytes > MAX_SAVED_QUERY_BYTES) throw new SavedQueryTooLargeError(bytes, MAX_SAVED_QUERY_BYTES);
  return json;
}

/** Inserts the row unless its id exists; the stored row, and whether this call created it. */
async function insertOrMarkUsed<Q>(
  db: UserDbQueryable,
  id: string,
  kind: string,
  json: string,
): Promise<{ saved: SavedQuery<Q>; created: boolean }> {
  const inserted = await db.query<SavedQueryRow>(
    `insert into saved_queries (id, kind, query) values ($1, $2, $3::jsonb)
     on conflict (id) do nothing
     returning id, kind, query, created_at`,
    [id, kind, json],
  );
  if (inserted[0]) return { saved: fromRow<Q>(inserted[0]), created: true };
  // Saved before: the first row stays as it is, only marked used.
  const existing = await db.query<SavedQueryRow>(
    `update saved_queries set last_used_at = now() where id = $1 returning ${COLUMNS('$2')}`,
    [id, MAX_SAVED_QUERY_BYTES],
  );
  if (!existing[0] || existing[0].query === null)
    throw new Error(`saved query ${id} vanished while being saved`);
  return { saved: fromRow<Q>(existing[0]), created: false };
}

/** Stores the query under `id` unless it is there already (then marks it used); returns what is stored. */
export async function putSavedQuery<Q>(
  db: UserDbQueryable,
  id: string,
  kind: string,
  query: Q,
): Promise<SavedQuery<Q>> {
  return (await insertOrMarkUsed<Q>(db, id, kind, checkedJson(query))).saved;
}

/** A client address has added as many new saved queries today as it may; nothing was stored. */
export class DailySaveLimitError extends Error {
  readonly code = 'daily_save_limit';

  constructor(
    readonly perDay: number,
    /** Seconds until the next UTC day, when the address may save again. */
    readonly retryAfterSeconds: number,
  ) {
    super(`${perDay} new saved queries a day per address`);
    this.name = 'DailySaveLimitError';
  }
}

/** Whether `error` is a DailySaveLimitError from any copy of this module (matched by `code`). */
export function isDailySaveLimitError(error: unknown): error is DailySaveLimitError {
  return error instanceof Error && (error as { code?: unknown }).code === 'daily_save_limit';
}

export interface DailySaveLimit {
  /** Who saves: the client address as the rate limits key it (lib/api/client-address.ts). */
  address: string;
  /** New queries the address may add per UTC day. */
  perDay: number;
}

/** The address as stored: a hash, so the table keeps counts, not who visited. */
const addressHash = (address: string) =>
  createHash('sha256').update(`saved-query-saves:${address}`).digest('base64url').slice(0, 22);

/** Seconds from `now` to the next UTC midnight (at least 1). */
export function secondsToNextUtcDay(now = new Date()): number {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(1, Math.ceil((next - now.getTime()) / 1000));
}

/**
 * putSavedQuery for a client: a new row counts against the address's daily limit, in one transaction
 * with it, so a save beyond the limit throws DailySaveLimitError and stores nothing. Saving a query
 * that exists counts nothing.
 */
export async function putSavedQueryWithinDailyLimit<Q>(
  db: UserDb,
  id: string,
  kind: string,
  query: Q,
  limit: DailySaveLimit,
): Promise<SavedQuery<Q>> {
  const json = checkedJson(query);
  return db.transaction(async (tx) => {
    const { saved, created } = await insertOrMarkUsed<Q>(tx, id, kind, json);
    if (!created) return saved;
    const counted = await tx.query(
      `insert into saved_query_saves (address_hash, day, saves)
       values ($1, (now() at time zone 'UTC')::date, 1)
       on conflict (address_hash, day) do update set saves = saved_query_saves.saves + 1
         where saved_query_saves.saves < $2
       returning saves`,
      [addressHash(limit.address), limit.perDay],
    );
    if (counted.length === 0) throw new DailySaveLimitError(limit.perDay, secondsToNextUtcDay());
    return saved;
  });
}

/**
 * The saved query with this id, or null. A row larger than MAX_SAVED_QUERY_BYTES (stored before the
 * limit existed) is not even read from the database: it comes back with `query` null.
 */
export async function getSavedQuery<Q>(
  db: UserDbQueryable,
  id: string,
): Promise<SavedQuery<Q | null> | null> {
  const rows = await db.query<SavedQueryRow>(`select ${COLUMNS('$2')} from saved_queries where id = $1`, [
    id,
    MAX_SAVED_QUERY_BYTES,
  ]);
  return rows[0] ? fromRow<Q | null>(rows[0]) : null;
}

/**
 * Marks a saved query used now, so it does not expire (reads call it: an embed, a share link). Written
 * at most once a day per query, so a popular embed does not write on every view.
 */
export async function markSavedQueryUsed(db: UserDbQueryable, id: string): Promise<void> {
  await db.query(
    `update saved_queries set last_used_at = now()
      where id = $1 and last_used_at < now() - interval '1 day'`,
    [id],
  );
}

/**
 * Deletes the saved queries unused for `unusedDays` and the daily save counts of days gone by;
 * returns how many queries went.
 */
export async function purgeSavedQueries(
  db: UserDbQueryable,
  unusedDays = SAVED_QUERY_UNUSED_DAYS,
): Promise<{ expired: number }> {
  const [{ n }] = await db.query<{ n: number }>(
    `with gone as (
       delete from saved_queries where last_used_at < now() - make_interval(days => $1::integer) returning 1
     )
     select count(*)::integer as n from gone`,
    [unusedDays],
  );
  await db.query(`delete from saved_query_saves where day < (now() at time zone 'UTC')::date`);
  return { expired: n };
}

export async function deleteSavedQuery(db: UserDbQueryable, id: string): Promise<boolean> {
  const rows = await db.query('delete from saved_queries where id = $1 returning id', [id]);
  return rows.length > 0;
}

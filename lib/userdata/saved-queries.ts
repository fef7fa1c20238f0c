import 'server-only';
import type { UserDbQueryable } from './db';

/**
 * Saved queries: a JSON query stored under a short id. The id is chosen by the caller (a hash of the
 * normalised query, see lib/landings/saved-queries.ts), so saving is idempotent: the same query saved
 * twice, or by two web nodes at once, is one row.
 */

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

/** Stores the query under `id` unless it is there already; returns what is stored. */
export async function putSavedQuery<Q>(
  db: UserDbQueryable,
  id: string,
  kind: string,
  query: Q,
): Promise<SavedQuery<Q>> {
  const json = JSON.stringify(query);
  const bytes = Buffer.byteLength(json, 'utf8');
  if (bytes > MAX_SAVED_QUERY_BYTES) throw new SavedQueryTooLargeError(bytes, MAX_SAVED_QUERY_BYTES);
  const inserted = await db.query<SavedQueryRow>(
    `insert into saved_queries (id, kind, query) values ($1, $2, $3::jsonb)
     on conflict (id) do nothing
     returning id, kind, query, created_at`,
    [id, kind, json],
  );
  if (inserted[0]) return fromRow<Q>(inserted[0]);
  const existing = await getSavedQuery<Q>(db, id);
  if (!existing || existing.query === null) throw new Error(`saved query ${id} vanished while being saved`);
  return { ...existing, query: existing.query };
}

/**
 * The saved query with this id, or null. A row larger than MAX_SAVED_QUERY_BYTES (stored before the
 * limit existed) is not even read from the database: it comes back with `query` null.
 */
export async function getSavedQuery<Q>(
  db: UserDbQueryable,
  id: string,
): Promise<SavedQuery<Q | null> | null> {
  const rows = await db.query<SavedQueryRow>(
    `select id, kind, created_at,
            case when octet_length(query::text) <= $2 then query end as query
       from saved_queries where id = $1`,
    [id, MAX_SAVED_QUERY_BYTES],
  );
  return rows[0] ? fromRow<Q | null>(rows[0]) : null;
}

export async function deleteSavedQuery(db: UserDbQueryable, id: string): Promise<boolean> {
  const rows = await db.query('delete from saved_queries where id = $1 returning id', [id]);
  return rows.length > 0;
}

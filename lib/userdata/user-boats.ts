import 'server-only';
import type { UserDbQueryable } from './db';

/**
 * "Mine båter": the boats each signed-in user follows, keyed by the user's Firebase uid and the boat's
 * Fartøy ID. Following is idempotent (the primary key and `on conflict do nothing`), so a double click,
 * a retry or two web nodes adding the same boat at once give one row. Every query is scoped to one
 * user: there is no way to read or change another user's list through this module.
 */

export interface UserBoatEntry {
  vesselId: string;
  followedAt: Date;
}

/** Most boats one user may follow; keeps a list (and the landing lookup behind it) bounded. */
export const MAX_USER_BOATS = 500;

export class UserBoatLimitError extends Error {
  constructor(readonly limit: number) {
    super(`a user may follow at most ${limit} boats`);
    this.name = 'UserBoatLimitError';
  }
}

type Row = { vessel_id: string; created_at: Date | string };

const fromRow = (row: Row): UserBoatEntry => ({
  vesselId: row.vessel_id,
  followedAt: row.created_at instanceof Date ? row.created_at : new Date(row.created_at),
});

/** The user's boats, most recently followed first. */
export async function listUserBoats(db: UserDbQueryable, userId: string): Promise<UserBoatEntry[]> {
  const rows = await db.query<Row>(
    `select vessel_id, created_at from user_boats where user_id = $1
     order by created_at desc, vessel_id`,
    [userId],
  );
  return rows.map(fromRow);
}

/** The user's entry for one boat, or null when they do not follow it. */
export async function getUserBoat(
  db: UserDbQueryable,
  userId: string,
  vesselId: string,
): Promise<UserBoatEntry | null> {
  const rows = await db.query<Row>(
    'select vessel_id, created_at from user_boats where user_id = $1 and vessel_id = $2',
    [userId, vesselId],
  );
  return rows[0] ? fromRow(rows[0]) : null;
}

/**
 * Follows a boat. `added` is false when the user already followed it (the first entry is kept).
 * Throws UserBoatLimitError when the list is full.
 */
export async function addUserBoat(
  db: UserDbQueryable,
  userId: string,
  vesselId: string,
  maxBoats: number = MAX_USER_BOATS,
): Promise<{ entry: UserBoatEntry; added: boolean }> {
  // One statement: the limit check and the insert see the same snapshot. Under heavy concurrency a list
  // may overshoot the limit by a few rows, never by a duplicate.
  const inserted = await db.query<Row>(
    `insert into user_boats (user_id, vessel_id)
     select $1, $2 where (select count(*) from user_boats where user_id = $1) < $3
     on conflict (user_id, vessel_id) do nothing
     returning vessel_id, created_at`,
    [userId, vesselId, maxBoats],
  );
  if (inserted[0]) return { entry: fromRow(inserted[0]), added: true };
  const existing = await getUserBoat(db, userId, vesselId);
  if (existing) return { entry: existing, added: false };
  throw new UserBoatLimitError(maxBoats);
}

/** Unfollows a boat; false when the user did not follow it. */
export async function removeUserBoat(
  db: UserDbQueryable,
  userId: string,
  vesselId: string,
): Promise<boolean> {
  const rows = await db.query(
    'delete from user_boats where user_id = $1 and vessel_id = $2 returning vessel_id',
    [userId, vesselId],
  );
  return rows.length > 0;
}

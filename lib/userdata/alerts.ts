import 'server-only';
import { randomBytes } from 'node:crypto';
import type { UserDbQueryable } from './db';

/**
 * E-mail alerts about the boats a user follows: one subscription per user (migration 4). Turning alerts
 * on makes a pending subscription with a confirmation token; the link in the confirmation mail turns it
 * on (double opt-in) from the store version then served, so no note that was there before is mailed.
 * Every mail carries the unsubscribe token, which turns alerts off without signing in. Turning alerts
 * off deletes the subscription, tokens and all: an old link then finds nothing.
 */

export interface AlertSubscription {
  userId: string;
  email: string;
  confirmed: boolean;
  confirmToken: string;
  unsubscribeToken: string;
  /** The store version when it was confirmed; null while pending. */
  sinceVersion: number | null;
  requestedAt: Date;
}

/** A token in a link: 32 random bytes, URL-safe. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const newToken = () => randomBytes(32).toString('base64url');

type Row = {
  user_id: string;
  email: string;
  confirmed: boolean;
  confirm_token: string;
  unsubscribe_token: string;
  since_version: number | null;
  requested_at: Date | string;
};

const COLUMNS = 'user_id, email, confirmed, confirm_token, unsubscribe_token, since_version, requested_at';

const fromRow = (row: Row): AlertSubscription => ({
  userId: row.user_id,
  email: row.email,
  confirmed: row.confirmed,
  confirmToken: row.confirm_token,
  unsubscribeToken: row.unsubscribe_token,
  sinceVersion: row.since_version == null ? null : Number(row.since_version),
  requestedAt: row.requested_at instanceof Date ? row.requested_at : new Date(row.requested_at),
});

export async function getAlertSubscription(
  db: UserDbQueryable,
  userId: string,
): Promise<AlertSubscription | null> {
  const [row] = await db.query<Row>(`select ${COLUMNS} from alert_subscriptions where user_id = $1`, [
    userId,
  ]);
  return row ? fromRow(row) : null;
}

/**
 * Asks for alerts to `email`: a pending subscription with fresh tokens (a new confirmation link each
 * time it is asked, so an old mail's link stops working). A confirmed subscription to the same address
 * is left as it is; `created` says whether a confirmation mail is due.
 */
export async function requestAlerts(
  db: UserDbQueryable,
  userId: string,
  email: string,
): Promise<{ subscription: AlertSubscription; created: boolean }> {
  const existing = await getAlertSubscription(db, userId);
  if (existing?.confirmed && existing.email === email) return { subscription: existing, created: false };
  const [row] = await db.query<Row>(
    `insert into alert_subscriptions (user_id, email, confirm_token, unsubscribe_token)
     values ($1, $2, $3, $4)
     on conflict (user_id) do update set email = excluded.email, confirmed = false,
       confirm_token = excluded.confirm_token, unsubscribe_token = excluded.unsubscribe_token,
       since_version = null, requested_at = now(), confirmed_at = null
     returning ${COLUMNS}`,
    [userId, email, newToken(), newToken()],
  );
  return { subscription: fromRow(row), created: true };
}

/**
 * Follows a confirmation link: the pending subscription with that token is on from `storeVersion`.
 * Null when no subscription has the token (an old link, or alerts turned off since). Confirming twice
 * is harmless and keeps the first version.
 */
export async function confirmAlerts(
  db: UserDbQueryable,
  token: string,
  storeVersion: number,
): Promise<AlertSubscription | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const [row] = await db.query<Row>(
    `update alert_subscriptions set confirmed = true,
       since_version = coalesce(since_version, $2), confirmed_at = coalesce(confirmed_at, now())
     where confirm_token = $1 returning ${COLUMNS}`,
    [token, storeVersion],
  );
  return row ? fromRow(row) : null;
}

/** Turns a user's alerts off; false when they had none. Mails not yet sent are dropped. */
export async function turnOffAlerts(db: UserDbQueryable, userId: string): Promise<boolean> {
  await db.query('delete from alert_outbox where user_id = $1 and sent_at is null', [userId]);
  const rows = await db.query('delete from alert_subscriptions where user_id = $1 returning user_id', [
    userId,
  ]);
  return rows.length > 0;
}

/** The one-click unsubscribe: turns off the alerts the token belongs to; false when none does. */
export async function unsubscribeByToken(db: UserDbQueryable, token: string): Promise<boolean> {
  if (!TOKEN_PATTERN.test(token)) return false;
  const [row] = await db.query<{ user_id: string }>(
    'select user_id from alert_subscriptions where unsubscribe_token = $1',
    [token],
  );
  return row ? turnOffAlerts(db, row.user_id) : false;
}

/** The confirmed subscriptions with the boats each follows (the alert run's recipients). */
export async function confirmedSubscribers(
  db: UserDbQueryable,
): Promise<(AlertSubscription & { vesselIds: string[] })[]> {
  const rows = await db.query<Row & { vessel_ids: string[] | null }>(
    `select s.*, array_remove(array_agg(b.vessel_id order by b.vessel_id), null) as vessel_ids
     from alert_subscriptions s left join user_boats b on b.user_id = s.user_id
     where s.confirmed group by s.user_id order by s.user_id`,
  );
  return rows.map((row) => ({ ...fromRow(row), vesselIds: row.vessel_ids ?? [] }));
}

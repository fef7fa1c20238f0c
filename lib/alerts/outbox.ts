import 'server-only';
import type { UserDbQueryable } from '@/lib/userdata/db';
import type { OutgoingMail } from './mails';

/**
 * The outbox of alert mails in the user database: a mail is written here in the same transaction as
 * what caused it, and leaves only when the mail server has taken it. A failure is tried again with
 * back-off (ALERT_RETRY_BASE_MS doubled per attempt, at most ALERT_RETRY_MAX_MS), for as long as it
 * takes: a mail server that is down for a day delays the mails, it does not lose them. Only a refusal
 * of the address itself (a permanent 5xx answer to the recipient) ends a mail's tries.
 */

export const ALERT_RETRY_BASE_MS = 30_000;
export const ALERT_RETRY_MAX_MS = 60 * 60_000;

export async function enqueueMail(db: UserDbQueryable, userId: string, mail: OutgoingMail): Promise<number> {
  const [row] = await db.query<{ id: string | number }>(
    `insert into alert_outbox (user_id, kind, recipient, subject, text_body, html_body, headers)
     values ($1, $2, $3, $4, $5, $6, $7) returning id`,
    [userId, mail.kind, mail.to, mail.subject, mail.text, mail.html, JSON.stringify(mail.headers)],
  );
  return Number(row.id);
}

export interface QueuedMail extends OutgoingMail {
  id: number;
  userId: string;
  attempts: number;
}

type Row = {
  id: string | number;
  user_id: string;
  kind: OutgoingMail['kind'];
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  headers: Record<string, string> | string;
  attempts: number;
};

const fromRow = (row: Row): QueuedMail => ({
  id: Number(row.id),
  userId: row.user_id,
  kind: row.kind,
  to: row.recipient,
  subject: row.subject,
  text: row.text_body,
  html: row.html_body,
  headers: typeof row.headers === 'string' ? JSON.parse(row.headers) : row.headers,
  attempts: Number(row.attempts),
});

/** The mails due now, oldest first. */
export async function dueMails(db: UserDbQueryable, limit = 50): Promise<QueuedMail[]> {
  const rows = await db.query<Row>(
    `select id, user_id, kind, recipient, subject, text_body, html_body, headers, attempts from alert_outbox
     where sent_at is null and failed_at is null and next_attempt_at <= now()
     order by id limit $1`,
    [limit],
  );
  return rows.map(fromRow);
}

export async function markSent(db: UserDbQueryable, id: number): Promise<void> {
  await db.query(
    'update alert_outbox set sent_at = now(), attempts = attempts + 1, last_error = null where id = $1',
    [id],
  );
}

/** The wait before the next try after `attempts` failed ones. */
export const retryDelayMs = (attempts: number) =>
  Math.min(ALERT_RETRY_MAX_MS, ALERT_RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1));

export async function markFailed(
  db: UserDbQueryable,
  mail: QueuedMail,
  error: string,
  permanent: boolean,
): Promise<void> {
  const attempts = mail.attempts + 1;
  await db.query(
    `update alert_outbox set attempts = $2, last_error = $3,
       next_attempt_at = now() + ($4::integer * interval '1 millisecond'),
       failed_at = case when $5 then now() else null end
     where id = $1`,
    [mail.id, attempts, error.slice(0, 1000), retryDelayMs(attempts), permanent],
  );
}

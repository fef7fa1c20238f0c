import 'server-only';
import type { ArrivedNotes } from '@/lib/landings/notes/arrived-notes';
import type { UserDb } from '@/lib/userdata/db';
import { confirmedSubscribers } from '@/lib/userdata/alerts';
import { landingsMail } from './mails';
import { dueMails, enqueueMail, markFailed, markSent, type QueuedMail } from './outbox';

/**
 * One round of the alerts: the new landing notes of a new store version go into the outbox as one mail
 * per subscriber, then the outbox is sent. Run by one server at a time (./alert-loop.ts) after every
 * ingest or nightly update it sees, and on a timer for the retries.
 *
 * Exactly once per note: a note is new in exactly one store version (note_arrivals), and the outbox
 * rows of a version are written in the same transaction that moves alert_state past it, under a
 * transaction-level advisory lock, so two servers cannot both queue one version.
 */

export interface AlertRunContext {
  db: UserDb;
  siteUrl: string;
  /** The store version served now; null before the first ingest. */
  storeVersion: () => Promise<number | null> | number | null;
  notesArrived: (vesselIds: string[], after: number, upTo: number) => Promise<ArrivedNotes>;
  /** Hands one mail to the mail server; throws when it was not taken (`permanent` on the error: never will be). */
  send: (mail: QueuedMail) => Promise<void>;
  log?: (line: string) => void;
}

// Any constant: the same for every server queueing alerts into this database.
const QUEUE_LOCK = 4_711_202_654;

/** Queues the mails of the store versions not yet seen; the number of mails queued. */
export async function queueNewLandings(context: AlertRunContext): Promise<number> {
  const current = await context.storeVersion();
  if (current == null) return 0;
  return context.db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [QUEUE_LOCK]);
    const [state] = await tx.query<{ store_version: number }>(
      'select store_version from alert_state where id = 1',
    );
    if (!state) {
      // The first run: what the store holds now was there before any alert.
      await tx.query('insert into alert_state (id, store_version) values (1, $1)', [current]);
      return 0;
    }
    const seen = Number(state.store_version);
    if (current === seen) return 0;
    let queued = 0;
    // A store older than the one seen (rebuilt from scratch) starts again from its own version: its notes
    // all arrived at version 0.
    if (current > seen) {
      for (const subscriber of await confirmedSubscribers(tx)) {
        const after = Math.max(seen, subscriber.sinceVersion ?? current);
        if (after >= current || subscriber.vesselIds.length === 0) continue;
        const arrived = await context.notesArrived(subscriber.vesselIds, after, current);
        if (arrived.total === 0) continue;
        const mail = landingsMail({
          siteUrl: context.siteUrl,
          to: subscriber.email,
          unsubscribeToken: subscriber.unsubscribeToken,
          notes: arrived.notes,
          total: arrived.total,
        });
        await enqueueMail(tx, subscriber.userId, mail);
        queued += 1;
      }
    }
    await tx.query('update alert_state set store_version = $1 where id = 1', [current]);
    return queued;
  });
}

/** Why a mail server's refusal is for good: it refused the address itself (a 5xx to RCPT TO). */
export function isPermanentRefusal(error: unknown): boolean {
  const { responseCode, command } = (error ?? {}) as { responseCode?: number; command?: string };
  return typeof responseCode === 'number' && responseCode >= 500 && /^RCPT/i.test(command ?? '');
}

/**
 * Sends what is due in the outbox, oldest first; stops at the first failure that is not about one
 * address (the server is away: the rest would fail the same way), leaving the rest for later.
 */
export async function sendDueMails(context: AlertRunContext): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  for (const mail of await dueMails(context.db)) {
    try {
      await context.send(mail);
    } catch (error) {
      failed += 1;
      const permanent = isPermanentRefusal(error);
      await markFailed(context.db, mail, String((error as Error)?.message ?? error), permanent);
      context.log?.(
        `alerts: mail ${mail.id} to user ${mail.userId} ${permanent ? 'refused for good' : 'not sent, tried again later'}: ${String((error as Error)?.message ?? error)}`,
      );
      if (permanent) continue;
      break;
    }
    await markSent(context.db, mail.id);
    sent += 1;
  }
  return { sent, failed };
}

/** One round: queue what a new store version brought, then send. */
export async function runAlerts(context: AlertRunContext) {
  const queued = await queueNewLandings(context);
  const { sent, failed } = await sendDueMails(context);
  return { queued, sent, failed };
}

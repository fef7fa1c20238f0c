import 'server-only';
import { createTransport } from 'nodemailer';
import { alertCheckSeconds, alertFrom, databaseUrl, siteUrl, smtpUrl } from '@/lib/config';
import { reads } from '@/lib/store-reads/reads';
import { userDb } from '@/lib/userdata/db';
import { acquirePostgresLock, UpdateLockedError } from '@/lib/update/update-lock';
import { runAlerts, type AlertRunContext } from './alert-run';
import type { QueuedMail } from './outbox';

/**
 * The alerts on a server with SMTP_URL: every ALERT_CHECK_SECONDS (and at start, which resumes an outbox
 * a restart interrupted) one round of ./alert-run.ts. With DATABASE_URL several servers share the
 * outbox; each round is taken by whichever holds the session-level advisory lock `fangstdata-alerts`
 * (the nightly update's kind of lock), so there is one sender at a time. With PGlite the server is the
 * only process on its database anyway.
 */

const LOCK_NAME = 'fangstdata-alerts';

/**
 * nodemailer's options from SMTP_URL: smtps:// is TLS from the start (465); smtp:// upgrades with
 * STARTTLS whenever the server offers it (nodemailer's default). Short timeouts: a server that does not
 * answer fails the round, and the outbox tries again later.
 */
export function smtpOptions(url: string) {
  const parsed = new URL(url);
  const secure = parsed.protocol === 'smtps:';
  return {
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : secure ? 465 : 587,
    secure,
    ...(parsed.username
      ? { auth: { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) } }
      : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  };
}

/** How the mails leave: nodemailer over SMTP_URL (STARTTLS whenever the server offers it). */
export function smtpSender(url: string, from: string): (mail: QueuedMail) => Promise<void> {
  const transport = createTransport(smtpOptions(url));
  return async (mail) => {
    await transport.sendMail({
      from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: mail.headers,
    });
  };
}

export function alertContext(
  send: AlertRunContext['send'],
  log: (line: string) => void,
): Omit<AlertRunContext, 'db'> {
  return {
    siteUrl: siteUrl(),
    storeVersion: () => reads.storeVersion(),
    notesArrived: (vesselIds, after, upTo) => reads.notesArrived(vesselIds, after, upTo),
    send,
    log,
  };
}

/** One round under the lock; false when another server held it. */
export async function runAlertRound(
  context: Omit<AlertRunContext, 'db'>,
  options: { databaseUrl?: string; lockName?: string } = {},
): Promise<boolean> {
  let lock: { release(): Promise<void> } | null = null;
  if (options.databaseUrl) {
    try {
      lock = await acquirePostgresLock(options.databaseUrl, options.lockName ?? LOCK_NAME, 'alerts');
    } catch (error) {
      if (error instanceof UpdateLockedError) return false;
      throw error;
    }
  }
  try {
    const result = await runAlerts({ ...context, db: await userDb() });
    if (result.queued + result.sent + result.failed > 0) {
      context.log?.(`alerts: ${result.queued} queued, ${result.sent} sent, ${result.failed} not sent`);
    }
    return true;
  } finally {
    await lock?.release();
  }
}

// The running loop's round, so that a request can ask for one at once (a confirmation mail).
const nudgeKey = Symbol.for('fangstdata.alerts.nudge');
type GlobalWithNudge = typeof globalThis & { [nudgeKey]?: () => void };

/** Runs a round soon on this server, when it runs the alerts. */
export function nudgeAlertLoop(): void {
  (globalThis as GlobalWithNudge)[nudgeKey]?.();
}

export function startAlertLoop(
  log: (line: string) => void = (line) => console.log(line),
): { stop(): void } | null {
  const url = smtpUrl();
  if (!url) return null;
  const context = alertContext(smtpSender(url, alertFrom()), log);
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await runAlertRound(context, { databaseUrl: databaseUrl() });
    } catch (error) {
      log(`alerts: the round failed and runs again: ${String(error)}`);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), alertCheckSeconds() * 1000);
  timer.unref();
  (globalThis as GlobalWithNudge)[nudgeKey] = () => void tick();
  void tick();
  return {
    stop: () => {
      clearInterval(timer);
      delete (globalThis as GlobalWithNudge)[nudgeKey];
    },
  };
}

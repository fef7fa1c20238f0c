import type { Row } from '@/lib/store/landing-store';
import { num, text } from '@/lib/store/values';

/**
 * The logbook rows a boat's queries read (trips.ts, lib/landings/boats/on-board.ts) turned into messages, and the time a
 * landing note lands, shared so both count a message and a landing the same way.
 */

export interface LogbookMessage {
  type: string;
  /** Melding ID. */
  id: string;
  version: number;
  /** The earliest time of its lines (ISO, UTC). */
  t: string;
  port: string | null;
  rows: Row[];
}

/**
 * The newest version of each message with its lines, oldest first (a departure before the rest at a
 * tie). The rows need `message_type`, `message_id`, `version` and `t`; `port` where there is one.
 */
export function newestMessages(rows: readonly Row[]): LogbookMessage[] {
  const byKey = new Map<string, LogbookMessage>();
  for (const row of rows) {
    const key = `${row.message_type}|${row.message_id}`;
    const version = num(row.version);
    const t = String(row.t);
    const message = byKey.get(key);
    if (!message || version > message.version) {
      byKey.set(key, {
        type: String(row.message_type),
        id: String(row.message_id),
        version,
        t,
        port: text(row.port),
        rows: [row],
      });
    } else if (version === message.version) {
      message.rows.push(row);
      if (t < message.t) message.t = t;
      message.port ??= text(row.port);
    }
  }
  return [...byKey.values()].sort(
    (a, b) =>
      (a.t < b.t ? -1 : a.t > b.t ? 1 : 0) ||
      Number(a.type !== 'DEP') - Number(b.type !== 'DEP') ||
      Number(a.id) - Number(b.id),
  );
}

/**
 * When a landing note lands, as ISO text: its date and clock time (Norwegian time, read as if UTC: one
 * or two hours later than it was, which keeps a landing after the arrival it follows), the end of its
 * day when the note has no clock time.
 */
export function landingInstant(day: string, clock: unknown): string {
  const time = /^\d{2}:\d{2}(:\d{2})?$/.test(String(clock ?? '')) ? String(clock) : '23:59:59';
  return `${day}T${time.length === 5 ? `${time}:00` : time}Z`;
}

/** The day `days` after `day` (both yyyy-MM-dd; negative goes back), for the logbook reads' windows. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

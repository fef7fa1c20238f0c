import type { Row } from '@/lib/store/landing-store';
import { addDays, landingInstant, newestMessages } from './messages';
import {
  CHECKPOINT_LOOKBACK_DAYS,
  type BoatOnBoardChanges,
  type OnBoardSpecies,
  type OnBoardChange,
  type OnBoardEvent,
} from './on-board-types';
import { num, round2, text } from '@/lib/store/values';

/**
 * A vessel's catch on board as a time series, worked out from its logbook lines and landing notes of a
 * window (lib/landings/boats/on-board.ts says what the events mean). Plain functions: the API's asked periods run
 * them on a read of the window, the ingest on each boat's recent logbook for its page
 * (lib/store/ingest/read-models/boat-logbooks.ts).
 */

export interface OnBoardWindow {
  /** Logbook lines in the window and its look-back, every version (as newestMessages wants them). */
  ersRows: readonly Row[];
  /** Landing notes in the same days: one row per note, clock time and species, with a weight. */
  landingRows: readonly Row[];
  from: string;
  to: string;
}

/** How far before `from` the window starts: the look-back for the checkpoint the balance starts at. */
export const windowStart = (from: string) => addDays(from, -CHECKPOINT_LOOKBACK_DAYS);

/** The vessel's series over the window. */
export function onBoardChanges(vesselId: string, window: OnBoardWindow): BoatOnBoardChanges {
  const { changes, opening } = runningBalance(onBoardEventLines(window), window.from);
  return { VesselId: vesselId, From: window.from, To: window.to, Opening: opening, Changes: changes };
}

export interface EventLine {
  t: string;
  event: OnBoardEvent;
  reference: string;
  code: string | null;
  name: string | null;
  weight: number;
}

const EVENT_ORDER: Record<OnBoardEvent, number> = { DEP: 0, DCA: 1, TRA: 2, POR: 3, LANDING: 4 };

/**
 * The vessel's events as lines (one per species), oldest first, from the last checkpoint before `from`,
 * out of its logbook lines and landing notes of the window and its look-back.
 */
function onBoardEventLines({ ersRows, landingRows, from }: OnBoardWindow): EventLine[] {
  const lines: EventLine[] = [];
  const push = (t: string, event: OnBoardEvent, reference: string, row: Row | null, weight: number) =>
    lines.push({
      t,
      event,
      reference,
      code: row ? text(row.species_code ?? row.code) : null,
      name: row ? text(row.species ?? row.name) : null,
      weight,
    });
  for (const { type, id: reference, t, rows } of newestMessages(ersRows)) {
    if (type === 'DEP' || type === 'POR') {
      const onBoard = rows.filter((row) => row.quantity_type === 'OB');
      const listsSpecies = rows.some((row) => row.species_code != null || row.round_weight != null);
      if (onBoard.length > 0) for (const row of onBoard) push(t, type, reference, row, num(row.round_weight));
      else if (!listsSpecies) push(t, type, reference, null, 0); // a reported empty hold
    } else if (type === 'DCA') {
      for (const row of rows)
        if (row.round_weight != null) push(t, 'DCA', reference, row, num(row.round_weight));
    } else if (type === 'TRA') {
      // The reporting vessel gave the catch when it names the vessel it went to, and received it when it
      // names the vessel it came from. Quantity type KG is what moved; OB lines are not a checkpoint.
      for (const row of rows) {
        if (row.quantity_type !== 'KG' || row.round_weight == null) continue;
        if (row.transfer_to != null) push(t, 'TRA', reference, row, -num(row.round_weight));
        else if (row.transfer_from != null) push(t, 'TRA', reference, row, num(row.round_weight));
      }
    }
  }
  for (const row of landingRows) {
    push(landingInstant(String(row.day), row.clock), 'LANDING', String(row.doc_key), row, -num(row.weight));
  }
  // Same time: a departure's checkpoint before the hauls, an arrival's after them and before landings.
  lines.sort(
    (a, b) =>
      (a.t < b.t ? -1 : a.t > b.t ? 1 : 0) ||
      EVENT_ORDER[a.event] - EVENT_ORDER[b.event] ||
      (a.reference < b.reference ? -1 : a.reference > b.reference ? 1 : 0) ||
      (a.code ?? '').localeCompare(b.code ?? ''),
  );
  // Start at the last checkpoint before the period, or at the period itself when there is none.
  let start = lines.findIndex((line) => line.t.slice(0, 10) >= from);
  if (start === -1) start = lines.length;
  for (let i = start - 1; i >= 0; i--) {
    if (lines[i].event === 'DEP' || lines[i].event === 'POR') {
      const reference = lines[i].reference;
      while (i > 0 && lines[i - 1].reference === reference && lines[i - 1].event === lines[i].event) i--;
      return lines.slice(i);
    }
  }
  return lines.slice(start);
}

/** Runs the balance per species over the events; returns the rows from `from` on and what was on board then. */
export function runningBalance(
  lines: readonly EventLine[],
  from: string,
): { changes: OnBoardChange[]; opening: OnBoardSpecies[] } {
  const balance = new Map<string, { name: string | null; kg: number }>();
  const changes: OnBoardChange[] = [];
  let opening: OnBoardSpecies[] | null = null;
  const openingNow = (): OnBoardSpecies[] =>
    [...balance]
      .filter(([, held]) => held.kg > 0)
      .map(([key, held]) => ({ SpeciesCode: key || null, Species: held.name, RoundWeight: round2(held.kg) }))
      .sort((a, b) => b.RoundWeight - a.RoundWeight);
  const keyOf = (code: string | null) => code ?? '';
  const emit = (
    line: EventLine,
    code: string | null,
    name: string | null,
    change: number,
    checkpoint: boolean,
  ) => {
    const kg = balance.get(keyOf(code))?.kg ?? 0;
    if (line.t.slice(0, 10) < from) return;
    changes.push({
      Time: line.t,
      Event: line.event,
      Reference: line.reference,
      SpeciesCode: code,
      Species: name,
      Change: round2(change),
      Balance: round2(kg),
      Checkpoint: checkpoint,
    });
  };
  for (let i = 0; i < lines.length;) {
    const line = lines[i];
    if (opening === null && line.t.slice(0, 10) >= from) opening = openingNow();
    // A checkpoint is all the lines of one report: it sets every species, and clears those not listed.
    if (line.event === 'DEP' || line.event === 'POR') {
      const rowsBefore = changes.length;
      const reported = new Map<string, { code: string | null; name: string | null; kg: number }>();
      let j = i;
      for (
        ;
        j < lines.length && lines[j].event === line.event && lines[j].reference === line.reference;
        j++
      ) {
        const own = lines[j];
        if (own.code === null && own.weight === 0) continue;
        const entry = reported.get(keyOf(own.code)) ?? { code: own.code, name: own.name, kg: 0 };
        entry.kg += own.weight;
        reported.set(keyOf(own.code), entry);
      }
      for (const [key, held] of [...balance]) {
        if (!reported.has(key) && held.kg > 0) {
          balance.set(key, { name: held.name, kg: 0 });
          emit(line, key || null, held.name, -held.kg, true);
        }
      }
      for (const [key, entry] of reported) {
        const before = balance.get(key)?.kg ?? 0;
        balance.set(key, { name: entry.name, kg: entry.kg });
        emit(line, entry.code, entry.name, entry.kg - before, true);
      }
      // An empty hold that was already empty: still a checkpoint worth a row.
      if (changes.length === rowsBefore) emit(line, null, null, 0, true);
      i = j;
      continue;
    }
    const key = keyOf(line.code);
    const before = balance.get(key)?.kg ?? 0;
    const after = Math.max(0, before + line.weight);
    balance.set(key, { name: line.name ?? balance.get(key)?.name ?? null, kg: after });
    emit(line, line.code, line.name, after - before, false);
    i++;
  }
  return { changes, opening: opening ?? openingNow() };
}

import 'server-only';
import { queryStore, type Row } from '@/lib/store/landing-store';
import { cachedQuery } from '@/lib/store/result-cache';
import { boatExists } from './boats';
import { isoTimestamp, num, round2, text } from './common-sql';
import { hasErsTable, hasLogbook } from './ers-messages';
import { addDays, landingInstant, newestMessages } from './logbook-rows';
import { recentLogbook } from './recent-logbook';
import {
  CHECKPOINT_LOOKBACK_DAYS,
  FLEET_STOCK_DAYS,
  STOCK_CHANGE_DAYS,
  type BoatCatchOnBoard,
  type BoatStockChanges,
  type BoatStockMiss,
  type FleetCatchOnBoard,
  type OnBoardSpecies,
  type StockChange,
  type StockEvent,
} from './stock-types';

/**
 * Catch on board ("lager") from the electronic logbooks (ERS). Vessels of 15 m and over report what they
 * have on board when they leave port (DEP) and when they arrive (POR), as lines of quantity type `OB`.
 * Those reports are the checkpoints; between them the catch messages (DCA) add what each haul caught,
 * transfers (TRA) move catch to or from another vessel, and the landing notes take out what was landed.
 *
 * A departure or arrival with no species lines at all reports an empty hold (a checkpoint of nothing);
 * one with only other quantity types (an arrival that lists only `KG`, the catch to be landed) is no
 * checkpoint. Landing notes give a date and a clock time in Norwegian time; logbook times are UTC: the
 * hour between them is left alone, as the order of an arrival and the landing after it does not depend
 * on it.
 */

export * from './stock-types';

const NO_ERS_NOTE = 'Dataene har ingen elektroniske fangstdagbøker (ERS) ennå, så fangst om bord er ukjent.';

/** The newest version of each departure and arrival with what it says is on board. */
const CHECKPOINTS = `
  select message_type, message_id, any_value(vessel_id) as vessel_id,
    coalesce(min(event_time), min(message_time)) as t,
    count(*) filter (where quantity_type = 'OB') as on_board_lines,
    count(*) filter (where species_code is not null or round_weight is not null) as species_lines
  from ers_lines where message_type in ('DEP', 'POR') and %WHERE%
  group by message_type, message_id
  having on_board_lines > 0 or species_lines = 0`;

const checkpointsWhere = (where: string) => CHECKPOINTS.replace('%WHERE%', where);

async function boatMiss(id: string): Promise<BoatStockMiss> {
  return (await boatExists(id)) ? 'no-logbook' : 'unknown-boat';
}

/** The vessel's latest reported catch on board, or why there is none. */
export async function boatCatchOnBoard(id: string): Promise<BoatCatchOnBoard | BoatStockMiss> {
  if (!(await hasLogbook(id))) return boatMiss(id);
  const found = await cachedQuery('stock-boat-on-board', { id }, async () => {
    const [latest] = await queryStore(
      `select message_type, message_id, ${isoTimestamp('t')} as at
       from (${checkpointsWhere('vessel_id = $id')}) order by t desc, message_id desc limit 1`,
      { id },
    );
    if (!latest) return null;
    const species = await queryStore(
      `select species_code as code, any_value(species) as name, sum(round_weight) as weight
       from ers_lines
       where vessel_id = $id and message_type = $type and message_id = $message and quantity_type = 'OB'
       group by species_code order by weight desc nulls last, code`,
      { id, type: String(latest.message_type), message: String(latest.message_id) },
    );
    return {
      VesselId: id,
      ReportedAt: String(latest.at),
      MessageType: String(latest.message_type) as 'DEP' | 'POR',
      Species: species.map((row) => ({
        SpeciesCode: text(row.code),
        Species: text(row.name),
        RoundWeight: round2(num(row.weight)),
      })),
    } satisfies BoatCatchOnBoard;
  });
  return found ?? boatMiss(id);
}

/**
 * Catch on board across the fleet by species: of every vessel, its latest departure or arrival report
 * in the period (default: the newest 30 days of logbooks in the store).
 */
export async function fleetCatchOnBoard(
  period: { from?: string; to?: string } = {},
): Promise<FleetCatchOnBoard> {
  if (!(await hasErsTable())) return { From: null, To: null, Vessels: 0, Species: [], Note: NO_ERS_NOTE };
  const [newest] = await queryStore(
    "select strftime(max(coalesce(event_time, message_time)), '%Y-%m-%d') as day from ers_lines where message_type in ('DEP', 'POR')",
  );
  const newestDay = text(newest?.day);
  if (!newestDay) return { From: null, To: null, Vessels: 0, Species: [], Note: NO_ERS_NOTE };
  const to = period.to ?? (period.from ? addDays(period.from, FLEET_STOCK_DAYS - 1) : newestDay);
  const from = period.from ?? addDays(to, -(FLEET_STOCK_DAYS - 1));
  return cachedQuery('stock-fleet', { from, to }, async () => {
    const params = { from, to };
    const [[counted], rows] = await Promise.all([
      queryStore(
        `select count(distinct vessel_key)::integer as n from (
           select coalesce(vessel_id, radio_call_sign, registration_mark) as vessel_key
           from ers_lines where message_type in ('DEP', 'POR')
             and coalesce(event_time, message_time) >= $from::date and coalesce(event_time, message_time) < $to::date + 1
         )`,
        params,
      ),
      queryStore(
        `with reports as (
           select message_type, message_id, coalesce(vessel_id, radio_call_sign, registration_mark) as vessel_key,
             coalesce(min(event_time), min(message_time)) as t,
             count(*) filter (where quantity_type = 'OB') as on_board_lines,
             count(*) filter (where species_code is not null or round_weight is not null) as species_lines
           from ers_lines where message_type in ('DEP', 'POR')
             and coalesce(event_time, message_time) >= $from::date and coalesce(event_time, message_time) < $to::date + 1
           group by all having on_board_lines > 0 or species_lines = 0
         ), latest as (
           select vessel_key, arg_max(message_type, (t, message_id)) as message_type,
             arg_max(message_id, (t, message_id)) as message_id
           from reports group by vessel_key
         )
         select l.species_code as code, any_value(l.species) as name, sum(l.round_weight) as weight,
           count(distinct latest.vessel_key)::integer as vessels
         from latest join ers_lines l
           on l.message_type = latest.message_type and l.message_id = latest.message_id
         where l.quantity_type = 'OB' and l.round_weight is not null
         group by l.species_code order by weight desc, code`,
        params,
      ),
    ]);
    const vessels = num(counted?.n);
    return {
      From: from,
      To: to,
      Vessels: vessels,
      Species: rows.map((row) => ({
        SpeciesCode: text(row.code),
        Species: text(row.name),
        RoundWeight: round2(num(row.weight)),
        Vessels: num(row.vessels),
      })),
      Note:
        vessels === 0
          ? `Ingen fartøy meldte fangst om bord mellom ${from} og ${to}; de nyeste meldingene er fra ${newestDay}.`
          : null,
    };
  });
}

export interface EventLine {
  t: string;
  event: StockEvent;
  reference: string;
  code: string | null;
  name: string | null;
  weight: number;
}

/**
 * The vessel's catch on board as a time series over a period (default: the 60 days up to its newest
 * logbook message). The running balance starts at the last checkpoint before the period, so the first
 * rows are not off by what was already on board.
 */
export async function boatStockChanges(
  id: string,
  period: { from?: string; to?: string } = {},
): Promise<BoatStockChanges | BoatStockMiss> {
  if (!(await hasLogbook(id))) return boatMiss(id);
  // Keyed by what was asked: a cached answer costs no query, not even the one for the newest day.
  const found = await cachedQuery('stock-boat-changes', { id, ...period }, async () => {
    const asked =
      period.from || period.to
        ? (() => {
            const to = period.to ?? addDays(period.from!, STOCK_CHANGE_DAYS - 1);
            return { from: period.from ?? addDays(to, -(STOCK_CHANGE_DAYS - 1)), to };
          })()
        : null;
    const read = await stockEventLines(id, asked);
    if (!read) return null;
    const { changes, opening } = runningBalance(read.lines, read.from);
    return {
      VesselId: id,
      From: read.from,
      To: read.to,
      Opening: opening,
      Changes: changes,
    } satisfies BoatStockChanges;
  });
  return found ?? boatMiss(id);
}

const EVENT_ORDER: Record<StockEvent, number> = { DEP: 0, DCA: 1, TRA: 2, POR: 3, LANDING: 4 };

/**
 * The vessel's events as lines (one per species), oldest first, from the last checkpoint before `from`.
 * Two plain reads (its logbook lines and its landing notes in the period and the look-back) and the rest
 * in JavaScript: a vessel has at most some thousands of lines there, and one SQL statement doing it all
 * took five times as long on the boat page. Without a period (the boat page), the window ends on the
 * vessel's newest logbook day and is cut from the boat's recent logbook, the read its trips use too.
 */
async function stockEventLines(
  id: string,
  asked: { from: string; to: string } | null,
): Promise<{ lines: EventLine[]; from: string; to: string } | null> {
  const read = asked ? await askedWindow(id, asked) : await recentWindow(id);
  if (!read) return null;
  const { ersRows, landingRows, from, to } = read;

  const lines: EventLine[] = [];
  const push = (t: string, event: StockEvent, reference: string, row: Row | null, weight: number) =>
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
      return { lines: lines.slice(i), from, to };
    }
  }
  return { lines: lines.slice(start), from, to };
}

interface StockWindow {
  /** Logbook lines in the window, every version (as newestMessages wants them). */
  ersRows: Row[];
  /** Landing notes in the window: one row per note, clock time and species, with a weight. */
  landingRows: readonly Row[];
  from: string;
  to: string;
}

/** How far before `from` the window starts: the look-back for the checkpoint the balance starts at. */
const windowStart = (from: string) => addDays(from, -CHECKPOINT_LOOKBACK_DAYS);

async function askedWindow(id: string, asked: { from: string; to: string }): Promise<StockWindow> {
  const params = { id, since: windowStart(asked.from), to: asked.to };
  const [ersRows, landingRows] = await Promise.all([
    queryStore(
      `select message_type, message_id::varchar as message_id, version,
         ${isoTimestamp('coalesce(event_time, message_time)')} as t, species_code, species,
         round_weight, quantity_type, transfer_from, transfer_to
       from ers_lines where vessel_id = $id
         and coalesce(event_time, message_time) >= $since::date and coalesce(event_time, message_time) < $to::date + 1`,
      params,
    ),
    queryStore(
      `select doc_key, strftime(landing_date, '%Y-%m-%d') as day, landing_time as clock, species_fdir_code as code,
         any_value(species_fdir) as name, sum(round_weight) as weight
       from landing_lines where vessel_id = $id and round_weight is not null
         and landing_date >= $since::date and landing_date <= $to::date
       group by doc_key, landing_date, landing_time, species_fdir_code`,
      params,
    ),
  ]);
  return { ersRows, landingRows, ...asked };
}

/** The STOCK_CHANGE_DAYS up to the vessel's newest logbook day; null when it has no logbook lines. */
async function recentWindow(id: string): Promise<StockWindow | null> {
  const recent = await recentLogbook(id);
  const to = recent.newestDay;
  if (to === null || recent.lines.length === 0) return null;
  const from = addDays(to, -(STOCK_CHANGE_DAYS - 1));
  // The recent logbook reaches a year back from the newest message: more than the window needs.
  const since = windowStart(from);
  return {
    // ISO times compare as text; a day is a prefix of every time on it, so `>= since` keeps that day.
    ersRows: recent.lines.filter((line) => String(line.t) >= since),
    landingRows: recent.landings.filter((note) => note.weight != null && note.day >= since && note.day <= to),
    from,
    to,
  };
}

/** Runs the balance per species over the events; returns the rows from `from` on and what was on board then. */
export function runningBalance(
  lines: readonly EventLine[],
  from: string,
): { changes: StockChange[]; opening: OnBoardSpecies[] } {
  const balance = new Map<string, { name: string | null; kg: number }>();
  const changes: StockChange[] = [];
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

import 'server-only';
import { queryStore } from '@/lib/store/landing-store';
import { cachedQuery } from '@/lib/store/result-cache';
import { isoTimestamp, num, round2, text } from './common-sql';
import { hasErsTable } from './ers-messages';
import {
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

const addDays = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

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
  const rows = await queryStore('select 1 from boats where vessel_id = $1', [id]);
  return rows.length > 0 ? 'no-logbook' : 'unknown-boat';
}

/** The vessel's latest reported catch on board, or why there is none. */
export async function boatCatchOnBoard(id: string): Promise<BoatCatchOnBoard | BoatStockMiss> {
  if (!(await hasErsTable())) return boatMiss(id);
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
  if (!(await hasErsTable())) return boatMiss(id);
  const [newest] = await queryStore(
    "select strftime(max(coalesce(event_time, message_time)), '%Y-%m-%d') as day from ers_lines where vessel_id = $id",
    { id },
  );
  const newestDay = text(newest?.day);
  if (!newestDay) return boatMiss(id);
  const to = period.to ?? (period.from ? addDays(period.from, STOCK_CHANGE_DAYS - 1) : newestDay);
  const from = period.from ?? addDays(to, -(STOCK_CHANGE_DAYS - 1));
  return cachedQuery('stock-boat-changes', { id, from, to }, async () => {
    const lines = await stockEventLines(id, from, to);
    const { changes, opening } = runningBalance(lines, from);
    return { VesselId: id, From: from, To: to, Opening: opening, Changes: changes };
  });
}

async function stockEventLines(id: string, from: string, to: string): Promise<EventLine[]> {
  // From the last checkpoint before the period (at most a year back), so the balance is right at `from`.
  const [start] = await queryStore(
    `select strftime(max(t), '%Y-%m-%d %H:%M:%S') as t from (${checkpointsWhere('vessel_id = $id')})
     where t < $from::date and t >= $from::date - interval 366 day`,
    { id, from },
  );
  const params = {
    id,
    start: text(start?.t) ?? `${from} 00:00:00`,
    to,
  };
  const rows = await queryStore(
    `with newest as (
       select * from (
         select *, max(version) over (partition by message_type, message_id) as newest_version
         from ers_lines where vessel_id = $id
       ) where version = newest_version
     ), checkpoints as (
       select c.message_type as event, c.message_id, c.t, n.species_code, n.species, n.round_weight
       from (${checkpointsWhere('vessel_id = $id')}) c
       left join newest n on n.message_type = c.message_type and n.message_id = c.message_id
         and n.quantity_type = 'OB'
     ), hauls as (
       select 'DCA' as event, message_id, min(event_time) over (partition by message_id) as t,
         species_code, species, round_weight
       from newest where message_type = 'DCA' and round_weight is not null
     ), transfers as (
       -- The reporting vessel gave the catch when it names the vessel it went to, and received it when it
       -- names the vessel it came from. Quantity type KG is what moved; OB lines are not a checkpoint.
       select 'TRA' as event, message_id, coalesce(event_time, message_time) as t, species_code, species,
         case when transfer_to is not null then -round_weight else round_weight end as round_weight
       from newest where message_type = 'TRA' and quantity_type = 'KG' and round_weight is not null
         and (transfer_to is not null or transfer_from is not null)
     ), landings as (
       select 'LANDING' as event, doc_key as message_id,
         landing_date + coalesce(try_cast(landing_time as time), time '23:59:59') as t,
         species_fdir_code as species_code, any_value(species_fdir) as species, -sum(round_weight) as round_weight
       from landing_lines where vessel_id = $id and round_weight is not null
         and landing_date >= $start::timestamp::date and landing_date <= $to::date
       group by doc_key, landing_date, landing_time, species_fdir_code
     ), events as (
       select event, message_id::varchar as reference, t, species_code, species, round_weight from checkpoints
       union all select event, message_id::varchar, t, species_code, species, round_weight from hauls
       union all select event, message_id::varchar, t, species_code, species, round_weight from transfers
       union all select event, message_id, t, species_code, species, round_weight from landings
     )
     select event, reference, ${isoTimestamp('t')} as t, species_code as code, species as name, round_weight as weight
     from events where t >= $start::timestamp and t < $to::date + 1
     -- Same time: a departure's checkpoint before the hauls, an arrival's after them and before landings.
     order by t, case event when 'DEP' then 0 when 'DCA' then 1 when 'TRA' then 2 when 'POR' then 3 else 4 end,
       reference, code`,
    params,
  );
  return rows.map((row) => ({
    t: String(row.t),
    event: String(row.event) as StockEvent,
    reference: String(row.reference),
    code: text(row.code),
    name: text(row.name),
    weight: row.weight == null ? 0 : num(row.weight),
  }));
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

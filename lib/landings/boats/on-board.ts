import 'server-only';
import { queryStore } from '@/lib/store/landing-store';
import { cachedQuery } from '@/lib/store/result-cache';
import { boatExists } from './boats';
import { isoTimestamp, num, round2, text } from '@/lib/store/values';
import { hasErsTable, hasLogbook } from './ers-messages';
import { addDays } from '@/lib/logbook/messages';
import { recentOnBoardChanges } from './boat-logbooks';
import { onBoardChanges, windowStart, type OnBoardWindow } from '@/lib/logbook/on-board-changes';
import {
  FLEET_ON_BOARD_DAYS,
  ON_BOARD_CHANGE_DAYS,
  type BoatCatchOnBoard,
  type BoatOnBoardChanges,
  type BoatOnBoardMiss,
  type FleetCatchOnBoard,
} from '@/lib/logbook/on-board-types';

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

export * from '@/lib/logbook/on-board-types';

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

async function boatMiss(id: string): Promise<BoatOnBoardMiss> {
  return (await boatExists(id)) ? 'no-logbook' : 'unknown-boat';
}

/** The vessel's latest reported catch on board, or why there is none. */
export async function boatCatchOnBoard(id: string): Promise<BoatCatchOnBoard | BoatOnBoardMiss> {
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
  const to = period.to ?? (period.from ? addDays(period.from, FLEET_ON_BOARD_DAYS - 1) : newestDay);
  const from = period.from ?? addDays(to, -(FLEET_ON_BOARD_DAYS - 1));
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

/**
 * The vessel's catch on board as a time series over a period (default: the 60 days up to its newest
 * logbook message, derived at ingest for its page: lib/store/ingest/read-models/boat-logbooks.ts). The running
 * balance starts at the last checkpoint before the period, so the first rows are not off by what was
 * already on board.
 */
export async function boatOnBoardChanges(
  id: string,
  period: { from?: string; to?: string } = {},
): Promise<BoatOnBoardChanges | BoatOnBoardMiss> {
  if (!(await hasLogbook(id))) return boatMiss(id);
  if (!period.from && !period.to) return (await recentOnBoardChanges(id)) ?? boatMiss(id);
  const to = period.to ?? addDays(period.from!, ON_BOARD_CHANGE_DAYS - 1);
  const asked = { from: period.from ?? addDays(to, -(ON_BOARD_CHANGE_DAYS - 1)), to };
  return cachedQuery('stock-boat-changes', { id, ...asked }, async () =>
    onBoardChanges(id, await askedWindow(id, asked)),
  );
}

async function askedWindow(id: string, asked: { from: string; to: string }): Promise<OnBoardWindow> {
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
    // The boat's landings per document and species (lib/store/ingest/read-models/boat-tables.ts): a range in boat order.
    queryStore(
      `select doc_key, strftime(landing_date, '%Y-%m-%d') as day, landing_time as clock, species_fdir_code as code,
         any_value(species_fdir) as name, sum(round_weight) as weight
       from boat_document_species where vessel_id = $id
         and landing_date >= $since::date and landing_date <= $to::date
       group by doc_key, landing_date, landing_time, species_fdir_code`,
      params,
    ),
  ]);
  return { ersRows, landingRows, ...asked };
}

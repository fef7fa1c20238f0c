import 'server-only';
import { queryStore, type Row } from '@/lib/store/landing-store';
import { cachedQuery } from '@/lib/store/result-cache';
import { isoTimestamp } from './common-sql';
import { newestLogbookTime } from './ers-messages';

/**
 * One boat's logbook lines and landing notes of its newest year, read once for the boat page's two
 * logbook sections: the trips (boat-trips.ts) and the catch on board over time (stock.ts). Each used
 * to read its own window (a year, and 150 days) of the same two tables, four queries per boat page,
 * the landing reads the dearest of a boat's first view; each now filters this read in JavaScript.
 *
 * The read is shared, not kept (`keep: false`): the trips and the stock series are cached, and raw
 * rows of every boat page's boat would cost the result cache their size again.
 */

/** How far back from its newest logbook message a boat's recent logbook reaches. */
export const RECENT_LOGBOOK_DAYS = 365;

export interface RecentLogbook {
  /** The UTC day of the boat's newest logbook line (yyyy-MM-dd); null when it has none. */
  newestDay: string | null;
  /**
   * Every version of every line whose time (`t`, ISO UTC: the event time, else the message time) is
   * at most RECENT_LOGBOOK_DAYS before the boat's newest one.
   */
  lines: Row[];
  /**
   * The boat's landing notes from the UTC day of that first instant on: one row per note, day
   * (`day`, yyyy-MM-dd), clock time (`clock`, text or null) and species (`code`, `name`), with the
   * round weight (`weight`, kg; null when no line of the group has one). Not in any order.
   */
  landings: Row[];
}

const DAY_MS = 86_400_000;

export function recentLogbook(vesselId: string): Promise<RecentLogbook> {
  return cachedQuery(
    'boat-recent-logbook',
    { vesselId },
    async (signal) => {
      const newest = await newestLogbookTime(vesselId);
      if (newest === null) return { newestDay: null, lines: [], landings: [] };
      // The start as a constant, so both reads skip every block of other times (the landing notes are
      // in date order; a boat's logbook lines lie together), the two side by side.
      const since = new Date(Date.parse(newest) - RECENT_LOGBOOK_DAYS * DAY_MS).toISOString();
      const params = { id: vesselId, since: `${since.slice(0, 10)} ${since.slice(11, 19)}` };
      const [lines, landings] = await Promise.all([
        queryStore(
          `select message_type, message_id::varchar as message_id, version,
             ${isoTimestamp('coalesce(event_time, message_time)')} as t, coalesce(port, port_code) as port,
             ${isoTimestamp('stop_time')} as stop, latitude, longitude, stop_latitude, stop_longitude, gear,
             species_code, species, round_weight, quantity_type, transfer_from, transfer_to
           from ers_lines where vessel_id = $id and coalesce(event_time, message_time) >= $since::timestamp`,
          params,
          signal,
        ),
        queryStore(
          `select doc_key, strftime(landing_date, '%Y-%m-%d') as day, landing_time as clock,
             species_fdir_code as code, any_value(species_fdir) as name, sum(round_weight) as weight
           from landing_lines where vessel_id = $id and landing_date >= $since::timestamp::date
           group by doc_key, landing_date, landing_time, species_fdir_code`,
          params,
          signal,
        ),
      ]);
      return { newestDay: newest.slice(0, 10), lines, landings };
    },
    { keep: false },
  );
}

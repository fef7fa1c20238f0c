import 'server-only';
import { queryStore, type Row } from '@/lib/store/landing-store';
import { cachedQuery } from '@/lib/store/result-cache';
import { isoDate } from './common-sql';

/**
 * Every boat's landing years, names and ownerships, read once per store version and kept in memory,
 * for the boat page's year links, name history and owner list (and their API routes and CSVs).
 *
 * Why: after each ingest every boat page is a first view (crawlers see nothing else), and three small
 * queries per boat would each hold a store connection while the page's heavier reads wait for one;
 * three whole-table reads per store version cost less than that for a few boats. With the
 * directorate's full files the three tables hold some 200,000 rows (tens of MB): more than the result
 * cache keeps in one entry (RESULT_CACHE_MAX_ENTRY_MB), so the copy is kept for the whole store
 * version (`keep: 'version'`), one per process. Each boat's rows are in the order its page shows them
 * (the reads sort by boat, then by what the page lists first).
 */

export interface BoatHistory {
  /**
   * Newest year first: `year`, `round_weight`, `value`, `priced_weight`, `landings`, `priced_landings`,
   * `last_landing` (yyyy-MM-dd).
   */
  years: readonly Row[];
  /** By first and last day seen, then name: `name`, `registration_mark`, `first_seen`, `last_seen`. */
  names: readonly Row[];
  /** Current first, then newest start: `owner_id`, `owner_name`, `entity_type`, `from_date`, `to_date`. */
  ownerships: readonly Row[];
}

const NO_HISTORY: BoatHistory = { years: [], names: [], ownerships: [] };

/** The boat's years, names and ownerships; empty lists for a boat the store does not know. */
export async function boatHistory(vesselId: string): Promise<BoatHistory> {
  const histories = await cachedQuery('boat-histories', {}, readHistories, { keep: 'version' });
  return histories.get(vesselId) ?? NO_HISTORY;
}

async function readHistories(signal: AbortSignal): Promise<Map<string, BoatHistory>> {
  const [years, names, ownerships] = await Promise.all([
    queryStore(
      `select vessel_id, year, round_weight, value, priced_weight, landings, priced_landings,
         ${isoDate('last_landing')} as last_landing
       from boat_years order by vessel_id, year desc`,
      undefined,
      signal,
    ),
    queryStore(
      `select vessel_id, name, registration_mark, ${isoDate('first_seen')} as first_seen,
         ${isoDate('last_seen')} as last_seen
       from boat_names order by vessel_id, boat_names.first_seen, boat_names.last_seen, name`,
      undefined,
      signal,
    ),
    queryStore(
      `select vessel_id, owner_id, owner_name, entity_type, ${isoDate('from_date')} as from_date,
         ${isoDate('to_date')} as to_date
       from ownerships
       order by vessel_id, ownerships.to_date is null desc,
         coalesce(ownerships.from_date, date '1900-01-01') desc, owner_id`,
      undefined,
      signal,
    ),
  ]);
  const histories = new Map<string, BoatHistory>();
  const historyOf = (row: Row) => {
    const id = String(row.vessel_id);
    let history = histories.get(id);
    if (!history) {
      history = { years: [], names: [], ownerships: [] };
      histories.set(id, history);
    }
    return history as { years: Row[]; names: Row[]; ownerships: Row[] };
  };
  for (const row of years) historyOf(row).years.push(row);
  for (const row of names) historyOf(row).names.push(row);
  for (const row of ownerships) historyOf(row).ownerships.push(row);
  return histories;
}

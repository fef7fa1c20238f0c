import 'server-only';
import { normalizeRegistrationMark } from '@/lib/fiskeridir/registration-mark';
import { queryStore } from '@/lib/store/landing-store';
import { cachedQuery } from '@/lib/store/result-cache';
import { getBoat } from './boats';
import { isoDate } from '@/lib/store/values';
import { summaryOfRow, type LandingSummary } from '../notes/landing-document-lists';

/**
 * A boat's landings: one row per landing document (date, place, buyer and station, species, weight,
 * value), newest first. Serves `GET /api/Offloads/{boat}/date/{from}/{to}` and `/api/Offloads/{boat}/{year}`
 * and the boat page, from the boat_documents read model (lib/store/ingest/read-models/boat-tables.ts): one range
 * read of the boat's rows.
 */

export interface BoatRef {
  /** Fartøy ID. */
  id: string;
  name: string | null;
  registrationMark: string | null;
}

/**
 * The boat a caller means: its Fartøy ID, or its registration mark in any common spelling (`N 0045B`,
 * `N-45-B`, `N45B`), or its radio call sign. Null when the store knows no such boat.
 */
export async function resolveBoat(ref: string): Promise<BoatRef | null> {
  const trimmed = ref.trim();
  if (!trimmed) return null;
  // A Fartøy ID wins over a mark or call sign spelled the same; the boat page has just read this boat.
  const byId = await getBoat(trimmed);
  if (byId) return { id: byId.id, name: byId.name, registrationMark: byId.registrationMark };
  return cachedQuery('landings.boat-ref', { ref: trimmed }, async () => {
    const mark = normalizeRegistrationMark(trimmed);
    const rows = await queryStore<{
      vessel_id: string;
      name: string | null;
      registration_mark: string | null;
      rank: number;
    }>(
      `select vessel_id, name, registration_mark,
         case when vessel_id = $1 then 0 when registration_mark = $2 then 1 else 2 end as rank
       from boats
       where vessel_id = $1 or registration_mark = $2 or upper(radio_call_sign) = upper($1)
       order by rank, last_landing desc nulls last, vessel_id limit 1`,
      [trimmed, mark ?? ''],
    );
    const row = rows[0];
    return row ? { id: row.vessel_id, name: row.name, registrationMark: row.registration_mark } : null;
  });
}

export interface BoatLandings {
  boat: BoatRef;
  rows: LandingSummary[];
}

/**
 * A boat's landing documents in a period (dates inclusive, yyyy-MM-dd), newest first; null when the
 * boat is unknown. Every one of them, or the page of them `offset` and `limit` ask for: a page shows
 * its first rows, a download reads them page by page (./boat-period.ts has the totals of all).
 */
export async function boatLandings(
  ref: string,
  period: { FromDate: string; ToDate: string },
  options: { signal?: AbortSignal; offset?: number; limit?: number } = {},
): Promise<BoatLandings | null> {
  const boat = await resolveBoat(ref);
  if (!boat) return null;
  const offset = Math.max(0, Math.floor(options.offset ?? 0));
  const limit = options.limit == null ? null : Math.max(0, Math.floor(options.limit));
  const key = { id: boat.id, from: period.FromDate, to: period.ToDate, offset, limit };
  return cachedQuery(
    'landings.boat',
    key,
    async (signal) => {
      const rows = await queryStore(
        `select doc_key, document_number, ${isoDate('landing_date')} as landing_date, landing_time, vessel_id,
           vessel_name, registration_mark, radio_call_sign, vessel_length, municipality_code, municipality,
           county, buyer_id, buyer_name, station_id, station_name, gear, species, total_weight, price,
           priced_weight
         from boat_documents where vessel_id = $id and landing_date between $from::date and $to::date
         order by landing_date desc, doc_key desc
         ${limit == null ? '' : 'limit $limit'} offset $offset`,
        {
          id: boat.id,
          from: period.FromDate,
          to: period.ToDate,
          offset,
          ...(limit == null ? {} : { limit }),
        },
        signal,
      );
      return { boat, rows: rows.map(summaryOfRow) };
    },
    { signal: options.signal },
  );
}

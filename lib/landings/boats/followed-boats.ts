import 'server-only';
import { displayRegistrationMark } from '@/lib/fiskeridir';
import { isNoDataError, queryStore } from '@/lib/store/landing-store';
import { cachedQuery } from '@/lib/store/result-cache';
import type { UserBoatEntry } from '@/lib/userdata/user-boats';

/**
 * The landing-store half of "Mine båter": a followed boat's name, registration mark and latest landing.
 * The list itself lives in the user-state database (lib/userdata/user-boats.ts); this joins the two.
 */

export interface LatestLanding {
  /** yyyy-MM-dd */
  date: string;
  /** Round weight landed that day, kg. */
  weight: number;
  documents: number;
}

export interface UserBoat {
  id: string;
  name: string | null;
  registrationMark: string | null;
  registrationMarkDisplay: string | null;
  /** ISO 8601 */
  followedAt: string;
  latestLanding: LatestLanding | null;
}

interface BoatFacts {
  name: string | null;
  registrationMark: string | null;
  latestLanding: LatestLanding | null;
}

type FactsRow = {
  vessel_id: string;
  name: string | null;
  registration_mark: string | null;
  last_landing: string | null;
  weight: number | null;
  documents: number | null;
};

async function boatFacts(ids: string[]): Promise<Map<string, BoatFacts>> {
  if (ids.length === 0) return new Map();
  const sorted = [...new Set(ids)].sort();
  const rows = await cachedQuery('user.followed-boats', { ids: sorted }, () =>
    queryStore<FactsRow>(
      `with wanted as (
         select vessel_id, name, registration_mark, last_landing from boats
         where vessel_id in (${sorted.map((_, i) => `$${i + 1}`).join(', ')})
       ), last_day as (
         -- The boat's landing notes (boat_documents, in boat order): one row per note.
         select d.vessel_id, sum(d.total_weight) as weight, count(*)::integer as documents
         from boat_documents d join wanted w on d.vessel_id = w.vessel_id and d.landing_date = w.last_landing
         group by d.vessel_id
       )
       select w.vessel_id, w.name, w.registration_mark, strftime(w.last_landing, '%Y-%m-%d') as last_landing,
         d.weight, d.documents
       from wanted w left join last_day d on d.vessel_id = w.vessel_id`,
      sorted,
    ),
  );
  return new Map(
    rows.map((row) => [
      String(row.vessel_id),
      {
        name: row.name?.trim() || null,
        registrationMark: row.registration_mark?.trim() || null,
        latestLanding: row.last_landing
          ? {
              date: row.last_landing,
              weight: Math.round(Number(row.weight ?? 0) * 100) / 100,
              documents: Number(row.documents ?? 0),
            }
          : null,
      },
    ]),
  );
}

/**
 * The entries with what the landing store knows about each boat. A boat the store no longer knows
 * (or a store not loaded yet) keeps its entry with empty facts, so the user can still unfollow it.
 */
export async function describeUserBoats(entries: UserBoatEntry[]): Promise<UserBoat[]> {
  let facts = new Map<string, BoatFacts>();
  try {
    facts = await boatFacts(entries.map((entry) => entry.vesselId));
  } catch (error) {
    if (!isNoDataError(error)) throw error;
  }
  return entries.map((entry) => {
    const known = facts.get(entry.vesselId);
    const mark = known?.registrationMark ?? null;
    return {
      id: entry.vesselId,
      name: known?.name ?? null,
      registrationMark: mark,
      registrationMarkDisplay: mark ? displayRegistrationMark(mark) : null,
      followedAt: entry.followedAt.toISOString(),
      latestLanding: known?.latestLanding ?? null,
    };
  });
}

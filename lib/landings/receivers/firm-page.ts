import 'server-only';
import { queryStore } from '@/lib/store/landing-store';
import { cachedQuery } from '@/lib/store/result-cache';
import { num, numOrNull, round2, text } from '@/lib/store/values';
import { valueCoverageOf } from '../entity-rows';
import { speciesTotalOf, type SpeciesTotal } from '../boats/boat-catch-summary';

/** What the firm page (/firm/{id}) shows besides the firm's stations and their monthly graph. */

export interface FirmTopBoat {
  boatId: string;
  name: string | null;
  registrationMark: string | null;
  length: number | null;
  /** Round weight (kg), value (NOK) and landing notes the boat delivered to the firm in the year. */
  weight: number;
  value: number | null;
  landings: number;
  /** The weight and landing notes of those whose value is published (lib/landings/value-coverage.ts). */
  pricedWeight: number;
  pricedLandings: number;
}

/** The boats that delivered most (round weight) to the firm in the year, heaviest first (`limit` null: all). */
export async function firmTopBoats(
  firmId: string,
  year: number,
  limit: number | null = 10,
): Promise<FirmTopBoat[]> {
  return cachedQuery('firm-page.top-boats', { firmId, year, limit }, async () => {
    const rows = await queryStore(
      `select y.*, b.length from buyer_year_boats y left join boats b on b.vessel_id = y.vessel_id
       where y.buyer_id = $id and y.year = $year order by y.round_weight desc, y.vessel_id
       ${limit == null ? '' : 'limit $limit'}`,
      limit == null ? { id: firmId, year } : { id: firmId, year, limit },
    );
    return rows.map((row) => ({
      boatId: String(row.vessel_id),
      name: text(row.vessel_name),
      registrationMark: text(row.registration_mark),
      length: numOrNull(row.length),
      weight: round2(num(row.round_weight)),
      ...valueCoverageOf(row),
      landings: num(row.landings),
    }));
  });
}

/** What the firm received per species in the year, heaviest first (value and priced weight for kr/kg). */
export async function firmSpeciesTotals(firmId: string, year: number): Promise<SpeciesTotal[]> {
  return cachedQuery('firm-page.species', { firmId, year }, async () =>
    yearSpeciesTotals('buyer', firmId, year),
  );
}

/**
 * A station's or buyer's species totals of a year, read from its read model (station_year_species,
 * buyer_year_species: lib/store/ingest/read-models/receiver-tables.ts): weight, value paid to fishers, the weight
 * that has a price (the base of a price per kg) and landing notes.
 */
export async function yearSpeciesTotals(
  receiver: 'station' | 'buyer',
  id: string,
  year: number,
): Promise<SpeciesTotal[]> {
  const rows = await queryStore(
    `select species_fdir_code as code, species_fdir as name, round_weight as weight, value, priced_weight,
       landings, priced_landings
     from ${receiver}_year_species where ${receiver}_id = $id and year = $year order by weight desc, code`,
    { id, year },
  );
  return rows.map(speciesTotalOf);
}

/** The years the firm received landings in, newest first. */
export async function firmYears(firmId: string): Promise<number[]> {
  return cachedQuery('firm-page.years', { firmId }, async () => {
    const rows = await queryStore('select year from buyer_years where buyer_id = $1 order by year desc', [
      firmId,
    ]);
    return rows.map((row) => num(row.year));
  });
}

import 'server-only';
import { queryStore } from '@/lib/store/landing-store';
import { cachedQuery } from '@/lib/store/result-cache';
import { num } from '@/lib/store/values';
import type { SpeciesTotal } from '../boats/boat-catch-summary';
import { yearSpeciesTotals } from './firm-page';

/** The years a receiving station took in landings, newest first (for the station page's year links). */
export async function stationYears(stationId: string): Promise<number[]> {
  return cachedQuery('station-page.years', { stationId }, async () => {
    const rows = await queryStore(
      'select distinct year from station_year_species where station_id = $1 order by year desc',
      [stationId],
    );
    return rows.map((row) => num(row.year));
  });
}

/** What the station took in per species in the year (weight, value, kr/kg), heaviest first. */
export async function stationSpeciesTotals(stationId: string, year: number): Promise<SpeciesTotal[]> {
  return cachedQuery('station-page.species', { stationId, year }, async () =>
    yearSpeciesTotals('station', stationId, year),
  );
}

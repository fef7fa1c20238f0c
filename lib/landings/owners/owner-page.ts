import 'server-only';
import { queryStore } from '@/lib/store/landing-store';
import { cachedQuery } from '@/lib/store/result-cache';
import { monthlySeriesOf, monthRange, type MonthlySeries } from '../monthly-series';
import { bySpeciesWeight, speciesTotalOf, type SpeciesTotal } from '../boats/boat-catch-summary';

/**
 * The owner page (/owner/{id}): what the owner's boats landed in a year while the owner had them, per
 * species and per boat and month. Matches `ownerBoats(id, year)`, which gives the per-boat totals.
 * Both are reads of one owner's rows of the year in its read models (lib/store/ingest/read-models/owner-tables.ts).
 */
export interface OwnerYearBreakdown {
  year: number;
  species: SpeciesTotal[];
  /** Round weight per month, one series per boat (id = Fartøy ID), heaviest first. */
  monthly: MonthlySeries;
}

export async function ownerYearBreakdown(ownerId: string, year: number): Promise<OwnerYearBreakdown> {
  return cachedQuery('owner-page.breakdown', { ownerId, year }, async () => {
    const params = { id: ownerId, year };
    const [speciesRows, monthRows] = await Promise.all([
      queryStore(
        `select species_fdir_code as code, species_fdir as name, round_weight as weight, value, priced_weight,
           landings, priced_landings
         from owner_year_species where owner_id = $id and year = $year order by weight desc, code`,
        params,
      ),
      // Newest month first: a boat's series is named after its latest name in the year.
      queryStore(
        `select vessel_id, vessel_name, month, round_weight from owner_year_months
         where owner_id = $id and year = $year order by month desc, vessel_id`,
        params,
      ),
    ]);
    const monthly = monthlySeriesOf(monthRows, monthRange(`${year}-01`, `${year}-12`), {
      id: 'vessel_id',
      name: 'vessel_name',
      weight: 'round_weight',
    });
    return { year, species: speciesRows.map(speciesTotalOf).sort(bySpeciesWeight), monthly };
  });
}

import 'server-only';
import { queryStore } from '@/lib/store/landing-store';
import { cachedQuery } from '@/lib/store/result-cache';
import { monthlySeries, monthRange, num, text, type MonthlySeries } from './common-sql';
import { bySpeciesWeight, speciesTotalOf, type SpeciesTotal } from './boat-catch-summary';
import { pricedLandingsSql, pricedWeightSql } from './value-coverage';

/**
 * The owner page (/owner/{id}): what the owner's boats landed in a year while the owner had them, per
 * species and per boat and month. Matches `ownerBoats(id, year)`, which gives the per-boat totals.
 */
export interface OwnerYearBreakdown {
  year: number;
  species: SpeciesTotal[];
  /** Round weight per month, one series per boat (id = Fartøy ID), heaviest first. */
  monthly: MonthlySeries;
}

export async function ownerYearBreakdown(ownerId: string, year: number): Promise<OwnerYearBreakdown> {
  return cachedQuery('owner-page.breakdown', { ownerId, year }, async () => {
    const rows = await queryStore(
      `with periods as (
         select vessel_id,
           greatest(coalesce(from_date, date '1900-01-01'), $start::date) as lo,
           least(coalesce(to_date, date '9999-12-31'), $end::date) as hi
         from ownerships where owner_id = $id
       ), lines as (
         select l.doc_key, l.vessel_id, l.vessel_name, l.landing_date, l.species_fdir_code, l.species_fdir,
           l.round_weight, l.amount_fisher
         from periods p join landing_lines l
           on l.vessel_id = p.vessel_id and l.landing_date >= p.lo and l.landing_date < p.hi
       )
       select 'species' as kind, species_fdir_code as code, arg_max(species_fdir, landing_date) as name,
         null as month, sum(round_weight) as weight, sum(amount_fisher) as value,
         ${pricedWeightSql()} as priced_weight,
         count(distinct doc_key)::integer as landings, ${pricedLandingsSql()} as priced_landings
       from lines group by species_fdir_code
       union all
       select 'month', vessel_id, arg_max(vessel_name, landing_date), strftime(landing_date, '%Y-%m'),
         sum(round_weight), null, null, null, null
       from lines group by vessel_id, strftime(landing_date, '%Y-%m')`,
      { id: ownerId, start: `${year}-01-01`, end: `${year + 1}-01-01` },
    );
    const species: SpeciesTotal[] = rows
      .filter((row) => row.kind === 'species')
      .map(speciesTotalOf)
      .sort(bySpeciesWeight);
    const monthly = monthlySeries(
      rows
        .filter((row) => row.kind === 'month')
        .map((row) => ({
          id: text(row.code),
          name: text(row.name),
          month: String(row.month),
          weight: num(row.weight),
        })),
      monthRange(`${year}-01`, `${year}-12`),
    );
    return { year, species, monthly };
  });
}

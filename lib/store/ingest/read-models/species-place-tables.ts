import { BY_LANDING_YEAR, SCOPE, type ReadModel } from './read-model';

/**
 * The read models of the species pages (/art/{slug}) and the municipality pages (/kommune/{slug}):
 * what was landed per day of each species and in each landing municipality, and per year where each
 * species was caught. A page's key figures, its season chart (week by week, this year against the
 * years before) and its price by month are sums over one species' or one municipality's days; none
 * of them groups landing lines at request time. Their top lists (the boats, buyers, mottak and
 * municipalities that landed a species most, the boats that landed most in a municipality) are rows of
 * `place_top_years`, summed as the landing query sums its rows (lib/landings/landing-query/sql.ts), so
 * they agree with /topoffloads to the kilo.
 *
 * Refreshed for the days and years an ingest changed, like the other read models (./read-model.ts).
 */

/** The round weight and the landing notes whose value (Beløp for fisker) is published (lib/landings/value-coverage.ts). */
const PRICED_WEIGHT = 'coalesce(sum(round_weight) filter (where amount_fisher is not null), 0)';
const PRICED_LANDINGS = 'count(distinct doc_key) filter (where amount_fisher is not null)::integer';

/** A top list row's sums, as the landing query's (total_weight, price, priced_weight, last_date). */
const ROW_TOTALS = `sum(round_weight) as total_weight, sum(amount_fisher) as price,
     sum(case when amount_fisher is not null then round_weight end) as priced_weight,
     max(landing_date) as last_date`;

/**
 * One part of place_top_years: per year, place and row, the row's sums and the counts its Row1/Row2
 * show (a landing note has one boat and one mottak, so these count over the lines as exactly as the
 * landing query counts them per note).
 */
const topRows = (source: string, placeKind: string, place: string, rowKind: string, id: string) => `
   select year(landing_date)::integer as year, '${placeKind}' as place_kind, ${place} as place,
     '${rowKind}' as row_kind, ${id} as id, ${ROW_TOTALS},
     count(distinct vessel_id)::integer as boats, count(distinct station_id)::integer as stations,
     count(distinct doc_key)::integer as landings
   from ${source} where landing_date is not null and ${place} is not null and ${id} is not null
   group by all`;

const DAY_TOTALS = `sum(round_weight) as round_weight, sum(amount_fisher) as value, ${PRICED_WEIGHT} as priced_weight,
     count(distinct doc_key)::integer as landings, ${PRICED_LANDINGS} as priced_landings`;

// Every group of these tables lies within one year, so a full rebuild goes a year at a time: their
// distinct counts over the whole history at once outgrew the ingest's memory (place_top_years did at
// 26 × 1.2 M lines). The tables keep the year first in their order.
export const SPECIES_PLACE_TABLES: ReadModel[] = [
  // Per landing day and species (its latest name): weight, value, notes.
  {
    table: 'species_days',
    scope: [SCOPE.day],
    batchBy: BY_LANDING_YEAR,
    select: (source) => `
   select landing_date, species_fdir_code, arg_max(species_fdir, landing_date) as species_fdir, ${DAY_TOTALS}
   from ${source} where landing_date is not null and species_fdir_code is not null
   group by landing_date, species_fdir_code order by landing_date, species_fdir_code`,
  },
  // Per landing day and landing municipality (the number the note gives, and its name on it).
  {
    table: 'municipality_days',
    scope: [SCOPE.day],
    batchBy: BY_LANDING_YEAR,
    select: (source) => `
   select landing_date, landing_municipality_code, arg_max(landing_municipality, landing_date) as landing_municipality,
     ${DAY_TOTALS}
   from ${source} where landing_date is not null and landing_municipality_code is not null
   group by landing_date, landing_municipality_code order by landing_date, landing_municipality_code`,
  },
  // Per landing year, species and main catch area (Hovedområde): where a species was caught.
  {
    table: 'species_area_years',
    scope: [SCOPE.year],
    batchBy: BY_LANDING_YEAR,
    select: (source) => `
   select year(landing_date)::integer as year, species_fdir_code, main_area_code,
     arg_max(main_area, landing_date) as main_area, sum(round_weight) as round_weight,
     count(distinct doc_key)::integer as landings
   from ${source} where landing_date is not null and species_fdir_code is not null
   group by all order by year, species_fdir_code`,
  },
  // Per year and species: its boats, buyers, mottak and landing municipalities; per year and landing
  // municipality: its boats. A page reads one (place, row kind, year) range, heaviest first.
  {
    table: 'place_top_years',
    scope: [SCOPE.year],
    batchBy: BY_LANDING_YEAR,
    select: (source) => `
   select * from (
     ${topRows(source, 'species', 'species_fdir_code', 'boat', 'vessel_id')}
     union all ${topRows(source, 'species', 'species_fdir_code', 'buyer', 'buyer_id')}
     union all ${topRows(source, 'species', 'species_fdir_code', 'station', 'station_id')}
     union all ${topRows(source, 'species', 'species_fdir_code', 'municipality', 'landing_municipality_code')}
     union all ${topRows(source, 'municipality', 'landing_municipality_code', 'boat', 'vessel_id')}
   ) order by place_kind, place, row_kind, year, total_weight desc, id`,
  },
];

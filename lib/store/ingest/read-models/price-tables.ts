import { BY_LANDING_YEAR, SCOPE, type ReadModel } from './read-model';

/**
 * The read models of the price page (/priser), the price API and download (`/api/nergard/…`) and the
 * front page's price widget (lib/landings/prices/prices.ts reads them). None of those reads groups landing
 * lines at request time: a species' prices over every year are a few hundred rows of `price_months`,
 * and a year's bycatch is one year's rows of `bycatch_years` instead of every note of the year grouped
 * per species.
 *
 * A line is priced when the fisher's value (Beløp for fisker) is published and it has a product weight:
 * the price is value per kg product weight, so a line without product weight cannot carry one. The
 * directorate withholds values for the newest 12 months, so a month can have lines and no price.
 *
 * Refreshed for the months and years an ingest changed, like the other read models (./read-model.ts).
 */

const PRICED_LINE = 'amount_fisher is not null and product_weight > 0';

export const PRICE_TABLES: ReadModel[] = [
  // Per month, species and the page's filters (gear group, length group, preservation): every line and
  // the priced ones with their product weight and value.
  {
    table: 'price_months',
    scope: [SCOPE.month],
    select: (source) => `
   select date_trunc('month', landing_date)::date as month, species_fdir_code,
     arg_max(species_fdir, landing_date) as species_fdir, gear_group_code, length_group_code, preservation_code,
     count(*)::integer as lines, count(*) filter (where ${PRICED_LINE})::integer as priced_lines,
     sum(product_weight) filter (where ${PRICED_LINE}) as product_weight,
     sum(amount_fisher) filter (where ${PRICED_LINE}) as value
   from ${source} where landing_date is not null and species_fdir_code is not null
   group by month, species_fdir_code, gear_group_code, length_group_code, preservation_code
   order by month, species_fdir_code`,
  },
  // What else comes up when a species is fished: per landing year, the landing notes whose heaviest
  // species (round weight) is `main_species_code`, by the gear group of the note's heaviest species, and
  // the weight of every species on those notes (the main species included). Equal weights go to the
  // lower code, so a rebuild and a refresh pick the same main species and gear.
  {
    table: 'bycatch_years',
    scope: [SCOPE.year],
    // Grouping every note of the whole history per species at once outgrows the ingest's memory; a
    // note's lines share its landing date, so batches of whole years give the same rows.
    batchBy: BY_LANDING_YEAR,
    select: (source) => `
   with per_species as (
     select doc_key, year(any_value(landing_date))::integer as year, species_fdir_code,
       any_value(species_fdir) as species_fdir, sum(round_weight) as weight,
       first(gear_group_code order by round_weight desc, gear_group_code) as gear_group_code,
       first(gear_group order by round_weight desc, gear_group_code) as gear_group
     from ${source} where landing_date is not null and species_fdir_code is not null
     group by doc_key, species_fdir_code
   ), notes as (
     select doc_key, first(species_fdir_code order by weight desc, species_fdir_code) as main_species_code,
       first(gear_group_code order by weight desc, species_fdir_code) as note_gear_code,
       first(gear_group order by weight desc, species_fdir_code) as note_gear
     from per_species group by doc_key having sum(weight) > 0
   )
   select p.year, n.main_species_code, n.note_gear_code as gear_group_code, max(n.note_gear) as gear_group,
     p.species_fdir_code, max(p.species_fdir) as species_fdir, sum(p.weight) as weight, count(*)::integer as notes
   from per_species p join notes n using (doc_key)
   group by p.year, n.main_species_code, n.note_gear_code, p.species_fdir_code
   order by p.year, n.main_species_code, n.note_gear_code, p.species_fdir_code`,
  },
];

import 'server-only';
import { queryStore } from '@/lib/store/landing-store';
import { cachedQuery } from '@/lib/store/result-cache';
import { num, round2, text } from './common-sql';
import { priceFilterSql, type PriceFilters } from './price-filters';
import { SAMPLE_PRICE_WIDGET, type PriceWidget } from './price-sample';

export type { PriceFilters } from './price-filters';
export { SAMPLE_PRICE_WIDGET, type PriceWidget } from './price-sample';

/**
 * The data of the price page (/priser) and the front page's price widget: what fishers were paid per
 * kg product weight (`Beløp for fisker` / `Produktvekt`), per species and month, optionally for one
 * gear group, length group or preservation method. The directorate withholds prices for the newest
 * 12 months: a month whose lines all lack a price is "withheld", never a price of 0.
 */

const filterKey = (filters: PriceFilters) => ({
  gear: filters.gearGroup ?? null,
  length: filters.lengthGroup ?? null,
  preservation: filters.preservation ?? null,
});

export interface PricedPeriod {
  /** `yyyy-MM` for a month, `yyyy` for a year. */
  period: string;
  /** Kr per kg product weight over the priced lines; null when none of the lines has a price. */
  pricePerKg: number | null;
  /** Product weight (kg) and value (kr) of the priced lines. */
  productWeight: number;
  value: number;
  pricedLines: number;
  /** All landing lines of the species in the period (priced or not). */
  lines: number;
}

export interface SpeciesPriceHistory {
  speciesCode: string;
  species: string | null;
  /** Every month with landings of the species, oldest first. */
  months: PricedPeriod[];
  /** Every year with landings of the species, oldest first. */
  years: PricedPeriod[];
}

const priced = (
  period: string,
  productWeight: number,
  value: number,
  pricedLines: number,
  lines: number,
): PricedPeriod => ({
  period,
  pricePerKg: pricedLines > 0 && productWeight > 0 ? round2(value / productWeight) : null,
  productWeight: round2(productWeight),
  value: round2(value),
  pricedLines,
  lines,
});

/** A species' price per month and per year over every year in the store, with the filters. */
export function speciesPriceHistory(
  speciesCode: string,
  filters: PriceFilters,
): Promise<SpeciesPriceHistory> {
  return cachedQuery('price-history', { speciesCode, ...filterKey(filters) }, async () => {
    const filter = priceFilterSql(filters);
    const rows = await queryStore(
      `select strftime(landing_date, '%Y-%m') as month, any_value(species_fdir) as species,
         sum(product_weight) filter (where amount_fisher is not null and product_weight > 0) as product_weight,
         sum(amount_fisher) filter (where product_weight > 0) as value,
         count(*) filter (where amount_fisher is not null and product_weight > 0)::integer as priced,
         count(*)::integer as lines
       from landing_lines
       where species_fdir_code = $code and ${filter.where}
       group by month order by month`,
      { code: speciesCode, ...filter.params },
    );
    const months = rows.map((row) =>
      priced(String(row.month), num(row.product_weight), num(row.value), num(row.priced), num(row.lines)),
    );
    const byYear = new Map<string, { weight: number; value: number; priced: number; lines: number }>();
    for (const month of months) {
      const year = month.period.slice(0, 4);
      const entry = byYear.get(year) ?? { weight: 0, value: 0, priced: 0, lines: 0 };
      entry.weight += month.productWeight;
      entry.value += month.value;
      entry.priced += month.pricedLines;
      entry.lines += month.lines;
      byYear.set(year, entry);
    }
    return {
      speciesCode,
      species: rows.length ? text(rows[0].species) : null,
      months,
      years: [...byYear.entries()].map(([year, e]) => priced(year, e.weight, e.value, e.priced, e.lines)),
    };
  });
}

export interface SpeciesYearPrice extends PricedPeriod {
  speciesCode: string;
  species: string | null;
}

/** Every species landed in a year with its price over the year (heaviest priced first), with the filters. */
export function speciesPricesOfYear(year: number, filters: PriceFilters): Promise<SpeciesYearPrice[]> {
  return cachedQuery('species-prices-of-year', { year, ...filterKey(filters) }, async () => {
    const filter = priceFilterSql(filters);
    const rows = await queryStore(
      `select species_fdir_code as code, any_value(species_fdir) as species,
         sum(product_weight) filter (where amount_fisher is not null and product_weight > 0) as product_weight,
         sum(amount_fisher) filter (where product_weight > 0) as value,
         count(*) filter (where amount_fisher is not null and product_weight > 0)::integer as priced,
         count(*)::integer as lines
       from landing_lines
       where species_fdir_code is not null and landing_date >= $from::date and landing_date < $to::date
         and ${filter.where}
       group by species_fdir_code
       order by product_weight desc nulls last, lines desc, species_fdir_code`,
      { from: `${year}-01-01`, to: `${year + 1}-01-01`, ...filter.params },
    );
    return rows.map((row) => ({
      speciesCode: String(row.code),
      species: text(row.species),
      ...priced(String(year), num(row.product_weight), num(row.value), num(row.priced), num(row.lines)),
    }));
  });
}

export interface PriceYears {
  /** Years with landings, newest first. */
  years: number[];
  /** The newest year and month with any priced line; null when no line has a price. */
  latestPricedYear: number | null;
  latestPricedMonth: string | null;
  /** The newest landing month in the store (prices are withheld from about 12 months before it). */
  latestMonth: string | null;
}

export function priceYears(): Promise<PriceYears> {
  return cachedQuery('price-years', {}, async () => {
    const [years, [latest]] = await Promise.all([
      queryStore('select distinct year(landing_date)::integer as year from landing_lines order by year desc'),
      queryStore(
        `select strftime(max(landing_date) filter (where amount_fisher is not null), '%Y-%m') as priced,
           strftime(max(landing_date), '%Y-%m') as newest
         from landing_lines`,
      ),
    ]);
    const pricedMonth = text(latest?.priced);
    return {
      years: years.map((row) => num(row.year)),
      latestPricedYear: pricedMonth ? Number(pricedMonth.slice(0, 4)) : null,
      latestPricedMonth: pricedMonth,
      latestMonth: text(latest?.newest),
    };
  });
}

/** The main species of that month: the largest by value paid to fishers. */
const WIDGET_SPECIES = 6;

/** The front page's price widget: the main species' prices in the newest month with prices. */
export function priceWidget(): Promise<PriceWidget> {
  return cachedQuery('price-widget', {}, async () => {
    const { latestPricedMonth } = await priceYears();
    if (!latestPricedMonth) return SAMPLE_PRICE_WIDGET;
    const rows = await queryStore(
      `select species_fdir_code as code, any_value(species_fdir) as species,
         sum(amount_fisher) as value, sum(product_weight) as product_weight
       from landing_lines
       where amount_fisher is not null and product_weight > 0 and species_fdir_code is not null
         and landing_date >= $from::date and landing_date < ($from::date + interval 1 month)
       group by species_fdir_code order by value desc, species_fdir_code limit ${WIDGET_SPECIES}`,
      { from: `${latestPricedMonth}-01` },
    );
    return {
      month: latestPricedMonth,
      isSample: false,
      prices: rows.map((row) => ({
        speciesCode: String(row.code),
        species: text(row.species) ?? String(row.code),
        pricePerKg: round2(num(row.value) / num(row.product_weight)),
      })),
    };
  });
}

export interface BycatchShare {
  speciesCode: string;
  /** Landing notes whose heaviest species (round weight) is this one. */
  notes: number;
  /** Share (0–1) of those notes' round weight that is other species. */
  bycatchShare: number;
}

/**
 * Every species' bycatch share in a year, in one pass: for each landing note its heaviest species, and
 * how much of the note's weight is something else (the per-species detail is `bycatch()` in prices.ts).
 */
export function bycatchSharesOfYear(year: number): Promise<Record<string, BycatchShare>> {
  return cachedQuery('bycatch-shares', { year }, async () => {
    const rows = await queryStore(
      `with per_species as (
         select doc_key, species_fdir_code as code, sum(round_weight) as weight
         from landing_lines
         where landing_date >= $from::date and landing_date < $to::date and species_fdir_code is not null
         group by doc_key, species_fdir_code
       ), notes as (
         select doc_key, arg_max(code, weight) as main, max(weight) as main_weight, sum(weight) as total
         from per_species group by doc_key
       )
       select main as code, count(*)::integer as notes, sum(main_weight) as main_weight, sum(total) as total
       from notes where total > 0 group by main`,
      { from: `${year}-01-01`, to: `${year + 1}-01-01` },
    );
    return Object.fromEntries(
      rows.map((row) => {
        const total = num(row.total);
        const share = total > 0 ? Math.round(((total - num(row.main_weight)) / total) * 10000) / 10000 : 0;
        return [
          String(row.code),
          { speciesCode: String(row.code), notes: num(row.notes), bycatchShare: share },
        ];
      }),
    );
  });
}

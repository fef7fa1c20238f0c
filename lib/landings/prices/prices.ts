import 'server-only';
import { queryStore } from '@/lib/store/landing-store';
import { cachedQuery } from '@/lib/store/result-cache';
import { csvField } from '@/lib/csv';
import { monthRange } from '../monthly-series';
import { num, round2, text } from '@/lib/store/values';
import { defaultYear } from '../site-data';
import { normalizeSearchTerm } from '../search/search';
import { priceFilterSql, type PriceFilters } from './price-filters';
import { SAMPLE_PRICE_WIDGET, type PriceWidget } from './price-sample';

export type { PriceFilters } from './price-filters';
export { DEFAULT_PRICE_SAMPLE, SAMPLE_PRICE_WIDGET, type PriceWidget } from './price-sample';

/**
 * What fishers were paid per kg product weight (`Beløp for fisker` / `Produktvekt`), per species and
 * month, optionally for one gear group, length group or preservation method: the price page (/priser),
 * the price API and download, and the front page's price widget. Every read is a range of the
 * `price_months` read model (lib/store/ingest/read-models/price-tables.ts, which also says which lines count as
 * priced). The directorate withholds values for the newest 12 months: a month whose lines all lack a
 * price is "withheld", never a price of 0.
 */

export interface SpeciesRef {
  /** Art - FDIR code. */
  code: string;
  name: string;
}

/**
 * A species by Art - FDIR code (`1027`) or name in any case and spelling of Å/Ø (`hyse`,
 * `Norsk vargytende sild`). Null when the store holds no landings of such a species.
 */
export async function resolveSpecies(input: string): Promise<SpeciesRef | null> {
  const wanted = normalizeSearchTerm(input);
  const species = await cachedQuery('species-list', {}, async () =>
    (await queryStore("select code, label from code_values where category = 'fish'")).map((row) => ({
      code: String(row.code),
      name: text(row.label) ?? String(row.code),
    })),
  );
  return (
    species.find((s) => s.code === input.trim()) ??
    species.find((s) => normalizeSearchTerm(s.name) === wanted) ??
    null
  );
}

interface PeriodTotals {
  /** Product weight (kg) and value (kr) of the priced lines. */
  productWeight: number;
  value: number;
  pricedLines: number;
  /** All landing lines of the species in the period (priced or not). */
  lines: number;
}

const NO_TOTALS: PeriodTotals = { productWeight: 0, value: 0, pricedLines: 0, lines: 0 };

export interface PricedPeriod extends PeriodTotals {
  /** `yyyy-MM` for a month, `yyyy` for a year. */
  period: string;
  /** Kr per kg product weight over the priced lines; null when none of the lines has a price. */
  pricePerKg: number | null;
}

const priced = (period: string, totals: PeriodTotals): PricedPeriod => ({
  period,
  pricePerKg:
    totals.pricedLines > 0 && totals.productWeight > 0 ? round2(totals.value / totals.productWeight) : null,
  productWeight: round2(totals.productWeight),
  value: round2(totals.value),
  pricedLines: totals.pricedLines,
  lines: totals.lines,
});

/** The sums of a group of price_months rows, as `totalsOf` reads them. */
const TOTALS_SQL = `sum(product_weight) as product_weight, sum(value) as value,
  sum(priced_lines)::integer as priced_lines, sum(lines)::integer as lines`;

const totalsOf = (row: Record<string, unknown>): PeriodTotals => ({
  productWeight: num(row.product_weight),
  value: num(row.value),
  pricedLines: num(row.priced_lines),
  lines: num(row.lines),
});

/** A species' months (`yyyy-MM`) with their totals, from `from` to `to` inclusive when given. */
async function speciesMonths(code: string, filters: PriceFilters, range?: { from: string; to: string }) {
  const filter = priceFilterSql(filters);
  const rows = await queryStore(
    `select strftime(month, '%Y-%m') as month, arg_max(species_fdir, month) as species, ${TOTALS_SQL}
     from price_months
     where species_fdir_code = $code and ${filter.where}
       and ($from::varchar is null or month between $from::date and $to::date)
     group by month order by month`,
    { code, ...filter.params, from: range ? `${range.from}-01` : null, to: range ? `${range.to}-01` : null },
  );
  return rows.map((row) => ({ month: String(row.month), species: text(row.species), totals: totalsOf(row) }));
}

function sumTotals(parts: PeriodTotals[]): PeriodTotals {
  return parts.reduce(
    (sum, part) => ({
      productWeight: sum.productWeight + part.productWeight,
      value: sum.value + part.value,
      pricedLines: sum.pricedLines + part.pricedLines,
      lines: sum.lines + part.lines,
    }),
    NO_TOTALS,
  );
}

export interface MonthPrice {
  /** `yyyy-MM`. */
  month: string;
  /** NOK per kg product weight; null when no line of the month has a price. */
  pricePerKg: number | null;
  /** Product weight (kg) and value (NOK) of the priced lines. */
  productWeight: number;
  value: number;
}

export interface SpeciesPrice {
  species: SpeciesRef;
  /** First and last month of the period, `yyyy-MM`. */
  from: string;
  to: string;
  /** Value paid to fishers per kg product weight over the period; null when nothing is priced. */
  pricePerKg: number | null;
  productWeight: number;
  value: number;
  /** Landing lines with a price, and all landing lines of the species in the period. */
  pricedLines: number;
  lines: number;
  monthly: MonthPrice[];
}

/** `yyyy`, `yyyy-MM`, or `latest` (the 12 months up to the newest priced landing of the species). */
export type PricePeriod = { year: number } | { month: string } | 'latest';

/** The months a period covers, `yyyy-MM`; `latest` ends with the species' newest priced month. */
async function periodMonths(code: string, period: PricePeriod): Promise<{ from: string; to: string }> {
  if (period === 'latest') {
    const [newest] = await queryStore<{ month: string | null }>(
      `select strftime(max(month), '%Y-%m') as month from price_months
       where species_fdir_code = $1 and priced_lines > 0`,
      [code],
    );
    const to = newest?.month ?? `${await defaultYear()}-12`;
    const [year, month] = to.split('-').map(Number);
    const start = new Date(Date.UTC(year, month - 12, 1));
    return { from: `${start.getUTCFullYear()}-${String(start.getUTCMonth() + 1).padStart(2, '0')}`, to };
  }
  if ('year' in period) return { from: `${period.year}-01`, to: `${period.year}-12` };
  return { from: period.month, to: period.month };
}

/** A species' price over a period and per month of it (the price API). */
export async function speciesPrice(speciesInput: string, period: PricePeriod): Promise<SpeciesPrice | null> {
  const species = await resolveSpecies(speciesInput);
  if (!species) return null;
  const { from, to } = await periodMonths(species.code, period);
  return cachedQuery('species-price', { code: species.code, from, to }, async () => {
    const byMonth = new Map(
      (await speciesMonths(species.code, {}, { from, to })).map((row) => [row.month, row.totals]),
    );
    const monthly = monthRange(from, to).map((month) => {
      const { pricePerKg, productWeight, value } = priced(month, byMonth.get(month) ?? NO_TOTALS);
      return { month, pricePerKg, productWeight, value };
    });
    const { period: _period, ...total } = priced(from, sumTotals([...byMonth.values()]));
    return { species, from, to, ...total, monthly };
  });
}

export interface SpeciesPriceHistory {
  speciesCode: string;
  species: string | null;
  /** Every month with landings of the species, oldest first. */
  months: PricedPeriod[];
  /** Every year with landings of the species, oldest first. */
  years: PricedPeriod[];
}

const filterKey = (filters: PriceFilters) => ({
  gear: filters.gearGroup ?? null,
  length: filters.lengthGroup ?? null,
  preservation: filters.preservation ?? null,
});

/** A species' price per month and per year over every year in the store, with the filters. */
export function speciesPriceHistory(
  speciesCode: string,
  filters: PriceFilters,
): Promise<SpeciesPriceHistory> {
  return cachedQuery('price-history', { speciesCode, ...filterKey(filters) }, async () => {
    const months = await speciesMonths(speciesCode, filters);
    const byYear = new Map<string, PeriodTotals[]>();
    for (const { month, totals } of months) {
      const year = month.slice(0, 4);
      byYear.set(year, [...(byYear.get(year) ?? []), totals]);
    }
    return {
      speciesCode,
      species: months.at(-1)?.species ?? null,
      months: months.map(({ month, totals }) => priced(month, totals)),
      years: [...byYear.entries()].map(([year, parts]) => priced(year, sumTotals(parts))),
    };
  });
}

export interface SpeciesYearPrice extends PricedPeriod {
  speciesCode: string;
  species: string | null;
}

const yearRange = (year: number) => ({ from: `${year}-01-01`, to: `${year}-12-01` });

/** Every species landed in a year with its price over the year (heaviest priced first), with the filters. */
export function speciesPricesOfYear(year: number, filters: PriceFilters): Promise<SpeciesYearPrice[]> {
  return cachedQuery('species-prices-of-year', { year, ...filterKey(filters) }, async () => {
    const filter = priceFilterSql(filters);
    const rows = await queryStore(
      `select species_fdir_code as code, arg_max(species_fdir, month) as species, ${TOTALS_SQL}
       from price_months
       where month between $from::date and $to::date and ${filter.where}
       group by species_fdir_code
       order by product_weight desc nulls last, lines desc, species_fdir_code`,
      { ...yearRange(year), ...filter.params },
    );
    return rows.map((row) => ({
      speciesCode: String(row.code),
      species: text(row.species),
      ...priced(String(year), totalsOf(row)),
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
    const months = await queryStore(
      `select strftime(month, '%Y-%m') as month, sum(priced_lines) > 0 as priced
       from price_months group by month order by month desc`,
    );
    const pricedMonth = text(months.find((row) => row.priced)?.month);
    return {
      years: [...new Set(months.map((row) => Number(String(row.month).slice(0, 4))))],
      latestPricedYear: pricedMonth ? Number(pricedMonth.slice(0, 4)) : null,
      latestPricedMonth: pricedMonth,
      latestMonth: text(months[0]?.month),
    };
  });
}

/** The newest landing year with any price (prices are withheld for the latest 12 months). */
export async function latestPricedYear(): Promise<number> {
  return (await priceYears()).latestPricedYear ?? (await defaultYear());
}

/** The main species of that month: the largest by value paid to fishers. */
const WIDGET_SPECIES = 6;

/** The front page's price widget: the main species' prices in the newest month with prices. */
export function priceWidget(): Promise<PriceWidget> {
  return cachedQuery('price-widget', {}, async () => {
    const { latestPricedMonth } = await priceYears();
    if (!latestPricedMonth) return SAMPLE_PRICE_WIDGET;
    const rows = await queryStore(
      `select species_fdir_code as code, arg_max(species_fdir, month) as species, ${TOTALS_SQL}
       from price_months where month = $month::date
       group by species_fdir_code having sum(priced_lines) > 0
       order by value desc, species_fdir_code limit ${WIDGET_SPECIES}`,
      { month: `${latestPricedMonth}-01` },
    );
    return {
      month: latestPricedMonth,
      isSample: false,
      prices: rows.map((row) => ({
        speciesCode: String(row.code),
        species: text(row.species) ?? String(row.code),
        pricePerKg: priced(latestPricedMonth, totalsOf(row)).pricePerKg!,
      })),
    };
  });
}

// ---------------------------------------------------------------------------------------------------
// The price table (CSV download).

export interface PriceTableRow {
  speciesCode: string;
  species: string | null;
  /** `yyyy-MM`. */
  month: string;
  pricePerKg: number;
  productWeight: number;
  value: number;
}

export interface PriceTable {
  year: number;
  rows: PriceTableRow[];
}

/**
 * Average price per species and month of a year (default the newest year with prices), optionally for
 * one gear group, length group or preservation method (the price page's filters): the priced months only.
 */
export async function priceTable(year?: number, filters: PriceFilters = {}): Promise<PriceTable> {
  const theYear = year ?? (await latestPricedYear());
  const filter = priceFilterSql(filters);
  return cachedQuery('price-table', { year: theYear, ...filter.params }, async () => {
    const rows = await queryStore(
      `select species_fdir_code as code, arg_max(species_fdir, month) as species,
         strftime(month, '%Y-%m') as month, ${TOTALS_SQL}
       from price_months
       where month between $from::date and $to::date and ${filter.where}
       group by species_fdir_code, month having sum(priced_lines) > 0
       order by species, month`,
      { ...yearRange(theYear), ...filter.params },
    );
    return {
      year: theYear,
      rows: rows.map((row) => {
        const totals = priced(String(row.month), totalsOf(row));
        return {
          speciesCode: String(row.code),
          species: text(row.species),
          month: String(row.month),
          pricePerKg: totals.pricePerKg!,
          productWeight: totals.productWeight,
          value: totals.value,
        };
      }),
    };
  });
}

/** The price table as the directorate writes its files: `;`-separated, decimal comma, UTF-8. */
export function priceTableCsv(table: PriceTable): string {
  const header = [
    'Art - FDIR (kode)',
    'Art - FDIR',
    'Måned',
    'Snittpris (kr/kg)',
    'Produktvekt (kg)',
    'Verdi (kr)',
  ];
  const lines = table.rows.map((row) =>
    [row.speciesCode, row.species, row.month, row.pricePerKg, row.productWeight, row.value]
      .map(csvField)
      .join(';'),
  );
  return [header.join(';'), ...lines].join('\n') + '\n';
}

import 'server-only';
import { queryStore } from '@/lib/store/landing-store';
import { cachedQuery } from '@/lib/store/result-cache';
import { csvField } from '@/lib/csv';
import { dayAfterMonth, monthRange, num, round2, text } from './common-sql';
import { defaultYear } from './site-data';
import { normalizeSearchTerm } from './search';
import { priceFilterSql, type PriceFilters } from './price-filters';

/**
 * Prices and bycatch from the landing notes. The price of a line is what the fisher was paid
 * (`Beløp for fisker`) per kg of product weight (`Produktvekt`); the directorate withholds prices for
 * the most recent 12 months, so lines without a price are left out of every average.
 */

export { DEFAULT_PRICE_SAMPLE } from './price-sample';

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

export async function speciesPrice(speciesInput: string, period: PricePeriod): Promise<SpeciesPrice | null> {
  const species = await resolveSpecies(speciesInput);
  if (!species) return null;
  let from: string;
  let to: string;
  if (period === 'latest') {
    const [newest] = await queryStore<{ month: string | null }>(
      `select strftime(max(landing_date), '%Y-%m') as month from landing_lines
       where species_fdir_code = $1 and amount_fisher is not null`,
      [species.code],
    );
    to = newest?.month ?? `${await defaultYear()}-12`;
    const [y, m] = to.split('-').map(Number);
    const start = new Date(Date.UTC(y, m - 12, 1));
    from = `${start.getUTCFullYear()}-${String(start.getUTCMonth() + 1).padStart(2, '0')}`;
  } else if ('year' in period) {
    from = `${period.year}-01`;
    to = `${period.year}-12`;
  } else {
    from = period.month;
    to = period.month;
  }
  return cachedQuery('species-price', { code: species.code, from, to }, async () => {
    const rows = await queryStore(
      `select strftime(landing_date, '%Y-%m') as month,
         sum(product_weight) filter (where amount_fisher is not null) as product_weight,
         sum(amount_fisher) as value,
         count(*) filter (where amount_fisher is not null)::integer as priced,
         count(*)::integer as lines
       from landing_lines
       where species_fdir_code = $code and landing_date >= $from::date and landing_date < $to::date
       group by month`,
      { code: species.code, from: `${from}-01`, to: dayAfterMonth(to) },
    );
    const byMonth = new Map(rows.map((row) => [String(row.month), row]));
    const monthly = monthRange(from, to).map((month) => {
      const row = byMonth.get(month);
      const productWeight = num(row?.product_weight);
      const value = num(row?.value);
      return {
        month,
        pricePerKg: productWeight > 0 && num(row?.priced) > 0 ? round2(value / productWeight) : null,
        productWeight: round2(productWeight),
        value: round2(value),
      };
    });
    const productWeight = monthly.reduce((sum, m) => sum + m.productWeight, 0);
    const value = monthly.reduce((sum, m) => sum + m.value, 0);
    const pricedLines = rows.reduce((sum, row) => sum + num(row.priced), 0);
    return {
      species,
      from,
      to,
      pricePerKg: productWeight > 0 && pricedLines > 0 ? round2(value / productWeight) : null,
      productWeight: round2(productWeight),
      value: round2(value),
      pricedLines,
      lines: rows.reduce((sum, row) => sum + num(row.lines), 0),
      monthly,
    };
  });
}

// ---------------------------------------------------------------------------------------------------
// Bycatch ("innblanding").

export interface BycatchSpecies {
  code: string;
  name: string | null;
  /** Round weight (kg) on the notes targeting the species, and its share of their total weight. */
  weight: number;
  share: number;
}

export interface BycatchByGear {
  gearGroupCode: string | null;
  gearGroup: string | null;
  /** Landing notes with the target species as main species, caught with this gear group. */
  landings: number;
  totalWeight: number;
  /** Share (0–1) of the weight on these notes that is not the target species. */
  bycatchShare: number;
}

export interface Bycatch {
  species: SpeciesRef;
  year: number;
  /** Landing notes whose heaviest species (round weight) is the target species. */
  landings: number;
  /** Round weight (kg) on those notes, of the target species, and the share that is other species. */
  totalWeight: number;
  targetWeight: number;
  bycatchShare: number;
  /** The other species on those notes, heaviest first. */
  bycatch: BycatchSpecies[];
  byGear: BycatchByGear[];
}

/**
 * What else comes up when a species is fished: over the landing notes of the year whose heaviest
 * species is the target, the weight of every other species and its share, overall and per gear group.
 */
export async function bycatch(speciesInput: string, year: number): Promise<Bycatch | null> {
  const species = await resolveSpecies(speciesInput);
  if (!species) return null;
  return cachedQuery('bycatch', { code: species.code, year }, async () => {
    // Only notes that carry the species can have it as their heaviest: group those, not the whole year.
    const rows = await queryStore(
      `with docs as (
         select distinct doc_key from landing_lines
         where species_fdir_code = $code and landing_date >= $from::date and landing_date < $to::date
       ), per_species as (
         select l.doc_key, l.species_fdir_code, any_value(l.species_fdir) as species,
           arg_max(l.gear_group_code, l.round_weight) as gear_group_code,
           arg_max(l.gear_group, l.round_weight) as gear_group, sum(l.round_weight) as weight
         from landing_lines l semi join docs d on d.doc_key = l.doc_key
         group by l.doc_key, l.species_fdir_code
       ), notes as (
         select doc_key, arg_max(species_fdir_code, weight) as main_species,
           arg_max(gear_group_code, weight) as note_gear_code, arg_max(gear_group, weight) as note_gear
         from per_species group by doc_key
       )
       select n.note_gear_code, any_value(n.note_gear) as note_gear, p.species_fdir_code as code,
         any_value(p.species) as name, sum(p.weight) as weight, count(distinct p.doc_key)::integer as landings
       from per_species p join notes n using (doc_key)
       where n.main_species = $code
       group by n.note_gear_code, p.species_fdir_code`,
      { code: species.code, from: `${year}-01-01`, to: `${year + 1}-01-01` },
    );
    const share = (part: number, whole: number) =>
      whole > 0 ? Math.round((part / whole) * 10000) / 10000 : 0;
    const bySpecies = new Map<string, { name: string | null; weight: number }>();
    const byGear = new Map<string, BycatchByGear & { target: number }>();
    let totalWeight = 0;
    let targetWeight = 0;
    let landings = 0;
    for (const row of rows) {
      const code = String(row.code);
      const weight = num(row.weight);
      const isTarget = code === species.code;
      totalWeight += weight;
      const speciesEntry = bySpecies.get(code) ?? { name: text(row.name), weight: 0 };
      speciesEntry.weight += weight;
      bySpecies.set(code, speciesEntry);
      const gearKey = String(row.note_gear_code ?? '');
      const gear = byGear.get(gearKey) ?? {
        gearGroupCode: text(row.note_gear_code),
        gearGroup: text(row.note_gear),
        landings: 0,
        totalWeight: 0,
        bycatchShare: 0,
        target: 0,
      };
      gear.totalWeight += weight;
      if (isTarget) {
        // Every note counted here carries the target species, so its row counts the notes.
        gear.landings += num(row.landings);
        gear.target += weight;
        targetWeight += weight;
        landings += num(row.landings);
      }
      byGear.set(gearKey, gear);
    }
    return {
      species,
      year,
      landings,
      totalWeight: round2(totalWeight),
      targetWeight: round2(targetWeight),
      bycatchShare: share(totalWeight - targetWeight, totalWeight),
      bycatch: [...bySpecies.entries()]
        .filter(([code]) => code !== species.code)
        .map(([code, entry]) => ({
          code,
          name: entry.name,
          weight: round2(entry.weight),
          share: share(entry.weight, totalWeight),
        }))
        .sort((a, b) => b.weight - a.weight || a.code.localeCompare(b.code)),
      byGear: [...byGear.values()]
        .map(({ target, ...gear }) => ({
          ...gear,
          totalWeight: round2(gear.totalWeight),
          bycatchShare: share(gear.totalWeight - target, gear.totalWeight),
        }))
        .sort((a, b) => b.totalWeight - a.totalWeight),
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

/** The newest landing year with any price (prices are withheld for the latest 12 months). */
export async function latestPricedYear(): Promise<number> {
  return cachedQuery('latest-priced-year', {}, async () => {
    const [row] = await queryStore<{ year: number | null }>(
      'select max(year(landing_date))::integer as year from landing_lines where amount_fisher is not null',
    );
    return row?.year ?? (await defaultYear());
  });
}

/**
 * Average price per species and month of a year (default the newest year with prices), optionally for
 * one gear group, length group or preservation method (the price page's filters).
 */
export async function priceTable(year?: number, filters: PriceFilters = {}): Promise<PriceTable> {
  const theYear = year ?? (await latestPricedYear());
  const filter = priceFilterSql(filters);
  return cachedQuery('price-table', { year: theYear, ...filter.params }, async () => {
    const rows = await queryStore(
      `select species_fdir_code as code, any_value(species_fdir) as species, strftime(landing_date, '%Y-%m') as month,
         sum(product_weight) as product_weight, sum(amount_fisher) as value
       from landing_lines
       where amount_fisher is not null and product_weight > 0 and species_fdir_code is not null
         and landing_date >= $from::date and landing_date < $to::date and ${filter.where}
       group by species_fdir_code, month
       order by species, month`,
      { from: `${theYear}-01-01`, to: `${theYear + 1}-01-01`, ...filter.params },
    );
    return {
      year: theYear,
      rows: rows.map((row) => ({
        speciesCode: String(row.code),
        species: text(row.species),
        month: String(row.month),
        pricePerKg: round2(num(row.value) / num(row.product_weight)),
        productWeight: round2(num(row.product_weight)),
        value: round2(num(row.value)),
      })),
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

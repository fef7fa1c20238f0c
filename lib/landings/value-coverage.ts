import { formatNumber } from '@/lib/format';

/**
 * The one rule for values (Beløp for fisker) and prices per kg, for every query, page, CSV and API
 * answer that shows one. The directorate publishes a landing's value 12 months after the landing, so a
 * total over recent landings knows the value of only some of them. Therefore:
 * - a value total carries the round weight whose value is known (`pricedWeight`) and, where landings are
 *   counted, how many of them have a value (`pricedLandings`);
 * - a price per kg is value ÷ priced weight, never ÷ all weight; without priced weight there is no price;
 * - a total of which some landing lacks a value says how much it covers (`valueCoverageText`);
 * - a ranking by value ranks by the known value, rows whose value covers less than half their weight
 *   after the others, and rows without any value last (`valueRankingTier`).
 * The SQL fragments below compute the same figures in the store; this file has no store access, so
 * pages and browser code format with the same rule.
 */

/** A value total and how much of it is known. */
export interface ValueTotal {
  /** Beløp for fisker (kr) of the lines that have one; null when none has. */
  value: number | null;
  /** Round weight (kg) of all the lines. */
  weight: number;
  /** Round weight (kg) of the lines that have a value: the base of a price per kg. */
  pricedWeight: number;
  /** Landing notes in the total, and those with a value; absent where a list does not count them. */
  landings?: number | null;
  pricedLandings?: number | null;
}

/** Why a value is missing, wherever a "–" stands for one. */
export const WITHHELD_VALUE_NOTE = 'Verdien publiseres av Fiskeridirektoratet 12 måneder etter landingen.';

/**
 * A ranking by value puts rows whose value is known for less than this share of their weight after
 * the others, so that a row with a few priced landings cannot top rows whose value is (mostly) known.
 */
export const VALUE_RANKING_MIN_SHARE = 0.5;

/** Sums of kg and kr are rounded to 2 decimals; a priced weight within this of the weight is all of it. */
const WEIGHT_TOLERANCE = 0.01;

export type ValueCoverage = 'complete' | 'partial' | 'none' | 'empty';

/**
 * Whether the total's value is known for all of it, part of it or none of it; `empty` when the total
 * has nothing landed (no weight, no landings), so no value is missing either.
 */
export function valueCoverage(total: ValueTotal): ValueCoverage {
  if (total.value == null) return total.weight > 0 || (total.landings ?? 0) > 0 ? 'none' : 'empty';
  const allWeight = total.pricedWeight >= total.weight - WEIGHT_TOLERANCE;
  const allLandings =
    total.landings == null || total.pricedLandings == null || total.pricedLandings >= total.landings;
  return allWeight && allLandings ? 'complete' : 'partial';
}

/** Share (0–1) of the weight whose value is known. A total of no weight counts by whether it has a value. */
export function valueShare(total: ValueTotal): number {
  if (!(total.weight > 0)) return total.value != null ? 1 : 0;
  return Math.min(1, Math.max(0, total.pricedWeight / total.weight));
}

/** Kr per kg over the weight that has a value (rounded to øre); null without priced weight. */
export function valuePerKg(total: Pick<ValueTotal, 'value' | 'pricedWeight'>): number | null {
  if (total.value == null || !(total.pricedWeight > 0)) return null;
  return Math.round((total.value / total.pricedWeight) * 100) / 100;
}

/** Average value per landing with a value; null when no landing has one. */
export function valuePerLanding(total: ValueTotal): number | null {
  if (total.value == null || !total.pricedLandings) return null;
  return Math.round((total.value / total.pricedLandings) * 100) / 100;
}

/**
 * A share as a whole percentage rounded down, so that a part never reads as "100 %" ("48 %", and
 * "under 1 %" for a sliver).
 */
export function formatValueShare(share: number): string {
  const percent = Math.floor(share * 100);
  // A no-break space: "48 %" never breaks between the number and its sign.
  if (percent < 1 && share > 0) return 'under 1\u00a0%';
  return `${formatNumber(percent)}\u00a0%`;
}

/**
 * How much of a partly known total the value covers: "verdi kjent for 19 av 37 landinger, 48 % av
 * vekten" (without landing counts: "verdi kjent for 48 % av vekten"). Null when the value is complete
 * or wholly unknown (that is a "–" with `WITHHELD_VALUE_NOTE`).
 */
export function valueCoverageText(total: ValueTotal): string | null {
  if (valueCoverage(total) !== 'partial') return null;
  const share = `${formatValueShare(valueShare(total))} av vekten`;
  if (total.landings == null || total.pricedLandings == null) return `verdi kjent for ${share}`;
  const noun = total.landings === 1 ? 'landing' : 'landinger';
  return `verdi kjent for ${formatNumber(total.pricedLandings)} av ${formatNumber(total.landings)} ${noun}, ${share}`;
}

/** The short form for a table cell: "for 48 % av vekten"; null when the value is complete or unknown. */
export function valueCoverageShort(total: ValueTotal): string | null {
  if (valueCoverage(total) !== 'partial') return null;
  return `for ${formatValueShare(valueShare(total))} av vekten`;
}

/** The value of a row of the API's own shape (a landing document, a top-list row): `Price` over `PricedWeight`. */
export function apiRowValue(row: {
  Price: number | null;
  TotalWeight: number;
  PricedWeight: number;
}): ValueTotal {
  return { value: row.Price, weight: row.TotalWeight, pricedWeight: row.PricedWeight };
}

/**
 * The sum of several totals. Landings are summed only when every part counts them and the parts are
 * distinct landings (`landingsAdd`: not for species rows, where a landing has several species).
 */
export function sumValueTotals(totals: readonly ValueTotal[], landingsAdd = true): ValueTotal {
  let value: number | null = null;
  let weight = 0;
  let pricedWeight = 0;
  let landings: number | null = landingsAdd ? 0 : null;
  let pricedLandings: number | null = landingsAdd ? 0 : null;
  for (const total of totals) {
    if (total.value != null) value = (value ?? 0) + total.value;
    weight += total.weight;
    pricedWeight += total.pricedWeight;
    if (landings != null && total.landings != null && total.pricedLandings != null) {
      landings += total.landings;
      pricedLandings! += total.pricedLandings;
    } else {
      landings = null;
      pricedLandings = null;
    }
  }
  const round2 = (n: number) => Math.round(n * 100) / 100;
  return {
    value: value == null ? null : round2(value),
    weight: round2(weight),
    pricedWeight: round2(pricedWeight),
    landings,
    pricedLandings,
  };
}

/**
 * Where a row goes in a ranking by value: 0 when its value is known for at least
 * `VALUE_RANKING_MIN_SHARE` of its weight, 1 when for less, 2 when not at all. Within a tier rows
 * rank by their known value.
 */
export function valueRankingTier(total: ValueTotal): 0 | 1 | 2 {
  if (total.value == null) return 2;
  return valueShare(total) >= VALUE_RANKING_MIN_SHARE ? 0 : 1;
}

/**
 * Two value totals are compared (a change in %) only when the value of each is known for at least this
 * share of its weight: a year so far whose value is mostly unpublished against a year whose value is
 * known would read as a collapse in value.
 */
export const COMPARABLE_VALUE_SHARE = 0.98;

/** Whether two value totals may be compared under `COMPARABLE_VALUE_SHARE`. */
export function valuesComparable(a: ValueTotal, b: ValueTotal): boolean {
  return (
    a.value != null &&
    b.value != null &&
    valueShare(a) >= COMPARABLE_VALUE_SHARE &&
    valueShare(b) >= COMPARABLE_VALUE_SHARE
  );
}

/** Orders by value, largest first, under the ranking rule (`valueRankingTier`). */
export function byKnownValueDescending(a: ValueTotal, b: ValueTotal): number {
  return valueRankingTier(a) - valueRankingTier(b) || (b.value ?? 0) - (a.value ?? 0);
}

// ---------------------------------------------------------------------------------------------------
// The same rule in SQL, over landing_lines (or a table with its columns).

/** Round weight of the lines that have a value (0 when none has), as an aggregate. */
export const pricedWeightSql = (alias = '') =>
  `coalesce(sum(${alias}round_weight) filter (where ${alias}amount_fisher is not null), 0)`;

/** Landing notes with a value, as an aggregate. */
export const pricedLandingsSql = (alias = '') =>
  `count(distinct ${alias}doc_key) filter (where ${alias}amount_fisher is not null)::integer`;

/**
 * The ranking tier of `valueRankingTier` as SQL, from aggregated columns (value, weight, priced
 * weight), for an `order by` before the value itself.
 */
export const valueRankingTierSql = (value: string, weight: string, pricedWeight: string) =>
  `case when ${value} is null then 2
     when ${weight} > 0 and ${pricedWeight} < ${VALUE_RANKING_MIN_SHARE} * ${weight} then 1 else 0 end`;

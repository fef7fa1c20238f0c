import 'server-only';
import { queryStore } from '@/lib/store/landing-store';
import { cachedQuery } from '@/lib/store/result-cache';
import { num, round2, text } from '@/lib/store/values';
import { newsPeriods, type ComparedPeriod, type NewsPeriods } from './front-news-periods';
import { SqlParams } from '../landing-query/filter-sql';
import { describeDocuments, type LandingSummary } from '../notes/landing-document-lists';
import { storeFacts } from '../site-data';
import { TOP_DOCUMENTS_PER_MONTH } from '@/lib/store/ingest/read-models/month-top-documents';
import { sumValueTotals, type ValueTotal } from '../value-coverage';

/**
 * The news of the front page, from the newest landing day in the store: the year so far against the
 * same days last year (weight and first-hand value, with how much of the value is known), the weight
 * per species group on both sides, the month's biggest landings, and the species and gear groups whose
 * weight moved most against the same days last year. Two reads of the daily totals derived at ingest
 * (landing_days) and one of the month's heaviest notes (month_top_documents), run side by side and
 * cached per store version (the page around them is cached too); bench/front-news.ts times them.
 */

/** A weight on both sides of a comparison, kg. */
export interface ComparedWeight {
  code: string;
  name: string;
  current: number;
  previous: number;
}

export interface FrontNews {
  lastDate: string;
  periods: NewsPeriods;
  /** Weight and value, with the weight whose value is known (landing notes are not counted). */
  yearToDate: { current: ValueTotal; previous: ValueTotal };
  /** Weight per species group (Art - gruppe) over the year so far, heaviest this year first. */
  speciesGroups: ComparedWeight[];
  month: {
    /** The heaviest landing notes of the month, heaviest first. */
    biggest: LandingSummary[];
    /** Per species (Art - FDIR) and per gear group, every one landed on either side. */
    species: ComparedWeight[];
    gears: ComparedWeight[];
  };
}

/** Most landing notes in the month's list. */
export const BIGGEST_LANDINGS = TOP_DOCUMENTS_PER_MONTH;

type Side = 'current' | 'previous';

/** The daily totals (landing_days) of both sides of a comparison, each marked with its side. */
function sidesSql(period: ComparedPeriod, columns: string): { sql: string; params: Record<string, string> } {
  return {
    sql: `select case when landing_date >= $currentFrom::date then 'current' else 'previous' end as side, ${columns}
      from landing_days
      where landing_date between $currentFrom::date and $currentTo::date
         or landing_date between $previousFrom::date and $previousTo::date`,
    params: {
      currentFrom: period.current.from,
      currentTo: period.current.to,
      previousFrom: period.previous.from,
      previousTo: period.previous.to,
    },
  };
}

/** Rows of `{ side, code, name, weight }` as one entry per code with both sides, heaviest now first. */
function compared(rows: { side: Side; code: string | null; name: string | null; weight: number }[]) {
  const byCode = new Map<string, ComparedWeight>();
  for (const row of rows) {
    if (row.code == null) continue;
    const entry = byCode.get(row.code) ?? {
      code: row.code,
      name: row.name ?? row.code,
      current: 0,
      previous: 0,
    };
    entry[row.side] = round2(entry[row.side] + row.weight);
    if (row.side === 'current' && row.name) entry.name = row.name;
    byCode.set(row.code, entry);
  }
  return [...byCode.values()].sort(
    (a, b) => b.current - a.current || b.previous - a.previous || a.code.localeCompare(b.code),
  );
}

async function yearToDate(period: ComparedPeriod, signal: AbortSignal) {
  const days = sidesSql(period, 'species_group_code, species_group, round_weight, value, priced_weight');
  // Per species group only: the year's totals are their sums. Landing notes are not counted (a distinct
  // count needs every line), so value coverage is told by weight.
  const rows = await queryStore(
    `select side, species_group_code as code, min(species_group) as name, sum(round_weight) as weight,
       sum(value) as value, sum(priced_weight) as priced_weight
     from (${days.sql})
     group by side, species_group_code`,
    days.params,
    signal,
  );
  const parts: Record<Side, ValueTotal[]> = { current: [], previous: [] };
  const groups: Parameters<typeof compared>[0] = [];
  for (const row of rows) {
    const side = row.side as Side;
    const weight = num(row.weight);
    parts[side].push({
      value: row.value == null ? null : num(row.value),
      weight,
      pricedWeight: num(row.priced_weight),
    });
    groups.push({ side, code: text(row.code), name: text(row.name), weight });
  }
  return {
    totals: {
      current: sumValueTotals(parts.current, false),
      previous: sumValueTotals(parts.previous, false),
    },
    speciesGroups: compared(groups),
  };
}

async function monthMovers(period: ComparedPeriod, signal: AbortSignal) {
  const days = sidesSql(
    period,
    'species_fdir_code, species_fdir, gear_group_code, gear_group, round_weight, landing_date',
  );
  const rows = await queryStore(
    `select side, grouping(species_fdir_code)::integer as by_gear,
       case when grouping(species_fdir_code) = 0 then species_fdir_code else gear_group_code end as code,
       case when grouping(species_fdir_code) = 0 then arg_max(species_fdir, landing_date)
         else arg_max(gear_group, landing_date) end as name,
       sum(round_weight) as weight
     from (${days.sql})
     group by grouping sets ((side, species_fdir_code), (side, gear_group_code))`,
    days.params,
    signal,
  );
  const [species, gears] = [0, 1].map((byGear) =>
    compared(
      rows
        .filter((row) => num(row.by_gear) === byGear)
        .map((row) => ({
          side: row.side as Side,
          code: text(row.code),
          name: text(row.name),
          weight: num(row.weight),
        })),
    ),
  );
  return { species, gears };
}

async function biggestLandings(
  period: ComparedPeriod & { month: string },
  signal: AbortSignal,
): Promise<LandingSummary[]> {
  const { from, to } = period.current;
  // The month's notes run from its first day to the newest landing day: its heaviest are the month's.
  const keys = await queryStore<{ doc_key: string }>(
    `select doc_key from month_top_documents where month = $month::date
     order by round_weight desc, doc_key limit ${BIGGEST_LANDINGS}`,
    { month: `${period.month}-01` },
    signal,
  );
  if (keys.length === 0) return [];
  return describeDocuments(
    keys.map((row) => row.doc_key),
    { where: 'true', params: new SqlParams() },
    { dateRange: [from, to], signal },
  );
}

/** The news for data whose newest landing day is `lastDate`, uncached (the benchmark times this). */
export async function computeFrontNews(lastDate: string, signal: AbortSignal): Promise<FrontNews> {
  const periods = newsPeriods(lastDate);
  const [year, movers, biggest] = await Promise.all([
    yearToDate(periods.yearToDate, signal),
    monthMovers(periods.month, signal),
    biggestLandings(periods.month, signal),
  ]);
  return {
    lastDate,
    periods,
    yearToDate: year.totals,
    speciesGroups: year.speciesGroups,
    month: { biggest, ...movers },
  };
}

/** The front page's news, or null when the store holds no landings. */
export async function frontNews(): Promise<FrontNews | null> {
  const { lastDate } = await storeFacts();
  if (!lastDate) return null;
  return cachedQuery('front-news', { lastDate }, (signal) => computeFrontNews(lastDate, signal));
}

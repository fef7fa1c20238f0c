import 'server-only';
import { queryStore } from '@/lib/store/landing-store';
import { cachedQuery } from '@/lib/store/result-cache';
import { isoDate, num } from '@/lib/store/values';

/**
 * Facts about the landing store as a whole: freshness, the span of dates it holds and the years that
 * the site's defaults are made from. Read once per store version (cached).
 */
export interface StoreFacts {
  dataVersion: string | null;
  lastUpdated: string | null;
  schemaVersion: string | null;
  /** First and last landing date (yyyy-MM-dd) in the store; null when it holds no landings. */
  firstDate: string | null;
  lastDate: string | null;
  /** The year of the newest landing: the default year of boat, owner, firm and station pages. */
  latestYear: number | null;
  /**
   * The newest year the store holds completely: the latest year when its data reaches 20 December
   * (landings pause over Christmas), otherwise the year before it when that year is present.
   */
  latestFullYear: number | null;
  /** Every landing year present, oldest first. */
  years: number[];
  lineCount: number;
  boatCount: number;
  /** Every row of the store's `sitedata` table (data_version, last_updated, …). */
  raw: Record<string, string>;
}

export async function storeFacts(): Promise<StoreFacts> {
  return cachedQuery('store-facts', {}, async () => {
    const [sitedata, [span], yearRows, [boats]] = await Promise.all([
      queryStore<{ key: string; value: string | null }>('select key, value from sitedata'),
      // The months' date bounds and line counts (ingest/landing-cubes.ts), not a scan of every line.
      queryStore<{ first: string | null; last: string | null; lines: number }>(
        `select ${isoDate('min(first_date)')} as first, ${isoDate('max(last_date)')} as last,
           coalesce(sum(lines), 0)::bigint as lines from landing_cube_months`,
      ),
      queryStore<{ year: number }>(
        'select distinct year(month)::integer as year from landing_cube_months order by year',
      ),
      queryStore<{ n: number }>('select count(*)::integer as n from boats'),
    ]);
    const raw: Record<string, string> = {};
    for (const row of sitedata) if (row.value != null) raw[row.key] = row.value;
    const years = yearRows.map((row) => num(row.year));
    const latestYear = years.length > 0 ? years[years.length - 1] : null;
    let latestFullYear = latestYear;
    if (latestYear != null && span.last != null && span.last < `${latestYear}-12-20`) {
      if (years.includes(latestYear - 1)) latestFullYear = latestYear - 1;
    }
    return {
      dataVersion: raw.data_version ?? null,
      lastUpdated: raw.last_updated ?? null,
      schemaVersion: raw.schema_version ?? null,
      firstDate: span.first,
      lastDate: span.last,
      latestYear,
      latestFullYear,
      years,
      lineCount: num(span.lines),
      boatCount: num(boats.n),
      raw,
    };
  });
}

/** The year a page shows when none is asked for: the year of the newest landing (or this year). */
export async function defaultYear(): Promise<number> {
  return (await storeFacts()).latestYear ?? new Date().getFullYear();
}

/** The keys `GET /api/sitedata/key/{key}` answers, besides any other row of the store's sitedata table. */
export const SITE_DATA_KEYS = [
  'last_updated',
  'data_version',
  'schema_version',
  'first_date',
  'last_date',
  'latest_year',
  'latest_full_year',
  'years',
  'line_count',
  'boat_count',
  'source',
] as const;

/**
 * One fact as text, by key (case-insensitive; `lastUpdated` and `last-updated` also work);
 * null when the key is unknown. A known key with no value (an empty store) gives an empty string.
 */
export async function siteDataValue(key: string): Promise<string | null> {
  const normalized = key
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[-.\s]/g, '_')
    .toLowerCase();
  const facts = await storeFacts();
  const computed: Record<(typeof SITE_DATA_KEYS)[number], string | null> = {
    last_updated: facts.lastUpdated,
    data_version: facts.dataVersion,
    schema_version: facts.schemaVersion,
    first_date: facts.firstDate,
    last_date: facts.lastDate,
    latest_year: facts.latestYear == null ? null : String(facts.latestYear),
    latest_full_year: facts.latestFullYear == null ? null : String(facts.latestFullYear),
    years: facts.years.join(','),
    line_count: String(facts.lineCount),
    boat_count: String(facts.boatCount),
    source: 'Fiskeridirektoratet',
  };
  // Own keys only: `constructor` or `__proto__` are not site facts.
  if (Object.hasOwn(computed, normalized)) return computed[normalized as keyof typeof computed] ?? '';
  return Object.hasOwn(facts.raw, normalized) ? facts.raw[normalized] : null;
}

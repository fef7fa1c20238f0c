import 'server-only';
import { endOfMonth, format } from 'date-fns';
import { GEARS, preservationKind } from '@/lib/fiskeridir/code-lists';
import type { LandingFilters, LandingRow } from '@/lib/landings/landing-query/types';
import {
  DEFAULT_TOP_LANDINGS,
  osloToday,
  topLandingsHref,
  type FrontPeriod,
  type FrontPreservation,
} from '@/lib/url-state';
import { reads } from '@/lib/store-reads/reads';

/**
 * The data of the front page (its URL state is lib/url-state/front-page.ts): the top-10 lists per
 * gear, for the current month or year, fresh, frozen or all catches. The gears follow how the fleet is talked about: hook gear, (bottom and shrimp) trawl, Danish seine,
 * gillnet, and "pelagisk": purse seine and pelagic trawl catches of pelagic species.
 */

// Gear codes: groups are one digit, single gears two (lib/fiskeridir/code-lists.ts).
const PELAGIC_TRAWLS = ['53', '54'];
const TRAWL_GEARS = GEARS.filter((gear) => gear.groupCode === '5' && !PELAGIC_TRAWLS.includes(gear.code)).map(
  (gear) => gear.code,
);
const PELAGIC_MAIN_GROUP = '01';

export interface GearList {
  key: string;
  title: string;
  description: string;
  filters: LandingFilters;
}

export const GEAR_LISTS: readonly GearList[] = [
  {
    key: 'krokredskap',
    title: 'Krokredskap',
    description: 'Line, autoline og juksa',
    filters: { FishingGear: ['3'] },
  },
  {
    key: 'tral',
    title: 'Trål',
    description: 'Bunntrål og reketrål (ikke flytetrål)',
    filters: { FishingGear: TRAWL_GEARS },
  },
  {
    key: 'snurrevad',
    title: 'Snurrevad',
    description: 'Not som settes og hales inn langs bunnen, mest etter torsk, hyse og sei',
    filters: { FishingGear: ['6'] },
  },
  { key: 'garn', title: 'Garn', description: 'Settegarn og drivgarn', filters: { FishingGear: ['2'] } },
  {
    key: 'pelagisk',
    title: 'Pelagisk',
    description: 'Not og flytetrål, pelagiske arter',
    filters: { FishingGear: ['1', ...PELAGIC_TRAWLS], FishGroup: [PELAGIC_MAIN_GROUP] },
  },
];

/**
 * The preservation codes in the data of fresh, frozen or other catches: each code's kind comes from
 * the directorate's code list (lib/fiskeridir/code-lists.ts), never from how its label is spelled.
 */
export async function preservationCodes(choice: FrontPreservation): Promise<string[] | null> {
  if (choice === 'all') return null;
  const values = (await reads.filterValues('PreservationMethod')) ?? [];
  return values
    .filter((value) => preservationKind(value.code) === choice)
    .map((value) => value.code)
    .sort((a, b) => a.localeCompare(b, 'nb', { numeric: true }));
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The last day of a month, yyyy-MM-dd (`month` 1–12). */
const lastDayOfMonth = (year: number, month: number) =>
  format(endOfMonth(new Date(year, month - 1, 1)), 'yyyy-MM-dd');

export interface FrontRange {
  from: string;
  to: string;
  /** True when the current month (year) has no landings yet and the newest one with data is shown. */
  fallback: boolean;
  /** The month (yyyy-MM) or year (yyyy) that was asked for: the current one. */
  wanted: string;
}

/**
 * The current month or year; when the data has nothing in it yet (the directorate publishes with a
 * delay), the newest month or year that has landings.
 */
export function frontRange(period: FrontPeriod, today: string, lastDate: string | null): FrontRange {
  const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  if (period === 'year') {
    const wanted = String(year);
    if (lastDate && lastDate < `${wanted}-01-01`) {
      const latest = lastDate.slice(0, 4);
      return { from: `${latest}-01-01`, to: `${latest}-12-31`, fallback: true, wanted };
    }
    return { from: `${wanted}-01-01`, to: `${wanted}-12-31`, fallback: false, wanted };
  }
  const wanted = `${year}-${pad(month)}`;
  if (lastDate && lastDate < `${wanted}-01`) {
    const [lastYear, lastMonth] = [Number(lastDate.slice(0, 4)), Number(lastDate.slice(5, 7))];
    return {
      from: `${lastYear}-${pad(lastMonth)}-01`,
      to: lastDayOfMonth(lastYear, lastMonth),
      fallback: true,
      wanted,
    };
  }
  return { from: `${wanted}-01`, to: lastDayOfMonth(year, month), fallback: false, wanted };
}

export interface FrontList {
  list: GearList;
  rows: LandingRow[];
  /** The full list on /topoffloads with the same filters. */
  href: string;
}

export interface FrontPageData {
  range: FrontRange;
  lists: FrontList[];
  lastUpdated: string | null;
}

export async function frontPageData(
  period: FrontPeriod,
  preservation: FrontPreservation,
  now = new Date(),
): Promise<FrontPageData> {
  const [facts, codes] = await Promise.all([reads.storeFacts(), preservationCodes(preservation)]);
  const range = frontRange(period, osloToday(now), facts.lastDate);
  const lists = await Promise.all(
    GEAR_LISTS.map(async (list) => {
      const filters: LandingFilters = { ...list.filters, ...(codes ? { PreservationMethod: codes } : {}) };
      const href = topLandingsHref({ ...DEFAULT_TOP_LANDINGS, filters, from: range.from, to: range.to });
      // No code means no such catches in the data at all (an empty filter would mean "all").
      if (codes && codes.length === 0) return { list, rows: [], href };
      const result = await reads.runLandingQuery({
        ...filters,
        FromDate: range.from,
        ToDate: range.to,
        PageNo: 1,
        Count: 10,
      });
      return { list, rows: result.rows, href };
    }),
  );
  return { range, lists, lastUpdated: facts.lastUpdated };
}

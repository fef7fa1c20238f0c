import * as z from 'zod/mini';
import { MAX_FILTER_VALUES, type LandingFilters } from '@/lib/landings/landing-query/types';
import { FILTER_ENTRIES, FILTER_VALUE } from './filters';
import { isIsoDate, parseYear } from './params';

/**
 * The zod field builders of the page schemas: each reads one URL parameter's values and never throws
 * (an unusable value falls back to its default). Kept apart from the zod-free helpers (params.ts,
 * filters.ts, the href builders) so that browser code reaches zod only where it parses a changed URL,
 * and loads it then (the filter forms import the page parsers lazily): zod/mini is 18 KB gzip, which
 * would push /topoffloads, /offloads, /boats and /firm past the 150 KB first-load budget.
 */

const values = z.optional(z.array(z.string()));

/** A field read from a parameter's values (absent: undefined) by `read`, which never throws. */
export const paramField = <T>(read: (list: string[] | undefined) => T) => z.pipe(values, z.transform(read));

/** The first value, trimmed; absent when missing or blank. */
export const textParam = (maxLength: number) =>
  paramField((list) => list?.[0]?.trim().slice(0, maxLength) || undefined);

/** The first value when it matches `pattern`, else absent. */
export const matchParam = (pattern: RegExp) =>
  paramField((list) => {
    const value = list?.[0]?.trim();
    return value && pattern.test(value) ? value : undefined;
  });

/** One of `choices` (case-insensitive), else `fallback`. */
export function choiceParam<const Choice extends string>(choices: readonly Choice[], fallback: Choice) {
  return paramField((list): Choice => {
    const value = list?.[0]?.trim().toLowerCase();
    return choices.find((choice) => choice.toLowerCase() === value) ?? fallback;
  });
}

/** A whole number: below `min` or unreadable gives `fallback`, above `max` is capped at `max`. */
export const integerParam = (fallback: number, min: number, max: number) =>
  paramField((list) => {
    const value = list?.[0]?.trim();
    if (value == null || !/^\d{1,7}$/.test(value)) return fallback;
    const number = Number(value);
    return number < min ? fallback : Math.min(number, max);
  });

/** Comma-joined or repeated values, trimmed, deduplicated, those matching `pattern`, at most `max`. */
export const listParam = (pattern: RegExp, max: number) =>
  paramField((list) => {
    const parts = (list ?? []).flatMap((item) => item.split(','));
    return [...new Set(parts.map((part) => part.trim()).filter((part) => pattern.test(part)))].slice(0, max);
  });

/** A date parameter (yyyy-MM-dd); absent when missing or not a real date. */
export const dateParam = paramField((list) => {
  const value = list?.[0]?.trim();
  return isIsoDate(value) ? value : undefined;
});

export const yearParam = paramField((list) => parseYear(list?.[0]?.trim()) ?? undefined);

/** The from/to period of the landing pages (see landing-period.ts for how it is ordered). */
export const landingPeriodFields = { from: dateParam, to: dateParam };

const filterValues = listParam(FILTER_VALUE, MAX_FILTER_VALUES);

/** The filters of a query (see paramValues); unusable values are dropped. */
export function readFilters(values: Record<string, string[]>): LandingFilters {
  const filters: LandingFilters = {};
  for (const [param, field] of FILTER_ENTRIES) {
    const chosen = filterValues.parse(values[param]);
    if (chosen.length > 0) filters[field] = chosen;
  }
  return filters;
}

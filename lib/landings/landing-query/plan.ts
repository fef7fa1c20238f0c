import 'server-only';
import { storeFacts } from '../site-data';
import {
  loadCodeIndex,
  resolveFilters,
  resolvePivot,
  type CodeIndex,
  type ResolvedFilters,
  type ResolvedPivot,
} from './codes';
import { formatOrderBy, parseOrderBy, rowKindOf } from './parse';
import {
  DEFAULT_COUNT,
  DEFAULT_ORDER_BY,
  FILTER_FIELDS,
  LandingInputError,
  MAX_PIVOTS,
  ROW_KIND_NAMES,
  type LandingQuery,
  type LandingQueryInput,
  type OrderBy,
  type RowKind,
} from './vocabulary';

/**
 * The landing query's middle stages. `normaliseLandingQuery` turns a validated request into the
 * canonical query (defaults filled in, labels resolved to codes, pivots and OrderBy in canonical form):
 * the cache key and what a saved query stores. `planLandingQuery` turns that canonical query into
 * everything the SQL stage needs, resolved once. The plan is made from the canonical query only, never
 * from the caller's spelling, so two requests that share a cache entry always share their SQL too.
 */

/**
 * The spec's default is "2021-01-01 to 2021-12-31", a whole year. Here: the whole of the newest year
 * with data, the year every list and entity page of the site opens on (lib/landings/site-data.ts), so
 * the top lists and the boat and firm lists show the same year by default.
 */
export async function defaultPeriod(): Promise<{ FromDate: string; ToDate: string }> {
  const facts = await storeFacts();
  // The newest year with data, as every list and entity page opens on (lib/landings/site-data.ts).
  const year = facts.latestYear ?? new Date().getUTCFullYear();
  return { FromDate: `${year}-01-01`, ToDate: `${year}-12-31` };
}

/** Canonical JSON for hashing and caching: keys sorted, undefined dropped. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

async function resolvePeriod(input: LandingQueryInput): Promise<{ FromDate: string; ToDate: string }> {
  if (input.FromDate && input.ToDate) return { FromDate: input.FromDate, ToDate: input.ToDate };
  // One end given: the other is the same year's other end, so "from 2023-06-01" means the rest of 2023.
  if (input.FromDate) return { FromDate: input.FromDate, ToDate: `${input.FromDate.slice(0, 4)}-12-31` };
  if (input.ToDate) return { FromDate: `${input.ToDate.slice(0, 4)}-01-01`, ToDate: input.ToDate };
  return defaultPeriod();
}

export const orderByHelp =
  'Sortering skrives «felt [asc|desc]» der felt er TotalWeight, Price, LastLandingDate, Title eller Pivot:<pivot fra XPivots>';

/** The caller's OrderBy against the query's canonical pivots; a Pivot order names its canonical id. */
function resolveOrder(raw: string | undefined, pivots: string[], index: CodeIndex): OrderBy {
  if (!raw) return DEFAULT_ORDER_BY;
  // A bare name may be any spelling of a pivot: `Torsk` for XPivots `1022`.
  const parsed = parseOrderBy(raw, (text) => pivots.includes(resolvePivot(text, index).id));
  if (!parsed) throw new LandingInputError('Ukjent sortering', { OrderBy: orderByHelp });
  if (parsed.field !== 'Pivot') return parsed;
  const id = resolvePivot(parsed.pivot!, index).id;
  if (!pivots.includes(id)) {
    throw new LandingInputError('Sorteringen viser til en pivotkolonne som ikke er med', {
      OrderBy: `Pivotkolonnen «${parsed.pivot}» er ikke med i XPivots`,
    });
  }
  return { ...parsed, pivot: id };
}

/**
 * Fills in the defaults and resolves everything that depends on the store: filter labels to codes,
 * pivots to `kind:code`, the OrderBy pivot to one of them. Equal queries come out as equal objects.
 * Throws LandingInputError for mistakes only visible here (an OrderBy pivot not among XPivots).
 */
export async function normaliseLandingQuery(input: LandingQueryInput): Promise<LandingQuery> {
  const [index, period] = await Promise.all([loadCodeIndex(), resolvePeriod(input)]);
  if (period.FromDate > period.ToDate) {
    throw new LandingInputError('Fra-dato er etter til-dato', {
      ToDate: 'Til-dato må være lik eller etter fra-dato',
    });
  }
  const pivots: string[] = [];
  for (const raw of input.XPivots ?? []) {
    const { id } = resolvePivot(raw, index);
    if (!pivots.includes(id)) pivots.push(id);
  }
  if (pivots.length > MAX_PIVOTS) {
    throw new LandingInputError('For mange pivotkolonner', { XPivots: `Høyst ${MAX_PIVOTS} pivotkolonner` });
  }
  const order = resolveOrder(input.OrderBy, pivots, index);
  const { canonical } = resolveFilters(input, index);
  const query: LandingQuery = {
    FromDate: period.FromDate,
    ToDate: period.ToDate,
    PageNo: input.PageNo ?? 1,
    Count: input.Count ?? DEFAULT_COUNT,
    OffloadGrouping: ROW_KIND_NAMES[rowKindOf(input.OffloadGrouping)],
    OffloadGroupingDate: input.OffloadGroupingDate ?? 'none',
    OrderBy: formatOrderBy(order),
    XPivots: pivots,
  };
  for (const field of FILTER_FIELDS) {
    if (canonical[field]?.length) query[field] = canonical[field];
  }
  return query;
}

/** A canonical query with everything the SQL stage needs resolved against the store's code lists. */
export interface LandingQueryPlan {
  query: LandingQuery;
  kind: RowKind;
  /** The XPivots with their columns and titles, in the query's order (pivot_0, pivot_1, …). */
  pivots: ResolvedPivot[];
  /** The sort, a Pivot order naming one of `pivots` by its canonical id. */
  order: OrderBy;
  filters: ResolvedFilters;
}

/** Plans a normalised query (see normaliseLandingQuery); pure given the code index. */
export function planLandingQuery(query: LandingQuery, index: CodeIndex): LandingQueryPlan {
  const order = parseOrderBy(query.OrderBy) ?? DEFAULT_ORDER_BY;
  return {
    query,
    kind: rowKindOf(query.OffloadGrouping),
    pivots: query.XPivots.map((id) => resolvePivot(id, index)),
    order: order.field === 'Pivot' ? { ...order, pivot: resolvePivot(order.pivot!, index).id } : order,
    filters: resolveFilters(query, index),
  };
}

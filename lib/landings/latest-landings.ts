import 'server-only';
import { queryStore } from '@/lib/store/landing-store';
import { cachedQuery } from '@/lib/store/result-cache';
import {
  describeDocuments,
  toSummary,
  type LandingDocument,
  type LandingSummary,
} from './notes/landing-document-lists';
import { loadCodeIndex, resolveFilters } from './landing-query/codes';
import { filterSql, SqlParams } from './landing-query/filter-sql';
import { DEFAULT_COUNT, FILTER_FIELDS, type LandingFilters } from './landing-query/types';

export { MAX_DOCUMENTS_WITH_LINES } from './landing-query/types';

/**
 * Lists of landing documents, newest first: the site's latest landings (`/offloads`), the documents
 * of a period with their lines, and a single document. Filters are the landing query's and narrow
 * the lines that count: "latest cod landings" lists documents with cod, showing their cod.
 */

export interface LandingListInput extends LandingFilters {
  /** yyyy-MM-dd; both optional for latest landings (then the whole store). */
  FromDate?: string;
  ToDate?: string;
  PageNo?: number;
  Count?: number;
}

export interface LandingListPage<T> {
  rows: T[];
  /** Documents matching over all pages. */
  total: number;
}

interface PickedPage {
  keys: string[];
  total: number;
  dateRange: [string, string] | undefined;
}

/**
 * Picks a page of document keys, newest landing first (ties by key, so pages are stable), and how
 * many documents match in all. Without line filters the documents table answers (one row per
 * document); with them the lines are grouped per document.
 */
async function pickDocuments(
  input: LandingListInput,
  page: { pageNo: number; count: number },
  signal?: AbortSignal,
): Promise<PickedPage> {
  const resolved = resolveFilters(input, await loadCodeIndex());
  const params = new SqlParams();
  const dates: string[] = [];
  if (input.FromDate) dates.push(`landing_date >= ${params.add(input.FromDate)}::date`);
  if (input.ToDate) dates.push(`landing_date <= ${params.add(input.ToDate)}::date`);
  const dateWhere = dates.length > 0 ? dates.join(' and ') : 'true';
  const hasLineFilters = resolved.conditions.length > 0;
  const filters = filterSql(resolved, params);
  const limit = params.add(page.count);
  const offset = params.add((page.pageNo - 1) * page.count);
  // The total rides along as a scalar count: a window count over ~300 000 documents would make DuckDB
  // sort them all instead of keeping the top rows.
  const sql = hasLineFilters
    ? `with picked as materialized (
         select doc_key, max(landing_date) as landing_date from landing_lines
         where ${dateWhere} and ${filters} group by doc_key
       )
       select doc_key, cast(landing_date as varchar) as landing_date,
         (select count(*) from picked)::integer as total_rows
       from picked order by picked.landing_date desc, doc_key desc limit ${limit} offset ${offset}`
    : `select doc_key, cast(landing_date as varchar) as landing_date,
         (select count(*) from documents where ${dateWhere})::integer as total_rows
       from documents where ${dateWhere}
       order by documents.landing_date desc, doc_key desc limit ${limit} offset ${offset}`;
  const rows = await queryStore<{ doc_key: string; landing_date: string; total_rows: number }>(
    sql,
    params.values,
    signal,
  );
  let total = rows[0]?.total_rows ?? 0;
  if (rows.length === 0 && page.pageNo > 1) {
    // Past the last page: count without paging so the caller still learns the total.
    const countParams = new SqlParams();
    const countDates: string[] = [];
    if (input.FromDate) countDates.push(`landing_date >= ${countParams.add(input.FromDate)}::date`);
    if (input.ToDate) countDates.push(`landing_date <= ${countParams.add(input.ToDate)}::date`);
    const where = countDates.length > 0 ? countDates.join(' and ') : 'true';
    const [count] = await queryStore<{ n: number }>(
      hasLineFilters
        ? `select count(distinct doc_key)::integer as n from landing_lines where ${where} and ${filterSql(resolved, countParams)}`
        : `select count(*)::integer as n from documents where ${where}`,
      countParams.values,
      signal,
    );
    total = count?.n ?? 0;
  }
  const landingDates = rows.map((row) => row.landing_date).sort();
  return {
    keys: rows.map((row) => row.doc_key),
    total,
    dateRange: landingDates.length > 0 ? [landingDates[0], landingDates[landingDates.length - 1]] : undefined,
  };
}

/** The filters in canonical form, for cache keys. */
async function canonicalInput(input: LandingListInput): Promise<LandingListInput> {
  const { canonical } = resolveFilters(input, await loadCodeIndex());
  const result: LandingListInput = {
    FromDate: input.FromDate,
    ToDate: input.ToDate,
    PageNo: input.PageNo ?? 1,
    Count: input.Count ?? DEFAULT_COUNT,
  };
  for (const field of FILTER_FIELDS) if (canonical[field]?.length) result[field] = canonical[field];
  return result;
}

async function listDocuments(
  input: LandingListInput,
  withLines: boolean,
  signal?: AbortSignal,
): Promise<LandingListPage<LandingDocument>> {
  const canonical = await canonicalInput(input);
  return cachedQuery(
    withLines ? 'landings.documents' : 'landings.latest',
    canonical,
    async (runSignal) => {
      const picked = await pickDocuments(
        canonical,
        { pageNo: canonical.PageNo!, count: canonical.Count! },
        runSignal,
      );
      // The same filters decide which lines of the picked documents count.
      const params = new SqlParams();
      const where = filterSql(resolveFilters(canonical, await loadCodeIndex()), params);
      const rows = await describeDocuments(
        picked.keys,
        { where, params },
        { withLines, dateRange: picked.dateRange, signal: runSignal },
      );
      return { rows, total: picked.total };
    },
    { signal },
  );
}

/**
 * The newest landing documents, filtered like the landing query, paged. Weight, value and species of
 * each are those of its lines that match the filters.
 */
export async function latestLandings(
  input: LandingListInput = {},
  options: { signal?: AbortSignal } = {},
): Promise<LandingListPage<LandingSummary>> {
  const page = await listDocuments(input, false, options.signal);
  return { rows: page.rows.map(toSummary), total: page.total };
}

/** The landing documents of a period with all their lines, newest first, paged. */
export async function landingDocumentsInPeriod(
  input: LandingListInput & { FromDate: string; ToDate: string },
  options: { signal?: AbortSignal } = {},
): Promise<LandingListPage<LandingDocument>> {
  return listDocuments(input, true, options.signal);
}

/** One landing document with its lines, by its key; null when there is no such document. */
export async function landingDocument(
  docKey: string,
  options: { signal?: AbortSignal } = {},
): Promise<LandingDocument | null> {
  return cachedQuery(
    'landings.document',
    { docKey },
    async (signal) => {
      const [found] = await queryStore<{ landing_date: string }>(
        'select cast(landing_date as varchar) as landing_date from documents where doc_key = $1',
        [docKey],
        signal,
      );
      if (!found) return null;
      const [document] = await describeDocuments(
        [docKey],
        { where: 'true', params: new SqlParams() },
        { withLines: true, signal },
      );
      return document ?? null;
    },
    { signal: options.signal },
  );
}

import 'server-only';
import { csvNotFound, csvRoute } from '@/lib/api/csv-route';
import { csvResponse } from '@/lib/csv';

/**
 * The CSV downloads of the detail pages' tables: `/{kind}/{id}/csv/{table}?year=…` answers one table of
 * the page, with the page's period, built from the same columns the page renders (`tableCsv`).
 */

/** Each table of a page: its CSV for the loaded entity and period, whole or written as it is read. */
export type TableCsvMakers<Loaded> = Record<
  string,
  (loaded: Loaded) => Promise<string | ReadableStream<Uint8Array>>
>;

/**
 * The GET handler of a detail page's CSV route (a csvRoute: rate limit, API error shape). It answers
 * 404 with a Norwegian message for a table the page does not have (before anything is loaded) or an entity
 * that does not exist, else the table's CSV. `table` picks the table from the route's params (default
 * the `[table]` segment).
 */
export function tableCsvRoute<Params extends Record<string, string>, Loaded>(options: {
  tables: TableCsvMakers<Loaded>;
  table?: (params: Params) => string;
  load: (params: Params, search: URLSearchParams) => Promise<Loaded | null>;
  notFoundMessage: string;
  fileName: (loaded: Loaded, table: string) => string;
}) {
  return csvRoute<Params>('detail table', async (request, params) => {
    const table = options.table ? options.table(params) : params.table;
    const make = Object.hasOwn(options.tables, table) ? options.tables[table] : undefined;
    if (!make) {
      throw csvNotFound(`Ukjent tabell «${table}». Tabeller: ${Object.keys(options.tables).join(', ')}.`);
    }
    const loaded = await options.load(params, new URL(request.url).searchParams);
    if (!loaded) throw csvNotFound(options.notFoundMessage);
    return csvResponse(options.fileName(loaded, table), await make(loaded));
  });
}

/** The page's year parameter (`?year=2024`), for loaders that default it themselves. */
export const yearParam = (search: URLSearchParams) => search.get('year') ?? undefined;

/** The address of a table's CSV, keeping the page's period parameters. */
export function tableCsvHref(
  entityPath: string,
  table: string,
  period: Record<string, string | number | undefined>,
): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(period))
    if (value != null && value !== '') search.set(key, String(value));
  const query = search.toString();
  return `${entityPath}/csv/${table}${query ? `?${query}` : ''}`;
}

import { csvHeaderLine, csvRowLines, csvStream, toCsv, type CsvColumn } from '@/lib/csv';
import { columnLabel, type DataColumn } from './data-table';

/**
 * The CSV of a table, from the same column definitions the page renders: every column with a `csv`
 * (or `sortValue`) function, headed by its plain-text label. Numbers stay raw (kg, kr) so a spreadsheet
 * can sum them; lib/csv.ts writes them with a decimal comma.
 */
export function tableCsv<Row>(columns: readonly DataColumn<Row>[], rows: readonly Row[]): string {
  return toCsv(
    csvColumnsOf(columns),
    rows.map((row, index) => ({ row, index })),
  );
}

/** The CSV columns of a table's columns: those with a `csv` (or `sortValue`), by their plain label. */
function csvColumnsOf<Row>(columns: readonly DataColumn<Row>[]): CsvColumn<{ row: Row; index: number }>[] {
  return columns.flatMap((column) => {
    const csv = column.csv;
    const sortValue = column.sortValue;
    if (csv) return [{ header: columnLabel(column), value: (entry) => csv(entry.row, entry.index) }];
    if (sortValue) return [{ header: columnLabel(column), value: (entry) => sortValue(entry.row) }];
    return [];
  });
}

/**
 * The pages of a list read `size` rows at a time, until a page comes back short: the first is read at
 * once (so that a failure still answers as an error, before a download starts), the rest as they are
 * asked for.
 */
export async function pagesOf<Row>(
  read: (page: { offset: number; limit: number }) => Promise<readonly Row[]>,
  size: number,
): Promise<AsyncIterable<readonly Row[]>> {
  const first = await read({ offset: 0, limit: size });
  return (async function* () {
    let rows = first;
    for (let index = 1; rows.length > 0; index++) {
      yield rows;
      if (rows.length < size) return;
      rows = await read({ offset: index * size, limit: size });
    }
  })();
}

/**
 * The CSV of a table too long to hold at once, from the same column definitions: the header, then
 * each page of rows as `pages` yields it (lib/csv.ts, `csvStream`).
 */
export function tableCsvStream<Row>(
  columns: readonly DataColumn<Row>[],
  pages: AsyncIterable<readonly Row[]>,
): ReadableStream<Uint8Array> {
  const csvColumns = csvColumnsOf(columns);
  async function* lines() {
    let index = 0;
    for await (const rows of pages) {
      yield csvRowLines(
        csvColumns,
        rows.map((row) => ({ row, index: index++ })),
      );
    }
  }
  return csvStream(csvHeaderLine(csvColumns), lines());
}

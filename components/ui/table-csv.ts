import { toCsv, type CsvColumn } from '@/lib/csv';
import { columnLabel, type DataColumn } from './data-table';

/**
 * The CSV of a table, from the same column definitions the page renders: every column with a `csv`
 * (or `sortValue`) function, headed by its plain-text label. Numbers stay raw (kg, kr) so a spreadsheet
 * can sum them; lib/csv.ts writes them with a decimal comma.
 */
export function tableCsv<Row>(columns: readonly DataColumn<Row>[], rows: readonly Row[]): string {
  const indexed = rows.map((row, index) => ({ row, index }));
  const csvColumns: CsvColumn<{ row: Row; index: number }>[] = columns.flatMap((column) => {
    const csv = column.csv;
    const sortValue = column.sortValue;
    if (csv) return [{ header: columnLabel(column), value: (entry) => csv(entry.row, entry.index) }];
    if (sortValue) return [{ header: columnLabel(column), value: (entry) => sortValue(entry.row) }];
    return [];
  });
  return toCsv(csvColumns, indexed);
}

import { DataTable, type DataTableProps } from '@/components/ui/data-table';
import { Pagination } from '@/components/ui/pagination';
import { ValueNote } from '@/components/ui/value-figure';
import type { ValueTotal } from '@/lib/landings/value-coverage';
import { SourceNote } from './source-note';

/**
 * A directory list (/boats, /firm): one page of the list as a table with the whole list's CSV download,
 * the note on values only partly known, the numbered pages and the list's source. Its rows are entities,
 * keyed by their id; the table's id is `tabell-<name>`.
 */
export type DirectoryTableProps<Row extends { id: string }> = Omit<
  DataTableProps<Row>,
  'id' | 'name' | 'rowKey' | 'captionHidden' | 'csvLabel' | 'collapseAfter'
> & {
  /** The table's `data-table` name ("kjopere"). */
  name: string;
  list: { page: number; count: number; total: number };
  /** What a row landed or received in the year, and how much of its value is known. */
  valueOf: (row: Row) => ValueTotal;
  hrefFor: (page: number) => string;
  /** What the list counts, in the plural ("båter"); the page links are "Sider med båter". */
  noun: string;
  source: string;
};

export function DirectoryTable<Row extends { id: string }>({
  name,
  list,
  valueOf,
  hrefFor,
  noun,
  source,
  ...table
}: DirectoryTableProps<Row>) {
  return (
    <>
      {/* Every row of a directory page stays visible: the page is the list (no "show all" fold). */}
      <DataTable<Row>
        {...table}
        id={`tabell-${name}`}
        name={name}
        rowKey={(row) => row.id}
        captionHidden
        csvLabel="Last ned listen (CSV)"
        collapseAfter={null}
      />
      <ValueNote totals={table.rows.map(valueOf)} />
      <Pagination
        variant="numbered"
        page={list.page}
        count={list.count}
        total={list.total}
        hrefFor={hrefFor}
        label={`Sider med ${noun}`}
        noun={noun}
      />
      <SourceNote>{source}</SourceNote>
    </>
  );
}

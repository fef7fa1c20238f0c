import { DataTable, type DataTableProps } from '@/components/ui/data-table';
import { Pagination } from '@/components/ui/pagination';
import { ValueNote } from '@/components/ui/value-figure';
import type { ValueTotal } from '@/lib/landings/value-coverage';
import { SourceNote } from './source-note';

/**
 * A directory list (/boats, /firm): one page of the list as a table with the whole list's CSV download,
 * the note on values only partly known, the numbered pages and the list's source.
 */
export function DirectoryTable<Row>({
  list,
  valueOf,
  hrefFor,
  pagesLabel,
  noun,
  source,
  ...table
}: Omit<DataTableProps<Row>, 'captionHidden' | 'csvLabel' | 'collapseAfter'> & {
  list: { page: number; count: number; total: number };
  /** What a row landed or received in the year, and how much of its value is known. */
  valueOf: (row: Row) => ValueTotal;
  hrefFor: (page: number) => string;
  /** The name of the page links' navigation ("Sider med båter"). */
  pagesLabel: string;
  /** What the list counts, in the plural ("båter"). */
  noun: string;
  source: string;
}) {
  return (
    <>
      {/* Every row of a directory page stays visible: the page is the list (no "show all" fold). */}
      <DataTable<Row> {...table} captionHidden csvLabel="Last ned listen (CSV)" collapseAfter={null} />
      <ValueNote totals={table.rows.map(valueOf)} />
      <Pagination
        variant="numbered"
        page={list.page}
        count={list.count}
        total={list.total}
        hrefFor={hrefFor}
        label={pagesLabel}
        noun={noun}
      />
      <SourceNote>{source}</SourceNote>
    </>
  );
}

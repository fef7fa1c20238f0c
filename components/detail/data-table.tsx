import Link from 'next/link';
import styles from './detail.module.css';

export interface Column<Row> {
  key: string;
  header: React.ReactNode;
  cell: (row: Row, index: number) => React.ReactNode;
  /** Right-aligned, tabular figures. */
  numeric?: boolean;
  /** The first cell of a row names it (`<th scope="row">`). */
  rowHeader?: boolean;
  /** A sortable column: where its header links to, and whether the table is sorted by it now. */
  sort?: { href: string; direction: 'ascending' | 'descending' | null };
}

export interface DataTableProps<Row> {
  caption: React.ReactNode;
  /** Hide the caption visually (the section heading says the same). */
  captionHidden?: boolean;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row, index: number) => string;
  /** `<tr>` elements for a `<tfoot>` (totals). */
  footer?: React.ReactNode;
  empty?: string;
  /** A test hook (`data-table="landinger"`). */
  name?: string;
}

/**
 * A plain server-rendered table: caption, column heads with `scope`, optional sort links (the sort
 * lives in the URL, so it works without JavaScript and can be shared) and a totals footer.
 */
export function DataTable<Row>({
  caption,
  captionHidden,
  columns,
  rows,
  rowKey,
  footer,
  empty = 'Ingen rader.',
  name,
}: DataTableProps<Row>) {
  const captionId = name ? `tabell-${name}` : undefined;
  return (
    // Wide tables scroll sideways on small screens: the region takes focus so keyboards can scroll it.
    <div
      className={styles.tableWrap}
      tabIndex={0}
      role="region"
      aria-labelledby={captionId}
      aria-label={captionId ? undefined : typeof caption === 'string' ? caption : 'Tabell'}
    >
      <table className={styles.table} data-table={name}>
        <caption id={captionId} className={captionHidden ? 'visually-hidden' : undefined}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={column.numeric ? styles.num : undefined}
                aria-sort={column.sort?.direction ?? undefined}
              >
                {column.sort ? (
                  <Link className={styles.sortLink} href={column.sort.href}>
                    {column.header}
                    {column.sort.direction === 'ascending'
                      ? ' ▲'
                      : column.sort.direction === 'descending'
                        ? ' ▼'
                        : ''}
                  </Link>
                ) : (
                  column.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className={styles.empty}>
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row, index) => (
              <tr key={rowKey(row, index)}>
                {columns.map((column) =>
                  column.rowHeader ? (
                    <th key={column.key} scope="row" className={column.numeric ? styles.num : undefined}>
                      {column.cell(row, index)}
                    </th>
                  ) : (
                    <td key={column.key} className={column.numeric ? styles.num : undefined}>
                      {column.cell(row, index)}
                    </td>
                  ),
                )}
              </tr>
            ))
          )}
        </tbody>
        {footer && rows.length > 0 ? <tfoot>{footer}</tfoot> : null}
      </table>
    </div>
  );
}

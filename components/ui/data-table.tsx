import Link from 'next/link';
import { formatNumber } from '@/lib/format';
import type { ReactNode } from 'react';
import styles from './data-table.module.css';
import { nextSort, type SortDirection, type SortValue, type TableSort } from '@/lib/table-sort';

/**
 * DataTable: the one table of the site. Semantic (caption, scoped headers, aria-sort), sortable by
 * links and offering its rows as CSV. See README.md beside this file for the API and examples.
 *
 * It has no state and no hooks, so it renders in server components (sorting by links: `sortHref`) and
 * inside client components (sorting by a callback as well: `onSortChange` intercepts the link click,
 * the link stays a real link for middle-click and without JavaScript). Rows come in the order they are
 * shown: the caller sorts them (in SQL, or in memory with `sortRows` from ./table-sort).
 */

export interface DataColumn<Row> {
  /** Stable key: the sort key in the URL (`?sort=<key>:desc`) and the React key of the cells. */
  key: string;
  /** The visible header. */
  header: ReactNode;
  /** Plain-text header for the CSV file; defaults to `header` when that is a string. */
  label?: string;
  /** The cell's content. */
  cell: (row: Row, index: number) => ReactNode;
  /** Whether the header sorts by this column (needs `sortHref` on the table). */
  sortable?: boolean;
  /** Direction of the first click: numbers and dates usually `desc`, text `asc` (the default). */
  defaultDirection?: SortDirection;
  /** The value `sortRows` sorts by. */
  sortValue?: (row: Row) => SortValue;
  /** The CSV value (raw numbers, not formatted text); defaults to `sortValue`. No CSV column without either. */
  csv?: (row: Row, index: number) => string | number | null | undefined;
  /** Only in the CSV file (ids, raw codes), not shown in the table. */
  csvOnly?: boolean;
  /** Numbers are aligned to the end. */
  align?: 'start' | 'end';
  /** This column names the row: its cells are `<th scope="row">`. */
  rowHeader?: boolean;
  /** Extra class on the header and the cells, e.g. to highlight the measure shown. */
  className?: string;
  /**
   * Where the column goes when the table is stacked on a narrow screen (see `DataTable`):
   * `name` names the row (default: the `rowHeader` column); `key` is the figure the list is about, shown
   * beside the name; `lead` comes before the name (a rank, a time); `hidden` folds away (the CSV keeps
   * it). Any other column is labelled text below.
   */
  phone?: 'name' | 'key' | 'lead' | 'hidden';
}

export interface DataTableProps<Row> {
  /** Id of the table; the caption gets `${id}-caption`. */
  id: string;
  /** The table's `data-table` name, a stable hook for tests; defaults to `id`. */
  name?: string;
  /** Every table has a caption; `captionHidden` keeps it for screen readers only. */
  caption: ReactNode;
  captionHidden?: boolean;
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
  /** The current sort, marked with aria-sort and an arrow. */
  sort?: TableSort | null;
  /** The address of the same view sorted otherwise; makes sortable headers links. */
  sortHref?: (sort: TableSort) => string;
  /** Client components only: called instead of following the sort link. */
  onSortChange?: (sort: TableSort) => void;
  /** A download link for the same rows as CSV (a route answering `csvResponse(name, tableCsv(…))`). */
  csvHref?: string;
  /** Text of the download link; default "Last ned CSV" followed by the caption for screen readers. */
  csvLabel?: string;
  /** `<tr>` elements of a `<tfoot>` (sums), left out when there are no rows; cells via `FooterCell`. */
  footer?: ReactNode;
  /** Shown in a single cell when there are no rows. */
  empty?: ReactNode;
  /** Rows are being replaced (aria-busy, dimmed). */
  busy?: boolean;
  /** Tighter cells, for small tables side by side. */
  compact?: boolean;
  /**
   * Rows shown before "Vis alle …" (the rest follow on a click, without a new request); the caller's
   * order decides which come first. `null` shows every row (paged lists). Default 25, and a table of at
   * most 30 rows is never cut.
   */
  collapseAfter?: number | null;
  /** What the rows are, for the "Vis alle 99 landinger" button; default "rader". */
  rowNoun?: string;
  /**
   * The caller gave only the first rows of a longer list: a link to the view with the rest (or back to
   * the short one). The page then carries only the rows it shows; no rows are folded away by CSS.
   */
  moreLink?: { href: string; text: string };
}

/** Rows are cut only when at least this many would be hidden. */
const COLLAPSE_MIN_HIDDEN = 6;
const DEFAULT_COLLAPSE_AFTER = 25;
/** A stacked row takes several lines, so a phone shows fewer rows before "Vis alle". */
const PHONE_COLLAPSE_AFTER = 10;

/**
 * Tables of more columns than this are stacked on a narrow screen: each row becomes a card with its
 * name and key figure on the first line and the other columns as labelled text below, so nothing is
 * wider than the screen. A table of two columns stays a table (it fits a phone).
 */
const STACK_ABOVE_COLUMNS = 2;

const SORT_NAMES: Record<SortDirection, string> = { asc: 'stigende', desc: 'synkende' };
const ARIA_SORT: Record<SortDirection, 'ascending' | 'descending'> = {
  asc: 'ascending',
  desc: 'descending',
};

export function columnLabel<Row>(column: DataColumn<Row>): string {
  return column.label ?? (typeof column.header === 'string' ? column.header : column.key);
}

/** A click that should stay in the page: not a middle click, not one that opens a new tab or window. */
export function isPlainClick(event: React.MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

const classes = (...names: (string | false | null | undefined)[]) =>
  names.filter(Boolean).join(' ') || undefined;

/**
 * The props that have a value. React writes every prop it is given into the page's RSC payload, an
 * undefined one as `"className":"$undefined"`, which on a 300-row table came to several kB.
 */
function setProps<P extends Record<string, string | boolean | undefined>>(props: P): Partial<P> {
  const set: Partial<P> = {};
  for (const key in props) if (props[key] !== undefined) set[key] = props[key];
  return set;
}

/**
 * A cell of a footer row, aligned like the column above it. `label` names it when the table is stacked
 * on a phone (like the column's header does for a body cell); `phone="key"` puts it beside the row's name.
 */
export function FooterCell({
  children,
  align,
  colSpan,
  label,
  phone,
}: {
  children?: ReactNode;
  align?: 'start' | 'end';
  colSpan?: number;
  label?: string;
  phone?: DataColumn<unknown>['phone'];
}) {
  return (
    <td
      colSpan={colSpan}
      {...setProps({
        className: classes(align === 'end' && styles.num, phone && PHONE_CLASS[phone]),
        'data-label': phone ? undefined : label,
      })}
    >
      {children}
    </td>
  );
}

const PHONE_CLASS: Record<NonNullable<DataColumn<unknown>['phone']>, string> = {
  name: styles.phoneName,
  key: styles.phoneKey,
  lead: styles.phoneLead,
  hidden: styles.phoneHidden,
};

/** Secondary text after a cell's main content: a registration mark, a town. */
export function RowMark({ children }: { children: ReactNode }) {
  return <span className={styles.rowMark}> {children}</span>;
}

function SortHeader<Row>({
  column,
  sort,
  sortHref,
  onSortChange,
}: {
  column: DataColumn<Row>;
  sort: TableSort | null;
  sortHref: (sort: TableSort) => string;
  onSortChange?: (sort: TableSort) => void;
}) {
  const active = sort?.key === column.key ? sort : null;
  const target = nextSort(sort, column.key, column.defaultDirection ?? 'asc');
  return (
    <Link
      className={styles.sort}
      href={sortHref(target)}
      prefetch={false}
      scroll={false}
      onClick={
        onSortChange
          ? (event) => {
              if (!isPlainClick(event)) return;
              event.preventDefault();
              onSortChange(target);
            }
          : undefined
      }
    >
      {column.header}
      <span className={styles.sortIcon} aria-hidden="true">
        {active ? (active.direction === 'asc' ? '▲' : '▼') : '↕'}
      </span>
      <span className="visually-hidden">{`(sorter ${SORT_NAMES[target.direction]})`}</span>
    </Link>
  );
}

export function DataTable<Row>({
  id,
  name,
  caption,
  captionHidden,
  columns,
  rows,
  rowKey,
  sort = null,
  sortHref,
  onSortChange,
  csvHref,
  csvLabel,
  footer,
  empty = 'Ingen rader.',
  busy,
  compact,
  collapseAfter: collapseAsked = DEFAULT_COLLAPSE_AFTER,
  rowNoun = 'rader',
  moreLink,
}: DataTableProps<Row>) {
  const collapseAfter = moreLink ? null : collapseAsked;
  const captionId = `${id}-caption`;
  const shown = columns.filter((column) => !column.csvOnly);
  const stacked = shown.length > STACK_ABOVE_COLUMNS;
  const cutAt = (limit: number | null) =>
    limit != null && rows.length >= limit + COLLAPSE_MIN_HIDDEN ? limit : null;
  const visibleRows = cutAt(collapseAfter);
  const phoneRows =
    stacked && collapseAfter != null ? cutAt(Math.min(collapseAfter, PHONE_COLLAPSE_AFTER)) : null;
  const collapsible = visibleRows != null || phoneRows != null;
  const rowClass = (index: number) =>
    classes(
      visibleRows != null && index >= visibleRows && styles.more,
      phoneRows != null && index >= phoneRows && styles.phoneMore,
    );
  const moreId = `${id}-vis-alle`;
  const cellClass = (column: DataColumn<Row>) =>
    classes(
      column.align === 'end' && styles.num,
      column.phone && PHONE_CLASS[column.phone],
      column.rowHeader && !column.phone && styles.phoneName,
      column.className,
    );
  /** A stacked row names its secondary cells by their column's header. */
  const cellLabel = (column: DataColumn<Row>) =>
    stacked && !column.rowHeader && !column.phone
      ? typeof column.header === 'string'
        ? column.header
        : column.label
      : undefined;
  return (
    <div
      className={classes(
        styles.dataTable,
        stacked && styles.stacked,
        busy && styles.busy,
        compact && styles.compact,
      )}
    >
      {collapsible ? (
        // Before the table so that CSS can show the hidden rows when it is checked (no script needed).
        <input type="checkbox" id={moreId} className={styles.moreToggle} />
      ) : null}
      {/* The region scrolls sideways on narrow screens; focusable so keyboard users can scroll it. */}
      <div className={styles.scroll} role="region" aria-labelledby={captionId} tabIndex={0}>
        <table id={id} data-table={name ?? id} {...setProps({ 'aria-busy': busy || undefined })}>
          <caption id={captionId} {...setProps({ className: captionHidden ? 'visually-hidden' : undefined })}>
            {caption}
          </caption>
          <thead>
            <tr>
              {shown.map((column) => {
                const active = sort?.key === column.key ? sort : null;
                const sortable = column.sortable && sortHref;
                return (
                  <th
                    key={column.key}
                    scope="col"
                    {...setProps({
                      className: classes(cellClass(column), sortable && styles.sortable),
                      'aria-sort': active ? ARIA_SORT[active.direction] : undefined,
                      'data-key-figure': column.phone === 'key' || undefined,
                    })}
                  >
                    {sortable ? (
                      <SortHeader
                        column={column}
                        sort={sort}
                        sortHref={sortHref}
                        onSortChange={onSortChange}
                      />
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={shown.length} className={styles.empty}>
                  {empty}
                </td>
              </tr>
            ) : (
              rows.map((row, index) => (
                <tr
                  key={rowKey(row, index)}
                  {...setProps({
                    className: rowClass(index),
                  })}
                >
                  {shown.map((column) =>
                    column.rowHeader ? (
                      <th key={column.key} scope="row" {...setProps({ className: cellClass(column) })}>
                        {column.cell(row, index)}
                      </th>
                    ) : (
                      <td
                        key={column.key}
                        {...setProps({ className: cellClass(column), 'data-label': cellLabel(column) })}
                      >
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
      {collapsible || csvHref || moreLink ? (
        <p className={styles.tools}>
          {moreLink ? (
            <Link href={moreLink.href} prefetch={false} className={styles.moreButton}>
              {moreLink.text}
            </Link>
          ) : null}
          {collapsible ? (
            <label
              htmlFor={moreId}
              className={classes(styles.moreButton, visibleRows == null && styles.phoneOnly)}
            >
              <span className={styles.showAll}>
                Vis alle {formatNumber(rows.length)} {rowNoun}
              </span>
              <span className={styles.showFewer}>Vis færre {rowNoun}</span>
            </label>
          ) : null}
          {csvHref ? (
            <a href={csvHref} download className={styles.csv}>
              {csvLabel ?? (
                <>
                  Last ned CSV
                  <span className="visually-hidden">
                    {' '}
                    ({typeof caption === 'string' ? caption : 'tabellen'})
                  </span>
                </>
              )}
            </a>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}

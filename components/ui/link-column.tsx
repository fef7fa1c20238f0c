import Link from 'next/link';
import type { ReactNode } from 'react';
import type { DataColumn } from './data-table';

/**
 * The column that names a row and links to its page (a boat, a firm, an owner): the row's header cell,
 * which a screen reader announces with every other cell of the row. `mark` follows the link (a place,
 * a registration mark); `csv` is what the download holds, when it is not the column's text.
 */
export function linkColumn<Row>(
  key: string,
  header: string,
  {
    href,
    text,
    mark,
    csv,
  }: {
    href: (row: Row) => string;
    text: (row: Row) => ReactNode;
    mark?: (row: Row) => ReactNode;
    csv?: DataColumn<Row>['csv'];
  },
): DataColumn<Row> {
  return {
    key,
    header,
    rowHeader: true,
    cell: (row) => {
      // Entity pages are many and rarely all visited: no prefetch for a list of them.
      const link = (
        <Link href={href(row)} prefetch={false}>
          {text(row)}
        </Link>
      );
      return mark ? (
        <>
          {link}
          {mark(row)}
        </>
      ) : (
        link
      );
    },
    ...(csv ? { csv } : {}),
  };
}

import 'server-only';
import { pagesOf, tableCsvStream } from '@/components/ui/table-csv';
import type { RowKind } from '@/lib/landings/landing-query-types';
import type { PeriodChoice } from '@/lib/url-state/detail-period';
import { reads } from '@/lib/store-reads/reads';
import { topRowColumns } from './place-columns';

/** Rows per read of a top list's download: the landing query's largest page. */
const PAGE_ROWS = 500;

/** Every row of a species or municipality page's top list as CSV, read a page of the landing query at a time. */
export async function placeTopListCsv(
  period: Pick<PeriodChoice, 'from' | 'to'>,
  filters: { Fish?: string[]; OffloadTown?: string[] },
  kind: RowKind,
  header: string,
) {
  return tableCsvStream(
    topRowColumns(kind, header),
    await pagesOf(
      async ({ offset, limit }) =>
        (await reads.placeTopList(period, filters, kind, limit, offset / limit + 1)).rows,
      PAGE_ROWS,
    ),
  );
}

import 'server-only';
import { pagesOf, tableCsvStream } from '@/components/ui/table-csv';
import type { RowKind } from '@/lib/landings/landing-query/types';
import type { PlaceScope } from '@/lib/landings/places/place-pages';
import { reads } from '@/lib/store-reads/reads';
import { topRowColumns } from './place-columns';

/** Rows per read of a top list's download. */
const PAGE_ROWS = 500;

/** Every row of a species or municipality page's top list as CSV, read a page at a time. */
export async function placeTopListCsv(year: number, place: PlaceScope, kind: RowKind, header: string) {
  return tableCsvStream(
    topRowColumns(kind, header),
    await pagesOf(
      async ({ offset, limit }) =>
        (await reads.placeTopList(year, place, kind, limit, offset / limit + 1)).rows,
      PAGE_ROWS,
    ),
  );
}

import Link from 'next/link';
import { RowMark, type DataColumn } from '@/components/ui/data-table';
import { numberColumn } from '@/components/ui/columns';
import { formatDate, formatLength } from '@/lib/format';
import type { SearchHit } from '@/lib/landings/search/search';
import type { SearchKind } from '@/lib/search/kinds';

/** Columns of the full search results (/search/{term}) and their CSV files, per group. */

const nameColumn = (header: string, fallback: string): DataColumn<SearchHit> => ({
  key: 'name',
  header,
  rowHeader: true,
  cell: (hit) => (
    <Link href={hit.href} prefetch={false}>
      {hit.label || fallback}
    </Link>
  ),
  csv: (hit) => hit.label,
});

const lastLandingColumn: DataColumn<SearchHit> = {
  key: 'date',
  header: 'Siste Landing',
  phone: 'key',
  cell: (hit) => formatDate(hit.lastLandingDate),
  csv: (hit) => hit.lastLandingDate,
};

const detailColumn = (header: string): DataColumn<SearchHit> => ({
  key: 'detail',
  header,
  cell: (hit) => hit.detail ?? '–',
  csv: (hit) => hit.detail,
});

const idColumn = (header: string, csvOnly = false): DataColumn<SearchHit> => ({
  key: 'id',
  header,
  ...(csvOnly ? { csvOnly: true, cell: () => null } : { cell: (hit: SearchHit) => hit.id }),
  csv: (hit) => hit.id,
});

const boatColumns: DataColumn<SearchHit>[] = [
  {
    key: 'name',
    header: 'Navn',
    rowHeader: true,
    cell: (boat) => (
      <>
        <Link href={boat.href} prefetch={false}>
          {boat.label || 'Ukjent navn'}
        </Link>
        {boat.detail ? <RowMark>{boat.detail}</RowMark> : null}
        {boat.note ? <RowMark>({boat.note})</RowMark> : null}
      </>
    ),
    csv: (boat) => boat.label,
  },
  {
    key: 'note',
    header: 'Treff på',
    csvOnly: true,
    cell: () => null,
    csv: (boat) => boat.note,
  },
  {
    key: 'registration',
    header: 'Registreringsmerke',
    csvOnly: true,
    cell: () => null,
    csv: (b) => b.detail,
  },
  idColumn('Fartøy ID', true),
  numberColumn('length', 'Lengde', (boat) => boat.length, formatLength, 'Lengde (m)'),
  lastLandingColumn,
];

export const SEARCH_RESULT_COLUMNS: Record<SearchKind, DataColumn<SearchHit>[]> = {
  boats: boatColumns,
  owners: [nameColumn('Fiskefirma', 'Ukjent eier'), idColumn('Org.nr. / eier-ID')],
  buyers: [
    nameColumn('Kjøper', 'Ukjent kjøper'),
    detailColumn('Sted'),
    idColumn('Kjøper-ID'),
    lastLandingColumn,
  ],
  stations: [
    nameColumn('Mottaksstasjon', 'Ukjent mottak'),
    detailColumn('Kommune'),
    idColumn('Nummer'),
    lastLandingColumn,
  ],
  species: [nameColumn('Art', 'Ukjent art'), detailColumn('Artsgruppe'), idColumn('Artskode')],
  municipalities: [nameColumn('Kommune', 'Ukjent kommune'), detailColumn('Fylke'), idColumn('Kommunenummer')],
};

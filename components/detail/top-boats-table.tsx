import { csvOnlyColumn, formatCount, keyFigure, numberColumn, rankColumn } from '@/components/ui/columns';
import { DataTable, RowMark, type DataColumn } from '@/components/ui/data-table';
import { displayRegistrationMark } from '@/lib/fiskeridir/registration-mark';
import { formatLength, formatWeight } from '@/lib/format';
import { BoatLink } from './landing-links';

export interface TopBoatRow {
  boatId: string;
  name: string | null;
  registrationMark: string | null;
  length: number | null;
  /** Round weight delivered, kg. */
  weight: number;
  landings: number;
}

/** The columns of a buyer's or station's top boats, for the page and its CSV. */
export const topBoatColumns: DataColumn<TopBoatRow>[] = [
  { ...rankColumn('nr', '#', (_b, i) => i + 1), label: 'Plass' },
  {
    key: 'navn',
    header: 'Båt',
    rowHeader: true,
    cell: (b) => (
      <>
        <BoatLink id={b.boatId} name={b.name} />
        {b.registrationMark ? <RowMark>{displayRegistrationMark(b.registrationMark)}</RowMark> : null}
      </>
    ),
    csv: (b) => b.name,
  },
  csvOnlyColumn('id', 'Fartøy ID', (b) => b.boatId),
  csvOnlyColumn('merke', 'Registreringsmerke', (b) =>
    b.registrationMark ? displayRegistrationMark(b.registrationMark) : null,
  ),
  numberColumn('lengde', 'Lengde', (b) => b.length, formatLength, 'Lengde (m)'),
  keyFigure(numberColumn('vekt', 'Rundvekt', (b) => b.weight, formatWeight, 'Rundvekt (kg)')),
  numberColumn('landinger', 'Landinger', (b) => b.landings, formatCount),
];

/** The boats that delivered most to a buyer or a receiving station in a year. */
export function TopBoatsTable({
  rows,
  caption,
  year,
  csvHref,
}: {
  rows: TopBoatRow[];
  caption: string;
  year: number;
  csvHref?: string;
}) {
  return (
    <DataTable<TopBoatRow>
      id="tabell-toppbaater"
      name="toppbaater"
      caption={caption}
      captionHidden
      rows={rows}
      rowKey={(b) => b.boatId}
      empty={`Ingen leveranser i ${year}.`}
      columns={topBoatColumns}
      csvHref={csvHref}
    />
  );
}

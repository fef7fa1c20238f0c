import { csvOnlyColumn, formatCount, keyFigure, numberColumn, textColumn } from '@/components/ui/columns';
import type { DataColumn } from '@/components/ui/data-table';
import { valueColumns } from '@/components/ui/value-columns';
import { formatDate, formatLength, formatWeight } from '@/lib/format';
import type { OwnerBoat, OwnerBoatLandings } from '@/lib/landings/owners/owners';
import { BoatLink } from './landing-links';
import { registrationMarkColumns } from './registration-mark-columns';

/**
 * Columns of the owner page's tables (/owner/{id}), shared by the page and its CSV route. CSV values
 * are raw: metres, kg, kr, ISO dates.
 */

const ownedSpan = (boat: Pick<OwnerBoat, 'fromYear' | 'toYear' | 'current'>) =>
  `${boat.fromYear ?? 'før registeret'}–${boat.current ? 'nå' : (boat.toYear ?? '')}`;

/** The boat's name and id, for every table of the page. */
function boatColumns<Row extends OwnerBoat>(): DataColumn<Row>[] {
  return [
    {
      key: 'navn',
      header: 'Båt',
      rowHeader: true,
      cell: (boat) => <BoatLink id={boat.boatId} name={boat.name} />,
      csv: (boat) => boat.name,
    },
    csvOnlyColumn('id', 'Fartøy ID', (boat) => boat.boatId),
  ];
}

const registered: DataColumn<OwnerBoat>[] = [
  ...registrationMarkColumns<OwnerBoat>((boat) => boat.registrationMark),
  numberColumn('lengde', 'Lengde', (boat) => boat.length, formatLength, 'Lengde (m)'),
];

const owned: DataColumn<OwnerBoat>[] = [
  { key: 'eid', header: 'Eid', cell: ownedSpan },
  csvOnlyColumn('fra', 'Eid fra', (boat) => boat.from),
  csvOnlyColumn('til', 'Eid til', (boat) => boat.to),
];

/** The boats the owner has now. */
export const currentBoatColumns: DataColumn<OwnerBoat>[] = [
  ...boatColumns<OwnerBoat>(),
  ...registered,
  textColumn('redskap', 'Redskap', (boat) => boat.gearGroup),
  ...owned,
  {
    ...textColumn('siste', 'Siste landing', (boat) => boat.lastLandingDate),
    align: 'end',
    phone: 'key',
    cell: (boat) => formatDate(boat.lastLandingDate),
  },
];

/** The boats the owner had before. */
export const formerBoatColumns: DataColumn<OwnerBoat>[] = [
  ...boatColumns<OwnerBoat>(),
  ...registered,
  ...owned,
];

/** What each boat landed in the year while the owner had it. */
export const landedPerBoatColumns: DataColumn<OwnerBoatLandings>[] = [
  ...boatColumns<OwnerBoatLandings>(),
  keyFigure(numberColumn('vekt', 'Rundvekt', (boat) => boat.landedWeight, formatWeight, 'Rundvekt (kg)')),
  ...valueColumns<OwnerBoatLandings>('verdi', 'Verdi', (boat) => ({ ...boat, weight: boat.landedWeight })),
  numberColumn('landinger', 'Landinger', (boat) => boat.landings, formatCount),
  {
    key: 'arter',
    header: 'Viktigste arter',
    cell: (boat) =>
      boat.topSpecies
        .slice(0, 3)
        .map((s) => `${s.name ?? s.code} ${formatWeight(s.weight)}`)
        .join(', ') || '–',
    csv: (boat) => boat.topSpecies.map((s) => `${s.name ?? s.code} ${s.weight}`).join(', '),
  },
];

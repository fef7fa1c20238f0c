import Link from 'next/link';
import { formatPosition } from '@/components/detail/boat-columns';
import { csvOnlyColumn, numberColumn, textColumn } from '@/components/ui/columns';
import { RowMark, type DataColumn } from '@/components/ui/data-table';
import { displayRegistrationMark } from '@/lib/fiskeridir/registration-mark';
import { boatDisplayName, formatDateTime, formatLength, formatNumber } from '@/lib/format';
import type { MappedBoat } from '@/lib/page-data/boat-map';
import { entityPath } from '@/lib/seo/site-url';

/** The list view of /kart (the map's accessible alternative) and its CSV: one row per boat. */
export const boatMapColumns: DataColumn<MappedBoat>[] = [
  {
    key: 'baat',
    header: 'Båt',
    rowHeader: true,
    csv: (boat) => boat.name,
    cell: (boat) => (
      <>
        {boat.boatId ? (
          <Link href={entityPath.boat(boat.boatId)} prefetch={false}>
            {boatDisplayName(boat.name, boat.boatId)}
          </Link>
        ) : (
          (boat.name ?? boat.radioCallSign)
        )}
        {boat.registrationMark ? <RowMark>{displayRegistrationMark(boat.registrationMark)}</RowMark> : null}
      </>
    ),
  },
  csvOnlyColumn('fartoyid', 'Fartøy ID', (boat) => boat.boatId),
  csvOnlyColumn('merke', 'Registreringsmerke', (boat) =>
    boat.registrationMark ? displayRegistrationMark(boat.registrationMark) : null,
  ),
  csvOnlyColumn('kallesignal', 'Radiokallesignal', (boat) => boat.radioCallSign),
  textColumn('redskap', 'Redskap', (boat) => boat.gearGroup),
  numberColumn('lengde', 'Lengde', (boat) => boat.length, formatLength, 'Største lengde (m)'),
  textColumn('lengdegruppe', 'Lengdegruppe', (boat) => boat.lengthGroup),
  { key: 'posisjon', header: 'Posisjon', cell: (boat) => formatPosition(boat.latitude, boat.longitude) },
  csvOnlyColumn('bredde', 'Breddegrad', (boat) => boat.latitude),
  csvOnlyColumn('lengdegrad', 'Lengdegrad', (boat) => boat.longitude),
  numberColumn(
    'fart',
    'Fart',
    (boat) => boat.speed,
    (knots) => (knots == null ? '–' : `${formatNumber(knots, 1)} knop`),
    'Fart (knop)',
  ),
  {
    key: 'tid',
    header: 'Tidspunkt',
    align: 'end',
    phone: 'key',
    label: 'Tidspunkt (UTC)',
    cell: (boat) => formatDateTime(boat.time),
    csv: (boat) => boat.time,
  },
];

import Link from 'next/link';
import { csvOnlyColumn, keyFigure, numberColumn, textColumn } from '@/components/ui/columns';
import type { DataColumn } from '@/components/ui/data-table';
import { formatDate, formatWeight } from '@/lib/format';
import { valueColumns } from '@/components/ui/value-columns';
import type { FirmStation } from '@/lib/landings/receivers/firms';
import type { StationLanding } from '@/lib/landings/receivers/stations';
import { entityPath } from '@/lib/seo/site-url';
import { BoatLink, municipalityLabel } from './landing-links';

/**
 * Columns of the tables on the buyer (/firm/{id}) and receiving-station (/mottak/{id}) pages, shared by
 * the pages and their CSV routes. CSV values are raw: kg, kr, ISO dates, ids beside names.
 */

function StationLink({ id, name }: { id: string | null | undefined; name: string | null | undefined }) {
  return id ? (
    <Link href={entityPath.station(id)} prefetch={false}>
      {name ?? `Mottak ${id}`}
    </Link>
  ) : (
    <>–</>
  );
}

/** A buying firm's receiving stations and what each received in `year`. */
export function firmStationColumns(year: number): DataColumn<FirmStation>[] {
  return [
    {
      key: 'navn',
      header: 'Mottak',
      rowHeader: true,
      cell: (s) => <StationLink id={s.id} name={s.name} />,
      csv: (s) => s.name,
    },
    textColumn('nr', 'Nr.', (s) => s.id, 'Mottaksstasjon nr.'),
    {
      ...textColumn('kommune', 'Kommune', (s) => s.municipality),
      cell: (s) => municipalityLabel(s.municipality),
    },
    keyFigure(
      numberColumn('vekt', `Mottatt ${year}`, (s) => s.receivedWeight, formatWeight, `Mottatt ${year} (kg)`),
    ),
    ...valueColumns<FirmStation>('verdi', 'Verdi', (s) => ({ ...s, weight: s.receivedWeight })),
    {
      ...textColumn('siste', 'Siste landing', (s) => s.lastLandingDate),
      align: 'end',
      cell: (s) => formatDate(s.lastLandingDate),
    },
  ];
}

/** A landing note as received: the station's own list has no station column. */
type Received = StationLanding & { stationId?: string | null; stationName?: string | null };

/** The latest landings a buyer (`withStation`) or a station received; the value is always in the CSV. */
export function receivedLandingColumns<Row extends Received>(
  options: { withStation?: boolean; withValue?: boolean } = {},
): DataColumn<Row>[] {
  const station: DataColumn<Row>[] = options.withStation
    ? [
        {
          key: 'mottak',
          header: 'Mottak',
          cell: (l) => <StationLink id={l.stationId} name={l.stationName} />,
          csv: (l) => l.stationName,
        },
        csvOnlyColumn('mottakId', 'Mottaksstasjon nr.', (l) => l.stationId),
      ]
    : [];
  return [
    {
      ...textColumn('dato', 'Dato', (l) => l.landingDate, 'Landingsdato'),
      rowHeader: true,
      phone: 'lead',
      cell: (l) => formatDate(l.landingDate),
    },
    csvOnlyColumn('dokument', 'Dokumentnummer', (l) => l.documentNumber),
    {
      key: 'baat',
      header: 'Båt',
      phone: 'name',
      cell: (l) => <BoatLink id={l.boatId} name={l.boatName} />,
      csv: (l) => l.boatName,
    },
    csvOnlyColumn('baatId', 'Fartøy ID', (l) => l.boatId),
    ...station,
    textColumn('art', 'Hovedart', (l) => l.mainSpecies),
    keyFigure(numberColumn('vekt', 'Rundvekt', (l) => l.totalWeight, formatWeight, 'Rundvekt (kg)')),
    ...valueColumns<Row>('verdi', 'Verdi', (l) => ({ ...l, weight: l.totalWeight }), 'Verdi (kr)', {
      csvOnly: !options.withValue,
    }),
  ];
}

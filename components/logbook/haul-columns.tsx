import Link from 'next/link';
import { formatPosition } from '@/components/detail/boat-columns';
import { csvOnlyColumn, keyFigure, numberColumn, textColumn } from '@/components/ui/columns';
import type { DataColumn } from '@/components/ui/data-table';
import { boatDisplayName, formatDateTime, formatDuration, formatWeight } from '@/lib/format';
import type { FleetHaul } from '@/lib/landings/latest-hauls';
import { entityPath } from '@/lib/seo/site-url';
import { speciesText } from './boat-logbook-section';

/** A main area by name ("Vestfjorden (Lofoten)"); "Område 09" only where no landing note names it. */
export function mainAreaText(area: { mainArea: string | null; mainAreaCode: string | null }): string | null {
  return area.mainArea ?? (area.mainAreaCode ? `Område ${area.mainAreaCode}` : null);
}

/** The columns of /fangstmeldinger and its CSV: one row per haul. */
export const haulColumns: DataColumn<FleetHaul>[] = [
  {
    key: 'start',
    header: 'Start',
    rowHeader: true,
    phone: 'lead',
    cell: (haul) => formatDateTime(haul.start),
    csv: (haul) => haul.start,
  },
  {
    key: 'baat',
    header: 'Båt',
    phone: 'name',
    cell: (haul) =>
      haul.vesselId ? (
        <Link href={entityPath.boat(haul.vesselId)} prefetch={false}>
          {boatDisplayName(haul.vesselName, haul.vesselId)}
        </Link>
      ) : (
        (haul.vesselName ?? haul.radioCallSign ?? '–')
      ),
    csv: (haul) => haul.vesselName,
  },
  csvOnlyColumn('fartoyid', 'Fartøy ID', (haul) => haul.vesselId),
  csvOnlyColumn('kallesignal', 'Radiokallesignal', (haul) => haul.radioCallSign),
  textColumn('redskap', 'Redskap', (haul) => haul.gear),
  textColumn('omrade', 'Hovedområde', (haul) => mainAreaText(haul)),
  csvOnlyColumn('omradekode', 'Hovedområde (kode)', (haul) => haul.mainAreaCode),
  {
    key: 'posisjon',
    header: 'Posisjon',
    cell: (haul) =>
      haul.latitude != null && haul.longitude != null ? formatPosition(haul.latitude, haul.longitude) : '–',
  },
  csvOnlyColumn('bredde', 'Startposisjon bredde', (haul) => haul.latitude),
  csvOnlyColumn('lengde', 'Startposisjon lengde', (haul) => haul.longitude),
  numberColumn('varighet', 'Varighet', (haul) => haul.durationMinutes, formatDuration, 'Varighet (minutter)'),
  keyFigure(numberColumn('vekt', 'Fangst', (haul) => haul.weight, formatWeight, 'Rundvekt (kg)')),
  {
    key: 'arter',
    header: 'Arter',
    cell: (haul) => speciesText(haul.species),
    csv: (haul) => speciesText(haul.species, 99),
  },
];

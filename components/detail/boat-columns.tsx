import { linkColumn } from '@/components/ui/link-column';
import { csvOnlyColumn, formatCount, keyFigure, numberColumn, textColumn } from '@/components/ui/columns';
import type { DataColumn } from '@/components/ui/data-table';
import { formatDate, formatNumber, formatWeight } from '@/lib/format';
import type { CatchLocation } from '@/lib/landings/boats/boat-catch-summary';
import type { BoatName, BoatOwnership } from '@/lib/landings/boats/boats';
import { entityPath } from '@/lib/seo/site-url';
import { registrationMarkColumns } from './registration-mark-columns';

/**
 * Columns of the boat page's smaller tables (/boats/{id}): catch locations, owners and names, shared
 * by the page and its CSV route. The landings table has its own (boat-landings-table.tsx).
 */

/** "Område Lofoten, lokasjon 05-12" for a map point and its list. */
export function locationLabel(
  location: Pick<CatchLocation, 'mainArea' | 'mainAreaCode' | 'locationCode'>,
): string {
  const area =
    location.mainArea ?? (location.mainAreaCode ? `Område ${location.mainAreaCode}` : 'Ukjent område');
  return location.locationCode
    ? `${area}, lokasjon ${location.mainAreaCode ?? ''}-${location.locationCode}`
    : area;
}

/** "68,12° N, 14,50° Ø". */
export function formatPosition(latitude: number, longitude: number): string {
  const lat = `${formatNumber(Math.abs(latitude), 2)}° ${latitude >= 0 ? 'N' : 'S'}`;
  const lon = `${formatNumber(Math.abs(longitude), 2)}° ${longitude >= 0 ? 'Ø' : 'V'}`;
  return `${lat}, ${lon}`;
}

export const catchLocationColumns: DataColumn<CatchLocation>[] = [
  {
    ...textColumn('omrade', 'Hovedområde', (l) => l.mainArea),
    rowHeader: true,
    cell: (l) => l.mainArea ?? l.mainAreaCode ?? '–',
  },
  csvOnlyColumn('omradekode', 'Hovedområde (kode)', (l) => l.mainAreaCode),
  {
    // The directorate's statistical square inside the main area: its code as a detail, «felt 05-34».
    ...textColumn('lokasjon', 'Fangstfelt', (l) => l.locationCode, 'Lokasjon (kode)'),
    cell: (l) => (l.locationCode ? `felt ${l.mainAreaCode ?? ''}-${l.locationCode}` : '–'),
  },
  { key: 'posisjon', header: 'Posisjon', cell: (l) => formatPosition(l.latitude, l.longitude) },
  csvOnlyColumn('bredde', 'Breddegrad', (l) => l.latitude),
  csvOnlyColumn('lengde', 'Lengdegrad', (l) => l.longitude),
  keyFigure(numberColumn('vekt', 'Rundvekt', (l) => l.weight, formatWeight, 'Rundvekt (kg)')),
  numberColumn('landinger', 'Landinger', (l) => l.landings, formatCount),
];

/** A date column: d/M/yyyy in the table, ISO in the CSV; `missing` where there is no date. */
const dateColumn = <Row,>(
  key: string,
  header: string,
  value: (row: Row) => string | null,
  missing?: (row: Row) => string,
) => ({
  ...textColumn(key, header, value),
  cell: (row: Row) => (value(row) == null && missing ? missing(row) : formatDate(value(row))),
});

export const ownershipColumns: DataColumn<BoatOwnership>[] = [
  linkColumn('eier', 'Eier', {
    href: (o) => entityPath.owner(o.ownerId),
    text: (o) => o.name ?? o.ownerId,
    csv: (o) => o.name,
  }),
  csvOnlyColumn('eierId', 'Eier ID', (o) => o.ownerId),
  dateColumn<BoatOwnership>(
    'fra',
    'Fra',
    (o) => o.from,
    () => 'før registeret',
  ),
  dateColumn<BoatOwnership>(
    'til',
    'Til',
    (o) => o.to,
    (o) => (o.current ? 'nå' : '–'),
  ),
];

export const nameColumns: DataColumn<BoatName>[] = [
  {
    ...textColumn('navn', 'Navn', (n) => n.name),
    rowHeader: true,
    cell: (n) => (n.current ? `${n.name} (nå)` : n.name),
  },
  csvOnlyColumn('naa', 'Nåværende navn', (n) => (n.current ? 'ja' : 'nei')),
  ...registrationMarkColumns<BoatName>((n) => n.registrationMark),
  dateColumn<BoatName>('forst', 'Første landing', (n) => n.firstSeen),
  dateColumn<BoatName>('sist', 'Siste landing', (n) => n.lastSeen),
];

/** Newest name first, as the page lists them. */
export const namesNewestFirst = (names: readonly BoatName[] | null) => [...(names ?? [])].reverse();

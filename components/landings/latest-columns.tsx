import Link from 'next/link';
import { csvOnlyColumn, keyFigure, numberColumn } from '@/components/ui/columns';
import { RowMark, type DataColumn } from '@/components/ui/data-table';
import { displayRegistrationMark } from '@/lib/fiskeridir/registration-mark';
import { formatDate, formatWeight } from '@/lib/format';
import type { LandingSummary } from '@/lib/landings/notes/landing-document-lists';
import { apiRowValue } from '@/lib/landings/value-coverage';
import { valueColumns } from '@/components/ui/value-columns';
import { entityPath } from '@/lib/seo/site-url';

/** Species of a landing, heaviest first: "Torsk, Hyse, Sei +2". */
export function speciesText(row: LandingSummary, shown = 3): string {
  const names = row.Species.map((species) => species.Title).filter(Boolean);
  const rest = names.length - shown;
  return names.slice(0, shown).join(', ') + (rest > 0 ? ` +${rest}` : '');
}

/** The columns of the latest-landings table and its CSV (newest first; the order is fixed). */
export const latestLandingColumns: DataColumn<LandingSummary>[] = [
  {
    key: 'date',
    header: 'Dato',
    phone: 'lead',
    // The date opens the landing note, as on a boat's page.
    cell: (row) =>
      row.BoatID && row.DocumentKey ? (
        <Link
          href={entityPath.landing(row.BoatID, row.DocumentKey)}
          prefetch={false}
          aria-label={`Sluttseddelen ${formatDate(row.LandingDate)}${row.BoatName ? `, ${row.BoatName}` : ''}`}
        >
          {formatDate(row.LandingDate)}
        </Link>
      ) : (
        formatDate(row.LandingDate)
      ),
    csv: (row) => row.LandingDate,
  },
  csvOnlyColumn('time', 'Klokkeslett', (row) => row.LandingTime),
  {
    key: 'boat',
    header: 'Båt',
    label: 'Båt',
    rowHeader: true,
    cell: (row) => {
      const name =
        row.BoatName ?? (row.BoatRegistrationID ? displayRegistrationMark(row.BoatRegistrationID) : null);
      const mark =
        row.BoatName && row.BoatRegistrationID ? displayRegistrationMark(row.BoatRegistrationID) : null;
      return (
        <>
          {row.BoatID ? (
            <Link href={`/boats/${encodeURIComponent(row.BoatID)}`} prefetch={false}>
              {name ?? `Fartøy ${row.BoatID}`}
            </Link>
          ) : (
            (name ?? 'Ukjent båt')
          )}
          {mark ? <RowMark>{mark}</RowMark> : null}
        </>
      );
    },
    csv: (row) => row.BoatName,
  },
  csvOnlyColumn('boatId', 'Fartøy ID', (row) => row.BoatID),
  csvOnlyColumn('registration', 'Registreringsmerke', (row) =>
    row.BoatRegistrationID ? displayRegistrationMark(row.BoatRegistrationID) : null,
  ),
  {
    key: 'municipality',
    header: 'Kommune',
    cell: (row) => row.Municipality ?? '–',
    csv: (row) => row.Municipality,
  },
  csvOnlyColumn('county', 'Fylke', (row) => row.County),
  {
    key: 'species',
    header: 'Arter',
    cell: (row) => speciesText(row),
    csv: (row) => row.Species.map((species) => species.Title).join(', '),
  },
  { key: 'gear', header: 'Redskap', cell: (row) => row.Gear ?? '–', csv: (row) => row.Gear },
  {
    key: 'station',
    header: 'Mottak',
    cell: (row) =>
      row.StationID ? (
        <Link href={`/mottak/${encodeURIComponent(row.StationID)}`} prefetch={false}>
          {row.StationName ?? row.StationID}
        </Link>
      ) : (
        '–'
      ),
    csv: (row) => row.StationName ?? row.StationID,
  },
  csvOnlyColumn('buyer', 'Kjøper', (row) => row.BuyerName ?? row.BuyerID),
  keyFigure(numberColumn('weight', 'Vekt', (row) => row.TotalWeight, formatWeight, 'Rundvekt (kg)')),
  ...valueColumns<LandingSummary>('value', 'Verdi', apiRowValue, 'Verdi (kr)'),
  csvOnlyColumn('document', 'Sluttseddel', (row) => row.DocumentKey),
];

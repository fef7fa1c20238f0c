import Link from 'next/link';
import { RowMark, type DataColumn } from '@/components/ui/data-table';
import { displayRegistrationMark } from '@/lib/fiskeridir/registration-mark';
import { formatDate, formatLength } from '@/lib/format';
import type { BoatSearchResult, OwnerSearchResult } from '@/lib/landings/search';

/** Columns of the full search results (/search/{term}) and their CSV files. */
export const boatResultColumns: DataColumn<BoatSearchResult>[] = [
  {
    key: 'name',
    header: 'Navn',
    rowHeader: true,
    cell: (boat) => (
      <>
        <Link href={`/boats/${encodeURIComponent(boat.ID)}`} prefetch={false}>
          {boat.Name || 'Ukjent navn'}
        </Link>
        {boat.RegistrationID ? <RowMark>{displayRegistrationMark(boat.RegistrationID)}</RowMark> : null}
      </>
    ),
    csv: (boat) => boat.Name,
  },
  {
    key: 'registration',
    header: 'Registreringsmerke',
    csvOnly: true,
    cell: () => null,
    csv: (boat) => (boat.RegistrationID ? displayRegistrationMark(boat.RegistrationID) : null),
  },
  { key: 'id', header: 'Fartøy ID', csvOnly: true, cell: () => null, csv: (boat) => boat.ID },
  {
    key: 'length',
    header: 'Lengde',
    label: 'Lengde (m)',
    align: 'end',
    cell: (boat) => formatLength(boat.Length),
    csv: (boat) => boat.Length,
  },
  {
    key: 'date',
    header: 'Siste Landing',
    phone: 'key',
    cell: (boat) => formatDate(boat.LastLandingDate),
    csv: (boat) => boat.LastLandingDate,
  },
];

export const ownerResultColumns: DataColumn<OwnerSearchResult>[] = [
  {
    key: 'name',
    header: 'Fiskefirma',
    rowHeader: true,
    cell: (owner) => (
      <Link href={`/owner/${encodeURIComponent(owner.EierID)}`} prefetch={false}>
        {owner.Fartøyeier || owner.EierID}
      </Link>
    ),
    csv: (owner) => owner.Fartøyeier,
  },
  {
    key: 'id',
    header: 'Org.nr. / eier-ID',
    cell: (owner) => owner.EierID,
    csv: (owner) => owner.EierID,
  },
];

import Link from 'next/link';
import { displayRegistrationMark } from '@/lib/fiskeridir/registration-mark';
import { formatLength, formatNumber, formatWeight } from '@/lib/format';
import { entityPath } from '@/lib/seo/site-url';
import { DataTable } from './data-table';
import styles from './detail.module.css';

export interface TopBoatRow {
  boatId: string;
  name: string | null;
  registrationMark: string | null;
  length: number | null;
  /** Round weight delivered, kg. */
  weight: number;
  landings: number;
}

/** The boats that delivered most to a buyer or a receiving station in a year. */
export function TopBoatsTable({
  rows,
  caption,
  year,
}: {
  rows: TopBoatRow[];
  caption: string;
  year: number;
}) {
  return (
    <DataTable<TopBoatRow>
      name="toppbaater"
      caption={caption}
      captionHidden
      rows={rows}
      rowKey={(b) => b.boatId}
      empty={`Ingen leveranser i ${year}.`}
      columns={[
        { key: 'nr', header: '#', numeric: true, cell: (_b, i) => i + 1 },
        {
          key: 'navn',
          header: 'Båt',
          rowHeader: true,
          cell: (b) => (
            <>
              <Link href={entityPath.boat(b.boatId)}>{b.name ?? `Fartøy ${b.boatId}`}</Link>
              {b.registrationMark ? (
                <span className={`${styles.muted} ${styles.small}`}>
                  {' '}
                  {displayRegistrationMark(b.registrationMark)}
                </span>
              ) : null}
            </>
          ),
        },
        { key: 'lengde', header: 'Lengde', numeric: true, cell: (b) => formatLength(b.length) },
        { key: 'vekt', header: 'Rundvekt', numeric: true, cell: (b) => formatWeight(b.weight) },
        { key: 'landinger', header: 'Landinger', numeric: true, cell: (b) => formatNumber(b.landings) },
      ]}
    />
  );
}

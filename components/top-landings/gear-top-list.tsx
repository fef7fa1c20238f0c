import Link from 'next/link';
import { DataTable, RowMark, type DataColumn } from '@/components/ui/data-table';
import { displayRegistrationMark } from '@/lib/fiskeridir/registration-mark';
import { formatWeight } from '@/lib/format';
import type { LandingRow } from '@/lib/landings/landing-query/types';
import type { FrontList } from '@/lib/page-data/front-page';
import styles from './front-page.module.css';

const columns: DataColumn<LandingRow>[] = [
  { key: 'rank', header: 'Nr.', align: 'end', cell: (_row, index) => `${index + 1}.` },
  {
    key: 'name',
    header: 'Båt',
    rowHeader: true,
    cell: (row) => (
      <>
        <Link href={`/boats/${encodeURIComponent(row.ID)}`} prefetch={false}>
          {row.Title}
        </Link>
        {row.BoatRegistrationID ? <RowMark>{displayRegistrationMark(row.BoatRegistrationID)}</RowMark> : null}
      </>
    ),
  },
  { key: 'weight', header: 'Vekt', align: 'end', cell: (row) => formatWeight(row.TotalWeight) },
];

/** One gear's top 10 on the front page, with a link to the whole list on /topoffloads. */
export function GearTopList({ data, periodText }: { data: FrontList; periodText: string }) {
  const headingId = `topp-${data.list.key}`;
  return (
    <section className={styles.gearList} aria-labelledby={headingId}>
      <h2 id={headingId}>{data.list.title}</h2>
      <p className={styles.description}>{data.list.description}</p>
      <DataTable
        id={`tabell-${data.list.key}`}
        caption={`Topp 10 ${data.list.title.toLowerCase()}, ${periodText}`}
        captionHidden
        columns={columns}
        rows={data.rows}
        rowKey={(row) => row.ID}
        empty="Ingen landinger i perioden."
        compact
      />
      <p className={styles.more}>
        <Link href={data.href} prefetch={false}>
          Se hele lista<span className="visually-hidden"> for {data.list.title.toLowerCase()}</span> →
        </Link>
      </p>
    </section>
  );
}

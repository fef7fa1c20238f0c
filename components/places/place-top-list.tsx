import { DetailSection } from '@/components/detail/detail-section';
import styles from '@/components/detail/detail.module.css';
import { DataTable } from '@/components/ui/data-table';
import { ValueNote } from '@/components/ui/value-figure';
import { formatNumber } from '@/lib/format';
import type { RowKind } from '@/lib/landings/landing-query-types';
import type { PlaceTopList } from '@/lib/landings/place-pages';
import { apiRowValue } from '@/lib/landings/value-coverage';
import { topRowColumns } from './place-columns';

/** A top list of a species or municipality page: its first rows, how many it has, and all of them as CSV. */
export function PlaceTopListSection({
  id,
  title,
  kind,
  header,
  list,
  csvHref,
}: {
  id: string;
  title: string;
  kind: RowKind;
  header: string;
  list: PlaceTopList;
  csvHref: string;
}) {
  const { rows, total } = list;
  return (
    <DetailSection id={id} title={title} source>
      <DataTable
        id={`tabell-${id}`}
        name={id}
        caption={title}
        captionHidden
        rows={rows}
        rowKey={(row) => row.ID}
        empty="Ingen landinger."
        columns={topRowColumns(kind, header)}
        csvHref={csvHref}
      />
      <ValueNote totals={rows.map(apiRowValue)} />
      {total > rows.length ? (
        <p className={styles.small}>
          Viser de {rows.length} største av {formatNumber(total)}. Alle ligger i CSV-filen.
        </p>
      ) : null}
    </DetailSection>
  );
}

import { DetailSection } from '@/components/detail/detail-section';
import styles from '@/components/detail/detail.module.css';
import { DataTable } from '@/components/ui/data-table';
import { ValueNote } from '@/components/ui/value-figure';
import { formatNumber } from '@/lib/format';
import type { RowKind } from '@/lib/landings/landing-query/types';
import type { PlaceTopList } from '@/lib/landings/places/place-pages';
import { ShareEmbed } from '@/components/top-landings/share-embed';
import type { LandingFilters } from '@/lib/landings/landing-query/types';
import { DEFAULT_TOP_LANDINGS, type TopLandingsState } from '@/lib/url-state/top-landings';
import { apiRowValue } from '@/lib/landings/value-coverage';
import { topRowColumns } from './place-columns';

/** The top list's view on /topoffloads: what its link opens and what its embed shows (ten rows). */
export function placeTopListView(
  period: { from: string; to: string },
  filters: LandingFilters,
  kind: RowKind,
): TopLandingsState {
  return { ...DEFAULT_TOP_LANDINGS, filters, from: period.from, to: period.to, rows: kind, count: 10 };
}

/**
 * A top list of a species or municipality page: its first rows, how many it has, all of them as CSV,
 * and «Del / bygg inn» to embed it on another site as /topoffloads's lists are.
 */
export function PlaceTopListSection({
  id,
  title,
  kind,
  header,
  list,
  csvHref,
  view,
}: {
  id: string;
  title: string;
  kind: RowKind;
  header: string;
  list: PlaceTopList;
  csvHref: string;
  view: TopLandingsState;
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
      <ShareEmbed state={view} />
    </DetailSection>
  );
}

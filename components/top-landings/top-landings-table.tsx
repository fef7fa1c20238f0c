import { DataTable } from '@/components/ui/data-table';
import { Pagination } from '@/components/ui/pagination';
import type { TableSort } from '@/lib/table-sort';
import { formatDateRange } from '@/lib/format';
import type { LandingRow, ValueRankingCoverage } from '@/lib/landings/landing-query/types';
import {
  effectiveSort,
  ROW_KIND_LABELS,
  serializeTopLandingsState,
  topLandingsHref,
  type TopLandingsState,
} from '@/lib/url-state/top-landings';
import { measureLabel, topListEmptyText, topLandingColumns, TopListValueNote } from './columns';

export interface TopLandingsTableProps {
  /** The state the rows answer. */
  shown: TopLandingsState;
  /** The current state, which the sort and page links build on (newer than `shown` while a fetch runs). */
  state: TopLandingsState;
  rows: LandingRow[];
  total: number;
  /** Ranked by value: what the ranking covers (only rows with a known value are ranked). */
  valueRanking?: ValueRankingCoverage;
  defaultPeriod: { from: string; to: string };
  pivotLabels: Record<string, string>;
  busy?: boolean;
  /** In the browser after the first change: sorting and paging fetch instead of following the links. */
  onSortChange?: (sort: TableSort) => void;
  onNavigate?: (page: number) => void;
}

/**
 * The top list's table and its paging. The server renders it for the page's first state (plain links,
 * so the browser hydrates elements, not the columns' code); the view renders it itself, loaded on
 * demand, once a change has fetched new rows.
 */
export function TopLandingsTable({
  shown,
  state,
  rows,
  total,
  valueRanking,
  defaultPeriod,
  pivotLabels,
  busy = false,
  onSortChange,
  onNavigate,
}: TopLandingsTableProps) {
  const columns = topLandingColumns(
    {
      rows: shown.rows,
      period: shown.period,
      pivots: shown.pivots,
      pivotLabels,
      measure: shown.measure,
      offset: (shown.page - 1) * shown.count,
    },
    rows,
  );
  const period = formatDateRange(shown.from ?? defaultPeriod.from, shown.to ?? defaultPeriod.to);
  const caption = `${ROW_KIND_LABELS[shown.rows]} etter ${measureLabel(shown.measure, pivotLabels).toLowerCase()}, ${period}`;
  return (
    <>
      <DataTable
        id="toppliste"
        caption={caption}
        columns={columns}
        rows={rows}
        rowKey={(row) => `${row.ID}-${row.Period ?? ''}`}
        sort={effectiveSort(shown)}
        sortHref={(sort) => topLandingsHref({ ...state, sort, page: 1 })}
        onSortChange={onSortChange}
        csvHref={`/topoffloads/csv?${serializeTopLandingsState(state, { paging: false })}`}
        empty={topListEmptyText(valueRanking)}
        busy={busy}
        collapseAfter={null}
      />
      <TopListValueNote rows={rows} sortKey={effectiveSort(shown).key} valueRanking={valueRanking} />
      <Pagination
        page={shown.page}
        count={shown.count}
        total={total}
        hrefFor={(page) => topLandingsHref({ ...state, page })}
        onNavigate={onNavigate}
        label="Sider i topplisten"
      />
    </>
  );
}

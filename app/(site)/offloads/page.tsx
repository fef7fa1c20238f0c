import type { Metadata } from 'next';
import { loadFilterOptions } from '@/lib/page-data/filter-options';
import { latestLandingsHref, parseLatestLandingsParams, serializeLatestLandingsState } from '@/lib/url-state';
import { latestLandingColumns } from '@/components/landings/latest-columns';
import { filterLabelsOf } from '@/components/filters/filter-panel';
import { LatestLandingsFilters } from '@/components/landings/latest-landings-filters';
import { LatestLandingsForm } from '@/components/landings/latest-landings-form';
import { DataTable } from '@/components/ui/data-table';
import { Pagination } from '@/components/ui/pagination';
import { formatDateRange } from '@/lib/format';
import { reads } from '@/lib/store-reads/reads';
import { apiRowValue } from '@/lib/landings/value-coverage';
import { ValueNote } from '@/components/ui/value-figure';

export async function generateMetadata({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}): Promise<Metadata> {
  return {
    title: 'Siste landing',
    description: 'De nyeste landingene fra norske fiskebåter: båt, dato, kommune, arter og vekt.',
    alternates: { canonical: latestLandingsHref(parseLatestLandingsParams(await searchParams)) },
  };
}

/** /offloads: the newest landing notes first, paged, with the landing query's filters in the URL. */
export default async function LatestLandingsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const state = parseLatestLandingsParams(await searchParams);
  const [groups, page] = await Promise.all([
    loadFilterOptions(),
    reads.latestLandings({
      ...state.filters,
      FromDate: state.from,
      ToDate: state.to,
      PageNo: state.page,
      Count: state.count,
    }),
  ]);
  const period = state.from || state.to ? `, ${formatDateRange(state.from, state.to)}` : '';
  return (
    <>
      <h1>Siste landing</h1>
      <p className="lead">
        De nyeste sluttsedlene først. Med filtre teller bare linjene som passer: vekten og artene gjelder dem.
      </p>
      <LatestLandingsFilters state={state} labels={filterLabelsOf(groups)}>
        <LatestLandingsForm state={state} groups={groups} />
      </LatestLandingsFilters>
      <DataTable
        id="siste-landinger"
        caption={`Siste landinger${period}`}
        columns={latestLandingColumns}
        rows={page.rows}
        rowKey={(row) => row.DocumentKey}
        csvHref={`/offloads/csv?${serializeLatestLandingsState(state, { paging: false })}`}
        empty="Ingen landinger med disse filtrene."
        collapseAfter={null}
      />
      <ValueNote totals={page.rows.map(apiRowValue)} />
      <Pagination
        page={state.page}
        count={state.count}
        total={page.total}
        hrefFor={(pageNo) => latestLandingsHref({ ...state, page: pageNo })}
        label="Sider i siste landinger"
        noun="landinger"
      />
    </>
  );
}

import type { Metadata } from 'next';
import { loadFilterOptions, loadPivotOptions, pivotLabelsOf } from '@/lib/page-data/filter-options';
import {
  parseTopLandingsParams,
  serializeTopLandingsState,
  toLandingQueryInput,
  topLandingsHref,
} from '@/lib/url-state';
import { filterLabelsOf } from '@/components/filters/filter-panel';
import { TopLandingsForm } from '@/components/top-landings/top-landings-form';
import { TopLandingsTable } from '@/components/top-landings/top-landings-table';
import { TopLandingsView } from '@/components/top-landings/top-landings-view';
import { isLandingInputError, type LandingRow } from '@/lib/landings/landing-query/types';
import { reads } from '@/lib/store-reads/reads';

/** The view's address is its state: its canonical URL is the same view written the one canonical way. */
export async function generateMetadata({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}): Promise<Metadata> {
  return {
    title: 'Topp landing',
    description:
      'Hvem landet mest? Topplister over båter, fiskeselskap, kjøpere, mottak, arter og kommuner, med filtre for redskap, art, område og periode.',
    alternates: { canonical: topLandingsHref(parseTopLandingsParams(await searchParams)) },
  };
}

/**
 * /topoffloads: the landing query as a page. The first render happens here, on the server, from the
 * URL; after that the client component fetches from the API when a filter changes (see
 * lib/url-state/ for the URL parameters).
 */
export default async function TopLandingsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const state = parseTopLandingsParams(await searchParams);
  const [groups, pivotGroups, facts, period, found] = await Promise.all([
    loadFilterOptions(),
    loadPivotOptions(),
    reads.storeFacts(),
    reads.defaultPeriod(),
    reads.runLandingQuery(toLandingQueryInput(state)).then(
      (result) => ({
        rows: result.rows,
        total: result.total,
        valueRanking: result.valueRanking,
        error: null as string | null,
      }),
      (error: unknown) => {
        if (isLandingInputError(error)) {
          return {
            rows: [] as LandingRow[],
            total: 0,
            valueRanking: undefined,
            error: Object.values(error.fields)[0] ?? error.message,
          };
        }
        throw error;
      },
    ),
  ]);
  const defaults = { from: period.FromDate, to: period.ToDate };
  const pivotLabels = pivotLabelsOf(pivotGroups);
  return (
    <>
      <h1>Topp landing</h1>
      <p className="lead">
        Hvem landet mest? Velg periode, hva radene skal være (båter, fiskeselskap, kjøpere, mottak, arter
        eller kommuner) og filtrer på redskap, art, område og mer. Adressen i nettleseren tar vare på valgene,
        så visningen kan deles.
      </p>
      <TopLandingsView
        key={serializeTopLandingsState(state)}
        initialState={state}
        initialTable={
          <TopLandingsTable
            shown={state}
            state={state}
            rows={found.rows}
            total={found.total}
            valueRanking={found.valueRanking}
            defaultPeriod={defaults}
            pivotLabels={pivotLabels}
          />
        }
        initialError={found.error}
        defaultPeriod={defaults}
        pivotLabels={pivotLabels}
        filterLabels={filterLabelsOf(groups)}
      >
        <TopLandingsForm
          state={state}
          defaultPeriod={defaults}
          groups={groups}
          pivotGroups={pivotGroups}
          years={facts.years}
        />
      </TopLandingsView>
    </>
  );
}

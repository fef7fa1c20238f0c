'use client';

import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { ActiveFiltersOnDemand } from '@/components/filters/active-filters-on-demand';
import type { FilterLabels } from '@/components/filters/filter-panel';
import { useFormSync } from '@/components/filters/use-form-sync';
import { filterFormValues } from '@/lib/url-state/filters';
import {
  measureKey,
  pivotKey,
  serializeTopLandingsState,
  toLandingQueryInput,
  topLandingsHref,
  type TopLandingsState,
} from '@/lib/url-state/top-landings';
import { loadTopLandingsSchema } from '@/components/filters/url-parsers';
import { isPlainClick } from '@/components/ui/data-table';
import type { TableSort } from '@/lib/table-sort';
import { MAX_PIVOTS, type LandingRow, type ValueRankingCoverage } from '@/lib/landings/landing-query/types';
import { fetchTopLandings, preloadTopLandingsFetch } from './fetch-top-landings';
import { ShareEmbed } from './share-embed';
import filterStyles from '@/components/filters/filters.module.css';

// The table's own code (columns, sorting, paging) is needed only once a change has fetched new rows:
// until then the server's rendering of it is shown.
const loadTable = () => import('./top-landings-table');
const TopLandingsTable = lazy(() => loadTable().then((module) => ({ default: module.TopLandingsTable })));

// A reader about to change a filter: fetch the URL parser, the fetch helper and the table now, not when
// the change is applied.
const preloadParser = () => {
  void loadTopLandingsSchema();
  preloadTopLandingsFetch();
  void loadTable();
};

export interface Period {
  from: string;
  to: string;
}

interface TopLandingsContext {
  state: TopLandingsState;
  update: (next: TopLandingsState) => void;
  defaultPeriod: Period;
  pivotLabels: Record<string, string>;
}

const Context = createContext<TopLandingsContext | null>(null);

/** The page's state, for the small client parts inside the server-rendered form. */
export function useTopLandings(): TopLandingsContext {
  const context = useContext(Context);
  if (!context) throw new Error('useTopLandings outside TopLandingsView');
  return context;
}

export interface TopLandingsViewProps {
  initialState: TopLandingsState;
  /**
   * The table and paging for `initialState`, rendered on the server (top-landings-table.tsx): shown
   * until the first change brings new rows, its sort and page links then handled here.
   */
  initialTable: ReactNode;
  initialError?: string | null;
  /** The period used when the URL names none (the most recent full year). */
  defaultPeriod: Period;
  pivotLabels: Record<string, string>;
  filterLabels: FilterLabels;
  /** The filter form, rendered on the server (top-landings-form.tsx). */
  children: React.ReactNode;
}

interface Result {
  state: TopLandingsState;
  rows: LandingRow[];
  total: number;
  valueRanking?: ValueRankingCoverage;
}

/**
 * The interactive part of /topoffloads: holds the page state, reads the server-rendered filter form on
 * every change, writes the state to the address bar (history.replaceState, which Next's router follows)
 * and fetches the rows from POST /api/offloads/query; a newer change aborts the older request. Renders
 * the chosen-filter chips, the table, the paging and "Del / bygg inn".
 */
export function TopLandingsView({
  initialState,
  initialTable,
  initialError = null,
  defaultPeriod,
  pivotLabels,
  filterLabels,
  children,
}: TopLandingsViewProps) {
  const [state, setState] = useState(initialState);
  // Null until a change has fetched rows: the server's table is shown meanwhile.
  const [result, setResult] = useState<Result | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(initialError);
  const controllerRef = useRef<AbortController | null>(null);

  const update = useCallback((next: TopLandingsState) => {
    setState(next);
    window.history.replaceState(null, '', topLandingsHref(next));
    controllerRef.current?.abort();
    const controller = new AbortController();
    controllerRef.current = controller;
    setLoading(true);
    fetchTopLandings(toLandingQueryInput(next), controller.signal)
      .then((found) => {
        if (controller.signal.aborted) return;
        setResult({ state: next, ...found });
        setError(null);
      })
      .catch((failure: unknown) => {
        if (controller.signal.aborted) return;
        // fetchTopLandings always rejects with a message a reader can be shown (lib/browser/api-fetch).
        setError((failure as Error).message);
      })
      .finally(() => {
        if (controllerRef.current === controller) {
          controllerRef.current = null;
          setLoading(false);
        }
      });
  }, []);

  // A page restored with an address that changed after it was rendered: the address wins.
  useEffect(() => {
    let cancelled = false;
    const search = window.location.search;
    // The usual case, the address the server rendered, needs no parser (and so no zod download).
    if (search.replace(/^\?/, '') !== serializeTopLandingsState(initialState)) {
      void loadTopLandingsSchema().then(({ parseTopLandingsParams }) => {
        const fromUrl = parseTopLandingsParams(new URLSearchParams(search));
        // Synchronising with an external system (the address bar), which is what effects are for.
        if (!cancelled && topLandingsHref(fromUrl) !== topLandingsHref(initialState)) update(fromUrl);
      });
    }
    return () => {
      cancelled = true;
      controllerRef.current?.abort();
    };
  }, [initialState, update]);

  // The fields follow the state (chips, year buttons and the address bar change it too).
  const { containerRef, onChange, onSubmit } = useFormSync<HTMLDivElement>({
    fieldValues: {
      from: [state.from ?? defaultPeriod.from],
      to: [state.to ?? defaultPeriod.to],
      rows: [state.rows],
      period: [state.period],
      count: [String(state.count)],
      pivots: state.pivots,
      ...filterFormValues(state.filters),
    },
    onApply: (params, changed) => {
      // Untouched default dates stay out of the URL, so the view keeps following the newest full year.
      if (
        !state.from &&
        !state.to &&
        params.get('from') === defaultPeriod.from &&
        params.get('to') === defaultPeriod.to
      ) {
        params.delete('from');
        params.delete('to');
      }
      void loadTopLandingsSchema().then(({ parseTopLandingsParams }) => {
        const parsed = parseTopLandingsParams(params);
        let sort = changed?.name === 'measure' ? null : state.sort;
        if (sort?.key.startsWith('pivot:') && !parsed.pivots.some((pivot) => pivotKey(pivot) === sort!.key)) {
          sort = null;
        }
        update({ ...parsed, sort, page: 1 });
      });
    },
  });

  // At most MAX_PIVOTS pivot boxes can be ticked: the others are disabled while that many are.
  useEffect(() => {
    const boxes = containerRef.current?.querySelectorAll<HTMLInputElement>('input[name="pivots"]') ?? [];
    for (const box of Array.from(boxes)) box.disabled = !box.checked && state.pivots.length >= MAX_PIVOTS;
  }, [containerRef, state.pivots.length]);

  const setSort = (sort: TableSort) => {
    // The measure, largest first, is the default: keep such URLs short.
    const isDefault = sort.key === measureKey(state.measure) && sort.direction === 'desc';
    update({ ...state, sort: isDefault ? null : sort, page: 1 });
  };

  // The server's table: its sort and page links change the view like the table's own do, keeping the
  // filters changed since (row links, to boats and firms, are followed as they are).
  const onServerTableClick = (event: React.MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest('a');
    // A sort link is in the table's head; a row's name is a `th` too (the row header), and is followed.
    const sortLink = link?.closest('thead');
    const pageLink = link?.closest('nav');
    if (!link || (!sortLink && !pageLink) || !isPlainClick(event)) return;
    event.preventDefault(); // before next/link's own handler, which respects it
    const params = new URL(link.href).searchParams;
    void loadTopLandingsSchema().then(({ parseTopLandingsParams }) => {
      const parsed = parseTopLandingsParams(params);
      update(sortLink ? { ...state, sort: parsed.sort, page: 1 } : { ...state, page: parsed.page });
    });
  };

  return (
    <Context.Provider value={{ state, update, defaultPeriod, pivotLabels }}>
      <div
        ref={containerRef}
        onChange={onChange}
        onSubmit={onSubmit}
        onFocus={preloadParser}
        onPointerDown={preloadParser}
      >
        {children}
      </div>
      <ActiveFiltersOnDemand
        labels={filterLabels}
        filters={state.filters}
        onChange={(filters) => update({ ...state, filters, page: 1 })}
      />
      <div className={filterStyles.resultsBar}>
        <p className={filterStyles.status} role="status">
          {loading ? 'Oppdaterer …' : ''}
        </p>
        <ShareEmbed state={state} />
      </div>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      {result ? (
        <Suspense fallback={initialTable}>
          <TopLandingsTable
            shown={result.state}
            state={state}
            rows={result.rows}
            total={result.total}
            valueRanking={result.valueRanking}
            defaultPeriod={defaultPeriod}
            pivotLabels={pivotLabels}
            busy={loading}
            onSortChange={setSort}
            onNavigate={(page) => update({ ...state, page })}
          />
        </Suspense>
      ) : (
        <div onClickCapture={onServerTableClick} onPointerDown={preloadParser} aria-busy={loading}>
          {initialTable}
        </div>
      )}
    </Context.Provider>
  );
}

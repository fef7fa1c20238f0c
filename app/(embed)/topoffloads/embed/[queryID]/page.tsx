import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { loadFilterOptions, loadPivotOptions, pivotLabelsOf } from '@/lib/page-data/filter-options';
import {
  effectiveSort,
  parseEmbedParams,
  ROW_KIND_LABELS,
  stateFromLandingQuery,
  topLandingsHref,
  type SearchParams,
} from '@/lib/url-state';
import { DataTable } from '@/components/ui/data-table';
import {
  measureLabel,
  topListEmptyText,
  topLandingColumns,
  TopListValueNote,
} from '@/components/top-landings/columns';
import {
  EMBED_HEIGHT_SCRIPT,
  EMBED_HEIGHT_SCRIPT_ATTRIBUTE,
  EMBED_ROOT_ID,
} from '@/components/top-landings/embed-height-script';
import { formatDateRange, formatNumber } from '@/lib/format';
import styles from '../../../embed.module.css';
import { reads } from '@/lib/store-reads/reads';

export const metadata: Metadata = {
  title: 'Topp landing',
  robots: { index: false, follow: true },
};

/**
 * /topoffloads/embed/{id}: a saved top-landings view for other sites' iframes (no navbar, ads or footer;
 * next.config.mjs lets any site frame this path). `?theme=light|dark`, `?accent=rrggbb` and
 * `?measure=<weight|value|pivot>` style it; it posts its height to the parent page.
 */
export default async function EmbeddedTopLandings({
  params,
  searchParams,
}: {
  params: Promise<{ queryID: string }>;
  searchParams: Promise<SearchParams>;
}) {
  const [{ queryID }, query] = await Promise.all([params, searchParams]);
  const saved = await reads.loadSavedLandingQuery(queryID);
  if (!saved) notFound();

  const { theme, accent, measure } = parseEmbedParams(query);
  const state = stateFromLandingQuery(saved.query, measure);
  const [groups, pivotGroups] = await Promise.all([loadFilterOptions(), loadPivotOptions()]);
  const pivotLabels = pivotLabelsOf(pivotGroups);
  for (const pivot of saved.rows[0]?.PivotParameters ?? []) pivotLabels[pivot.ID] = pivot.Title;

  const filterTexts = groups.flatMap((group) => {
    const chosen = (state.filters[group.field] ?? []).flatMap((code) => {
      const value = group.values.find((candidate) => candidate.code === code);
      return value ? [value.label] : [];
    });
    return chosen.length > 0 ? [`${group.label}: ${chosen.join(', ')}`] : [];
  });
  const period = formatDateRange(saved.query.FromDate, saved.query.ToDate);
  const title = `${ROW_KIND_LABELS[state.rows]} etter ${measureLabel(state.measure, pivotLabels).toLowerCase()}`;
  const columns = topLandingColumns(
    {
      rows: state.rows,
      period: state.period,
      pivots: state.pivots,
      pivotLabels,
      measure: state.measure,
      offset: (state.page - 1) * state.count,
      linkTarget: '_blank',
    },
    saved.rows,
  );

  return (
    <div
      id={EMBED_ROOT_ID}
      className={theme === 'dark' ? `${styles.view} ${styles.dark}` : styles.view}
      data-theme={theme}
      style={accent ? ({ '--embed-accent': `#${accent}` } as React.CSSProperties) : undefined}
    >
      <h1 className={styles.title}>Topp landing: {title.toLowerCase()}</h1>
      <p className={styles.meta}>
        {period}
        {filterTexts.length > 0 ? ` · ${filterTexts.join(' · ')}` : ''}
        {saved.total > saved.rows.length ? ` · ${formatNumber(saved.total)} i alt` : ''}
      </p>
      <DataTable
        id="innbygget-toppliste"
        caption={`${title}, ${period}`}
        captionHidden
        columns={columns}
        rows={saved.rows}
        rowKey={(row) => `${row.ID}-${row.Period ?? ''}`}
        sort={effectiveSort(state)}
        empty={topListEmptyText(saved.valueRanking)}
        collapseAfter={null}
      />
      <TopListValueNote
        rows={saved.rows}
        sortKey={effectiveSort(state).key}
        valueRanking={saved.valueRanking}
      />
      <p className={styles.credit}>
        Kilde: Fiskeridirektoratet ·{' '}
        <a href={topLandingsHref(state)} target="_blank" rel="noopener">
          Se hele lista på Fangstdata
        </a>
      </p>
      {/* After the content it measures; the only script the embed keeps (lib/page-cache/static-embed.ts). */}
      <script
        {...{ [EMBED_HEIGHT_SCRIPT_ATTRIBUTE]: '' }}
        dangerouslySetInnerHTML={{ __html: EMBED_HEIGHT_SCRIPT }}
      />
    </div>
  );
}

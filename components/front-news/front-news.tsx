import { PairedBarChart, type PairedBar } from '@/components/charts/paired-bar-chart';
import { formatDateRange } from '@/lib/format';
import type { ComparedWeight, FrontNews } from '@/lib/landings/front/front-news';
import { formatChange } from './change';
import { MonthNews } from './month-news';
import { explainHref } from './news-links';
import { YearToDate } from './year-to-date';
import styles from './front-news.module.css';

/** Species groups drawn one by one; the rest are one pair, "Andre arter". */
export const CHART_GROUPS = 6;

/** The heaviest species groups of either year, and the rest summed. */
export function chartBars(groups: readonly ComparedWeight[], hrefOf: (code: string) => string): PairedBar[] {
  const ranked = [...groups].sort(
    (a, b) =>
      Math.max(b.current, b.previous) - Math.max(a.current, a.previous) || a.code.localeCompare(b.code),
  );
  const shown = ranked.slice(0, CHART_GROUPS);
  const rest = ranked.slice(CHART_GROUPS);
  const bars: PairedBar[] = shown.map((group) => ({
    key: group.code,
    label: group.name,
    current: group.current,
    previous: group.previous,
    href: hrefOf(group.code),
  }));
  if (rest.length > 0) {
    bars.push({
      key: 'andre',
      label: 'Andre arter',
      current: rest.reduce((sum, group) => sum + group.current, 0),
      previous: rest.reduce((sum, group) => sum + group.previous, 0),
    });
  }
  return bars;
}

/** The news above the front page's top lists: the year so far, its species groups, and the month. */
export function FrontNewsSections({ news }: { news: FrontNews }) {
  const period = news.periods.yearToDate;
  const year = period.current.from.slice(0, 4);
  const lastYear = period.previous.from.slice(0, 4);
  const bars = chartBars(news.speciesGroups, (code) =>
    explainHref(period.current, { rows: 'species', filters: { FishGroup: [code] } }),
  );
  return (
    <>
      <section aria-labelledby="hittil-i-aar" className={styles.news}>
        <h2 id="hittil-i-aar">Hittil i år</h2>
        <div className={styles.yearGrid}>
          <YearToDate news={news} />
          <PairedBarChart
            id="artsgrupper-i-aar"
            title={`Landet per artsgruppe, ${year} mot samme dager i ${lastYear}`}
            summary={`Vekt landet ${formatDateRange(period.current.from, period.current.to)} for de største artsgruppene, mot samme dager i ${lastYear}. Tallene står i tabellen under.`}
            bars={bars}
            seriesLabels={[year, `Samme dager i ${lastYear}`]}
            categoryHeading="Artsgruppe"
            formatChange={formatChange}
          />
        </div>
      </section>
      <MonthNews news={news} />
    </>
  );
}

import Link from 'next/link';
import { ValueFigure } from '@/components/ui/value-figure';
import { formatDateRange, formatWeight } from '@/lib/format';
import type { FrontNews } from '@/lib/landings/front/front-news';
import { valuesComparable } from '@/lib/landings/value-coverage';
import { valueNotComparedText } from './change';
import { ChangeBadge } from './change-badge';
import { explainHref } from './news-links';
import styles from './front-news.module.css';

/**
 * "Hittil i år": weight and first-hand value landed from 1 January to the newest landing day, against
 * the same days last year. The value says how much of it is known, and its change is shown only when
 * both years' values are (nearly) complete (valuesComparable); otherwise the page says why not.
 */
export function YearToDate({ news }: { news: FrontNews }) {
  const { current, previous } = news.yearToDate;
  const period = news.periods.yearToDate;
  const year = period.current.from.slice(0, 4);
  const lastYear = period.previous.from.slice(0, 4);
  const comparable = valuesComparable(current, previous);
  return (
    <div className={styles.figures}>
      <p className={styles.period}>
        {formatDateRange(period.current.from, period.current.to)}, mot samme dager i {lastYear}
      </p>
      <dl className={styles.facts}>
        <div className={styles.fact} data-figure="weight">
          <dt>Landet {year}</dt>
          <dd className={styles.big}>
            <Link href={explainHref(period.current, { rows: 'species' })}>
              {formatWeight(current.weight)}
            </Link>
          </dd>
          <dd>
            <ChangeBadge current={current.weight} previous={previous.weight} /> mot{' '}
            <Link href={explainHref(period.previous, { rows: 'species' })}>
              {formatWeight(previous.weight)}
            </Link>{' '}
            samme dager i fjor
          </dd>
        </div>
        <div className={styles.fact} data-figure="value">
          <dt>Førstehåndsverdi {year}</dt>
          <dd className={styles.big}>
            {current.value == null ? (
              <ValueFigure total={current} full />
            ) : (
              <Link href={explainHref(period.current, { rows: 'species', measure: 'value' })}>
                <ValueFigure total={current} full />
              </Link>
            )}
          </dd>
          <dd>
            {comparable ? (
              <>
                <ChangeBadge current={current.value ?? 0} previous={previous.value ?? 0} /> mot{' '}
              </>
            ) : (
              'Samme dager i fjor: '
            )}
            {previous.value == null ? (
              <ValueFigure total={previous} full />
            ) : (
              <Link href={explainHref(period.previous, { rows: 'species', measure: 'value' })}>
                <ValueFigure total={previous} full />
              </Link>
            )}
            {comparable ? ' samme dager i fjor' : null}
          </dd>
          {comparable ? null : (
            <dd className={styles.note} data-value-not-compared="">
              {valueNotComparedText(current, previous)}
            </dd>
          )}
        </div>
      </dl>
    </div>
  );
}

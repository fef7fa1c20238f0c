import Link from 'next/link';
import { withParams } from '@/lib/url-state/params';
import styles from './detail.module.css';

/** The years with data as links (`?year=2024`); the shown year is marked current. */
export function YearLinks({
  years,
  current,
  hrefFor,
  label = 'Velg år',
}: {
  years: number[];
  current: number;
  hrefFor: (year: number) => string;
  label?: string;
}) {
  if (years.length <= 1) return null;
  return (
    <nav aria-label={label}>
      <ul className={styles.yearLinks}>
        {[...years]
          .sort((a, b) => b - a)
          .map((year) => (
            <li key={year}>
              <Link href={hrefFor(year)} aria-current={year === current ? 'page' : undefined}>
                {year}
              </Link>
            </li>
          ))}
      </ul>
    </nav>
  );
}

/** The year links of a page at `path` and, when it shows another year than the reader expects, why. */
export function YearChoice({
  years,
  current,
  path,
  note,
}: {
  years: number[];
  current: number;
  path: string;
  note: string | null;
}) {
  return (
    <>
      <YearLinks years={years} current={current} hrefFor={(year) => withParams(path, { year })} />
      {note ? <p className={styles.note}>{note}</p> : null}
    </>
  );
}

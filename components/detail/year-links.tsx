import Link from 'next/link';
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

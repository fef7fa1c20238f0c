import styles from './table-skeleton.module.css';

/**
 * A Norwegian loading placeholder shaped like a page with a table: a heading, optional filter rows and
 * grey table rows. Announced once to screen readers ("Laster …"). The shimmering `skeleton` blocks are
 * global so that other placeholders (the profile page) share them.
 */
export function TableSkeleton({
  title,
  controls = false,
  rows = 10,
}: {
  title?: string;
  controls?: boolean;
  rows?: number;
}) {
  return (
    <div className="skeleton-page" aria-busy="true" aria-live="polite">
      {title ? <h1>{title}</h1> : <div className="skeleton skeleton--title" />}
      <span className="visually-hidden">Laster …</span>
      {controls ? (
        <div className={styles.controls} aria-hidden="true">
          {Array.from({ length: 4 }, (_, index) => (
            <div key={index} className={`skeleton ${styles.control}`} />
          ))}
        </div>
      ) : null}
      <div className={styles.table} aria-hidden="true">
        {Array.from({ length: rows }, (_, index) => (
          <div key={index} className={`skeleton ${styles.row}`} />
        ))}
      </div>
    </div>
  );
}

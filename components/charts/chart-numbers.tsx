import styles from './charts.module.css';

/**
 * What the server-drawn charts show under their picture (stacked bars, paired bars, comparison lines):
 * the exact numbers in a table behind a disclosure, for a screen reader and for anyone who wants the
 * figures rather than the shape.
 */

export interface ChartTableRow {
  key: string;
  /** The row's category, its header cell. */
  label: React.ReactNode;
  cells: readonly React.ReactNode[];
}

/** The chart's numbers, a row per category, behind "Vis tallene i en tabell"; then the credit. */
export function ChartNumbers({
  title,
  categoryHeading,
  headings,
  rows,
  source,
}: {
  /** The chart's title: the table's caption and the name of its scrolling region. */
  title: string;
  categoryHeading: string;
  /** The heads of the value columns, after the category column. */
  headings: readonly React.ReactNode[];
  rows: readonly ChartTableRow[];
  source: string;
}) {
  return (
    <>
      <details className={styles.details}>
        <summary>Vis tallene i en tabell</summary>
        <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={`${title}: tabell`}>
          <table className={styles.table}>
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{categoryHeading}</th>
                {headings.map((heading, i) => (
                  <th scope="col" key={i}>
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key}>
                  <th scope="row">{row.label}</th>
                  {row.cells.map((cell, i) => (
                    <td key={i}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
      <p className={styles.source}>{source}</p>
    </>
  );
}

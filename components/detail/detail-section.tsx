import styles from './detail.module.css';
import { SourceNote } from './source-note';

/**
 * A titled section of a detail page: the heading names the section for screen readers
 * (aria-labelledby), and `source` adds the credit line under landing data ("Kilde: …").
 */
export function DetailSection({
  id,
  title,
  source,
  children,
}: {
  id: string;
  title: React.ReactNode;
  /** True for the plain credit, or text that follows it; absent for no credit line. */
  source?: true | React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
      {source === true ? <SourceNote /> : source ? <SourceNote>{source}</SourceNote> : null}
    </section>
  );
}

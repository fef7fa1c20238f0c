import styles from './detail.module.css';

/** The credit every table and chart of landing data carries. */
export function SourceNote({ children }: { children?: React.ReactNode }) {
  return <p className={styles.source}>Kilde: Fiskeridirektoratet{children ? <> · {children}</> : null}</p>;
}

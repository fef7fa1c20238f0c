import Link from 'next/link';
import styles from '@/components/detail/detail.module.css';
import { UrlForm } from './url-form';

/**
 * A list page's filter form (/boats, /kvoter, /priser …): its fields, the "Vis" button a reader without
 * JavaScript submits with, and "Nullstill" back to the unfiltered page while something is chosen.
 */
export function FilterForm({
  label,
  resetHref,
  children,
}: {
  /** The form's accessible name. */
  label: string;
  /** The unfiltered page; left out when nothing is chosen (or the form has nothing to reset). */
  resetHref?: string | null;
  children: React.ReactNode;
}) {
  return (
    <UrlForm className={styles.form} label={label}>
      {children}
      <button type="submit" className={styles.button}>
        Vis
      </button>
      {resetHref ? <Link href={resetHref}>Nullstill</Link> : null}
    </UrlForm>
  );
}

import { UrlForm } from '@/components/filters/url-form';
import type { PeriodChoice } from '@/lib/url-state/detail-period';
import styles from './detail.module.css';
import fieldStyles from '@/components/filters/filters.module.css';

/**
 * A date range of the reader's choice, in the URL like every filter on the site (UrlForm): applied as
 * soon as both dates are complete and in order, and a plain GET form without JavaScript. `keep`
 * carries other parameters (the chart view) along.
 */
export function PeriodForm({ period, keep = {} }: { period: PeriodChoice; keep?: Record<string, string> }) {
  return (
    <UrlForm className={styles.form} label="Velg periode">
      {Object.entries(keep).map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      <label>
        Fra dato
        <input className={fieldStyles.field} type="date" name="from" defaultValue={period.from} required />
      </label>
      <label>
        Til dato
        <input className={fieldStyles.field} type="date" name="to" defaultValue={period.to} required />
      </label>
      <button type="submit" className={styles.button}>
        Vis periode
      </button>
    </UrlForm>
  );
}

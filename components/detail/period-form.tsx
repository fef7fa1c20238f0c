import styles from './detail.module.css';
import type { PeriodChoice } from './period';

/**
 * A date range of the reader's choice: a plain GET form, so it works without JavaScript and the
 * chosen period ends up in the URL. `keep` carries other parameters (the chart view) along.
 */
export function PeriodForm({
  action,
  period,
  keep = {},
}: {
  action: string;
  period: PeriodChoice;
  keep?: Record<string, string>;
}) {
  return (
    <form className={styles.form} action={action} method="get" aria-label="Velg periode">
      {Object.entries(keep).map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      <label>
        Fra dato
        <input type="date" name="from" defaultValue={period.from} required />
      </label>
      <label>
        Til dato
        <input type="date" name="to" defaultValue={period.to} required />
      </label>
      <button type="submit" className={styles.button}>
        Vis periode
      </button>
    </form>
  );
}

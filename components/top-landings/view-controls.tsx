'use client';

import { useTopLandings } from './top-landings-view';
import styles from '@/components/filters/filters.module.css';

/**
 * The two controls of the top-landings form that depend on the state: the measure select (its choices
 * are the chosen pivots) and the whole-year buttons. Small client parts inside the server-rendered form.
 */
export function MeasureSelect({ id }: { id: string }) {
  const { state, pivotLabels } = useTopLandings();
  // Read by the form's change handler like every other field (name="measure").
  return (
    <select id={id} name="measure" value={state.measure} onChange={() => {}}>
      <option value="weight">Total vekt</option>
      <option value="value">Verdi</option>
      {state.pivots.map((pivot) => (
        <option key={pivot} value={pivot}>
          {pivotLabels[pivot] ?? pivot}
        </option>
      ))}
    </select>
  );
}

export function YearButtons({ years }: { years: number[] }) {
  const { state, update, defaultPeriod } = useTopLandings();
  const from = state.from ?? defaultPeriod.from;
  const to = state.to ?? defaultPeriod.to;
  return (
    <div className={`${styles.control} ${styles.buttons}`} role="group" aria-label="Hele år">
      {years.map((year) => {
        const active = from === `${year}-01-01` && to === `${year}-12-31`;
        return (
          <button
            key={year}
            type="button"
            className={styles.chip}
            aria-pressed={active}
            onClick={() => update({ ...state, from: `${year}-01-01`, to: `${year}-12-31`, page: 1 })}
          >
            {year}
          </button>
        );
      })}
    </div>
  );
}

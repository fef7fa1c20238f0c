'use client';

import type { FilterField, LandingFilters } from '@/lib/landings/landing-query/types';
import type { FilterLabels } from './filter-panel';
import { toggleFilterValue } from '@/lib/url-state/filters';
import styles from './filters.module.css';

/** Names of the filter fields that have no checkbox group (ids a detail page narrows by). */
const FIELD_NAMES: Partial<Record<FilterField, string>> = {
  Boat: 'Båt',
  Fisher: 'Fisker',
  Buyer: 'Kjøper',
  Station: 'Mottak',
};

/** The chosen filter values as removable chips, and a button that removes them all. */
export function ActiveFilters({
  labels,
  filters,
  onChange,
}: {
  labels: FilterLabels;
  filters: LandingFilters;
  onChange: (filters: LandingFilters) => void;
}) {
  const chips = (Object.entries(filters) as [FilterField, string[]][]).flatMap(([field, codes]) =>
    codes.map((code) => ({
      field,
      code,
      text: labels[field]?.[code] ?? `${FIELD_NAMES[field] ?? field}: ${code}`,
    })),
  );
  if (chips.length === 0) return null;
  return (
    <div className={styles.active}>
      <span className={styles.activeTitle}>Valgte filtre:</span>
      <ul className={styles.activeList}>
        {chips.map((chip) => (
          <li key={`${chip.field}-${chip.code}`}>
            <button
              type="button"
              className={styles.chip}
              onClick={() => onChange(toggleFilterValue(filters, chip.field, chip.code, false))}
              aria-label={`Fjern filteret ${chip.text}`}
            >
              {chip.text} <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
        <li>
          <button type="button" className={`${styles.chip} ${styles.clear}`} onClick={() => onChange({})}>
            Fjern alle filtre
          </button>
        </li>
      </ul>
    </div>
  );
}

import { LazyCheckboxGroup } from './lazy-checkbox-group';
import type { FilterValue } from '@/lib/landings/landing-query/filters';
import type { FilterField, LandingFilters } from '@/lib/landings/landing-query/types';
import styles from './filters.module.css';

/** What the panel needs of a filter group (see FilterOptionGroup in lib/page-data/filter-options.ts). */
export interface FilterGroupOptions {
  category: string;
  field: FilterField;
  param: string;
  label: string;
  values: FilterValue[];
  help?: string;
}

/**
 * Checkbox lists for every filter category, with how many landing lines carry each value. The boxes are
 * named after the URL parameters and read by the form's controller (see form-sync.ts); each group's list
 * is fetched when the group opens (LazyCheckboxGroup), so the page carries only the chosen values.
 */
export function FilterPanel({
  groups,
  filters,
  idPrefix = 'filter',
}: {
  groups: readonly FilterGroupOptions[];
  filters: LandingFilters;
  idPrefix?: string;
}) {
  return (
    <div className={styles.panel}>
      <p className={styles.countNote}>
        Tallet i parentes bak hvert valg er hvor mange sluttseddellinjer i alle årene som har det.
      </p>
      {groups.map((group) => {
        const selected = new Set(filters[group.field] ?? []);
        return (
          <LazyCheckboxGroup
            key={group.category}
            id={`${idPrefix}-${group.category}`}
            label={group.label}
            name={group.param}
            category={group.category}
            chosen={group.values.filter((value) => selected.has(value.code))}
            help={group.help}
          />
        );
      })}
    </div>
  );
}

/** Field → code → "Redskapsgruppe: Krokredskap", for the chips of the chosen filters. */
export type FilterLabels = Partial<Record<FilterField, Record<string, string>>>;

export function filterLabelsOf(groups: readonly FilterGroupOptions[]): FilterLabels {
  const labels: FilterLabels = {};
  for (const group of groups) {
    const field = (labels[group.field] ??= {});
    for (const value of group.values) field[value.code] = `${group.label}: ${value.label}`;
  }
  return labels;
}

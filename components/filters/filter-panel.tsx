import { formatNumber } from '@/lib/format';
import { FilterSection } from './form-fields';
import type { FilterValue } from '@/lib/landings/filters';
import type { FilterField, LandingFilters } from '@/lib/landings/landing-query-types';
import styles from './filters.module.css';

/** What the panel needs of a filter group (see FilterOptionGroup in lib/page-data/filter-options.ts). */
export interface FilterGroupOptions {
  category: string;
  field: FilterField;
  param: string;
  label: string;
  values: FilterValue[];
}

/** Groups longer than this get a box to narrow the list (works with JavaScript; see form-sync.ts). */
const NARROWING_FROM = 12;

const idPart = (code: string) => code.replace(/[^\p{L}\p{N}_-]/gu, '_');

/**
 * One group of checkboxes: a disclosure with the group's name, a marker when something in it is chosen
 * (CSS, so it stays right whatever changes the boxes), and one box per value with its count.
 */
export function CheckboxGroup({
  id,
  label,
  name,
  values,
  selected,
  showCounts = true,
}: {
  id: string;
  label: string;
  /** The URL parameter the boxes submit. */
  name: string;
  values: readonly FilterValue[];
  selected: readonly string[];
  showCounts?: boolean;
}) {
  const chosen = values.some((value) => selected.includes(value.code));
  return (
    <FilterSection title={label} chosen={chosen} level="group">
      <fieldset className={styles.values}>
        <legend className="visually-hidden">{label}</legend>
        {values.length > NARROWING_FROM ? (
          <div className={styles.narrow}>
            <label htmlFor={`${id}-finn`}>Finn {label.toLowerCase()}</label>
            <input id={`${id}-finn`} type="search" autoComplete="off" data-narrow={`${id}-liste`} />
          </div>
        ) : null}
        <ul className={styles.options} id={`${id}-liste`}>
          {values.map((value) => {
            const inputId = `${id}-${idPart(value.code)}`;
            return (
              <li key={value.code}>
                <input
                  id={inputId}
                  type="checkbox"
                  name={name}
                  value={value.code}
                  defaultChecked={selected.includes(value.code)}
                />
                <label htmlFor={inputId}>
                  {value.label}
                  {showCounts ? (
                    <>
                      {' '}
                      <span className={styles.count} title="Antall landingslinjer i dataene">
                        ({formatNumber(value.count)})
                      </span>
                    </>
                  ) : null}
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
    </FilterSection>
  );
}

/**
 * Checkbox lists for every filter category, with how many landing lines carry each value. Rendered on
 * the server with the boxes named after the URL parameters, so the surrounding GET form works without
 * JavaScript; with it, a client controller listens to the form's changes (see form-sync.ts).
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
      {groups.map((group) => (
        <CheckboxGroup
          key={group.category}
          id={`${idPrefix}-${group.category}`}
          label={group.label}
          name={group.param}
          values={group.values}
          selected={filters[group.field] ?? []}
        />
      ))}
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

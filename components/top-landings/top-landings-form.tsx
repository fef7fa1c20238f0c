import { FilterPanel, type FilterGroupOptions } from '@/components/filters/filter-panel';
import { LazyCheckboxGroup } from '@/components/filters/lazy-checkbox-group';
import {
  DateRangeFields,
  FilterSection,
  NoScriptSubmit,
  PageSizeSelect,
  SelectField,
} from '@/components/filters/form-fields';
import { formatSortParam } from '@/lib/table-sort';
import { countFilterValues } from '@/lib/url-state/filters';
import {
  GROUPING_LABELS,
  ROW_KIND_LABELS,
  ROW_KINDS,
  type TopLandingsState,
} from '@/lib/url-state/top-landings';
import { GROUPING_DATES, MAX_PIVOTS } from '@/lib/landings/landing-query/types';
import type { PivotChoiceGroup } from '@/lib/page-data/filter-options';
import type { Period } from './top-landings-view';
import { MeasureSelect, YearButtons } from './view-controls';
import styles from '@/components/filters/filters.module.css';

/**
 * The filter form of /topoffloads, rendered on the server: a GET form whose fields are named after the
 * URL parameters (lib/url-state), so it also works without JavaScript. With
 * JavaScript, TopLandingsView reads it on every change and applies it at once.
 */
export function TopLandingsForm({
  state,
  defaultPeriod,
  groups,
  pivotGroups,
  years,
}: {
  state: TopLandingsState;
  defaultPeriod: Period;
  groups: readonly FilterGroupOptions[];
  pivotGroups: readonly PivotChoiceGroup[];
  years: number[];
}) {
  return (
    <form className={styles.controls} method="get" action="/topoffloads" aria-label="Filtre for topplisten">
      <fieldset className={styles.controlRow}>
        <legend>Periode</legend>
        <DateRangeFields
          idPrefix="tl"
          from={state.from ?? defaultPeriod.from}
          to={state.to ?? defaultPeriod.to}
        />
        {years.length > 0 ? <YearButtons years={years} /> : null}
      </fieldset>

      <fieldset className={styles.controlRow}>
        <legend>Visning</legend>
        <ViewSelect name="rows" label="Rader" value={state.rows} keys={ROW_KINDS} labels={ROW_KIND_LABELS} />
        <ViewSelect
          name="period"
          label="Én rad per"
          value={state.period}
          keys={GROUPING_DATES}
          labels={GROUPING_LABELS}
        />
        <div className={styles.control}>
          <label htmlFor="tl-measure">Vis</label>
          <MeasureSelect id="tl-measure" />
        </div>
        <PageSizeSelect idPrefix="tl" count={state.count} />
      </fieldset>

      <FilterSection title="Filtre" chosen={countFilterValues(state.filters) > 0}>
        <FilterPanel groups={groups} filters={state.filters} idPrefix="tl" />
      </FilterSection>

      <FilterSection title="Kolonner per art eller redskap" chosen={state.pivots.length > 0}>
        <p className="muted">
          Velg opptil {MAX_PIVOTS} arter eller redskap: hver får en egen kolonne med vekten av den arten eller
          det redskapet i hver rad (i API-et heter dette pivotkolonner).
        </p>
        <div className={styles.panel}>
          {pivotGroups.map((group) => (
            <LazyCheckboxGroup
              key={group.label}
              id={`tl-pivot-${group.kind}`}
              label={group.label}
              name="pivots"
              category={group.kind}
              codePrefix={`${group.kind}:`}
              chosen={group.values.filter((value) => state.pivots.includes(value.code))}
              showCounts={false}
            />
          ))}
        </div>
      </FilterSection>

      {state.sort ? <input type="hidden" name="sort" value={formatSortParam(state.sort)} /> : null}
      <NoScriptSubmit />
    </form>
  );
}

/** A choice of how the list is shown: the URL parameter `name` (field `tl-<name>`), its values and their labels. */
function ViewSelect<Key extends string>({
  name,
  label,
  value,
  keys,
  labels,
}: {
  name: string;
  label: string;
  value: Key;
  keys: readonly Key[];
  labels: Record<Key, string>;
}) {
  return (
    <SelectField
      id={`tl-${name}`}
      label={label}
      name={name}
      value={value}
      choices={keys.map((key) => [key, labels[key]] as const)}
    />
  );
}

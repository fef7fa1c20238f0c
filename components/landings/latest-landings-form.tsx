import { FilterPanel, type FilterGroupOptions } from '@/components/filters/filter-panel';
import {
  DateRangeFields,
  FilterSection,
  NoScriptSubmit,
  PageSizeSelect,
} from '@/components/filters/form-fields';
import { countFilterValues } from '@/lib/url-state/filters';
import { type LatestLandingsState } from '@/lib/url-state/latest-landings';
import styles from '@/components/filters/filters.module.css';

/**
 * The filter form of /offloads, rendered on the server; a plain GET form without JavaScript, read on
 * every change by LatestLandingsFilters with it.
 */
export function LatestLandingsForm({
  state,
  groups,
}: {
  state: LatestLandingsState;
  groups: readonly FilterGroupOptions[];
}) {
  return (
    <form className={styles.controls} method="get" action="/offloads" aria-label="Filtre for siste landinger">
      <fieldset className={styles.controlRow}>
        <legend>Periode</legend>
        <DateRangeFields idPrefix="ll" from={state.from} to={state.to} />
        <PageSizeSelect idPrefix="ll" count={state.count} />
      </fieldset>
      <FilterSection title="Filtre" chosen={countFilterValues(state.filters) > 0}>
        <FilterPanel groups={groups} filters={state.filters} idPrefix="ll" />
      </FilterSection>
      <NoScriptSubmit />
    </form>
  );
}

import { CheckboxGroup, FilterPanel, type FilterGroupOptions } from '@/components/filters/filter-panel';
import {
  GROUPING_LABELS,
  PAGE_SIZES,
  ROW_KIND_LABELS,
  ROW_KINDS,
  type TopLandingsState,
} from '@/components/filters/url-state';
import { GROUPING_DATES, MAX_PIVOTS } from '@/lib/landings/landing-query-types';
import type { PivotChoiceGroup } from './pivot-choices';
import type { Period } from './top-landings-view';
import { MeasureSelect, YearButtons } from './view-controls';

/**
 * The filter form of /topoffloads, rendered on the server: a GET form whose fields are named after the
 * URL parameters (components/filters/url-state.ts), so it also works without JavaScript. With
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
  const chosenFilters = Object.values(state.filters).some((values) => values && values.length > 0);
  return (
    <form className="landing-controls" method="get" action="/topoffloads" aria-label="Filtre for topplisten">
      <fieldset className="control-row">
        <legend>Periode</legend>
        <div className="control">
          <label htmlFor="tl-from">Fra</label>
          <input id="tl-from" name="from" type="date" defaultValue={state.from ?? defaultPeriod.from} />
        </div>
        <div className="control">
          <label htmlFor="tl-to">Til</label>
          <input id="tl-to" name="to" type="date" defaultValue={state.to ?? defaultPeriod.to} />
        </div>
        {years.length > 0 ? <YearButtons years={years} /> : null}
      </fieldset>

      <fieldset className="control-row">
        <legend>Visning</legend>
        <div className="control">
          <label htmlFor="tl-rows">Rader</label>
          <select id="tl-rows" name="rows" defaultValue={state.rows}>
            {ROW_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {ROW_KIND_LABELS[kind]}
              </option>
            ))}
          </select>
        </div>
        <div className="control">
          <label htmlFor="tl-period">Én rad per</label>
          <select id="tl-period" name="period" defaultValue={state.period}>
            {GROUPING_DATES.map((grouping) => (
              <option key={grouping} value={grouping}>
                {GROUPING_LABELS[grouping]}
              </option>
            ))}
          </select>
        </div>
        <div className="control">
          <label htmlFor="tl-measure">Vis</label>
          <MeasureSelect id="tl-measure" />
        </div>
        <div className="control">
          <label htmlFor="tl-count">Rader per side</label>
          <select id="tl-count" name="count" defaultValue={state.count}>
            {[...new Set([...PAGE_SIZES, state.count])]
              .sort((a, b) => a - b)
              .map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
          </select>
        </div>
      </fieldset>

      <details className="filter-section" open={chosenFilters || undefined}>
        <summary>
          Filtre
          <span className="filter-badge filter-badge--chosen" aria-hidden="true">
            valgt
          </span>
        </summary>
        <FilterPanel groups={groups} filters={state.filters} idPrefix="tl" />
      </details>

      <details className="filter-section" open={state.pivots.length > 0 || undefined}>
        <summary>
          Pivotkolonner
          <span className="filter-badge filter-badge--chosen" aria-hidden="true">
            valgt
          </span>
        </summary>
        <p className="muted">
          Velg opptil {MAX_PIVOTS} arter eller redskap som får hver sin vektkolonne i tabellen.
        </p>
        <div className="filter-panel">
          {pivotGroups.map((group) => (
            <CheckboxGroup
              key={group.label}
              id={`tl-pivot-${group.kind}`}
              label={group.label}
              name="pivots"
              values={group.values}
              selected={state.pivots}
              showCounts={false}
            />
          ))}
        </div>
      </details>

      {state.sort ? (
        <input type="hidden" name="sort" value={`${state.sort.key}:${state.sort.direction}`} />
      ) : null}
      <noscript>
        <button type="submit" className="button">
          Bruk filtre
        </button>
      </noscript>
    </form>
  );
}

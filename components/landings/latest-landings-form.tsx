import { FilterPanel, type FilterGroupOptions } from '@/components/filters/filter-panel';
import { PAGE_SIZES, type LatestLandingsState } from '@/components/filters/url-state';

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
  const chosen = Object.values(state.filters).some((values) => values && values.length > 0);
  return (
    <form
      className="landing-controls"
      method="get"
      action="/offloads"
      aria-label="Filtre for siste landinger"
    >
      <fieldset className="control-row">
        <legend>Periode</legend>
        <div className="control">
          <label htmlFor="ll-from">Fra</label>
          <input id="ll-from" name="from" type="date" defaultValue={state.from ?? ''} />
        </div>
        <div className="control">
          <label htmlFor="ll-to">Til</label>
          <input id="ll-to" name="to" type="date" defaultValue={state.to ?? ''} />
        </div>
        <div className="control">
          <label htmlFor="ll-count">Rader per side</label>
          <select id="ll-count" name="count" defaultValue={state.count}>
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
      <details className="filter-section" open={chosen || undefined}>
        <summary>
          Filtre
          <span className="filter-badge filter-badge--chosen" aria-hidden="true">
            valgt
          </span>
        </summary>
        <FilterPanel groups={groups} filters={state.filters} idPrefix="ll" />
      </details>
      <noscript>
        <button type="submit" className="button">
          Bruk filtre
        </button>
      </noscript>
    </form>
  );
}

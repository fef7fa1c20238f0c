import { BOAT_TABLES, BOAT_YEAR_TABLES } from './boat-tables';
import { BOAT_TRIP_YEARS } from './boat-trip-years';
import { LANDING_READ_MODELS } from './derive';
import { LANDING_CUBE_TABLES } from './landing-cubes';
import { MONTH_TOP_DOCUMENTS } from './month-top-documents';
import { OWNER_LINE_TABLES } from './owner-tables';
import { PRICE_TABLES } from './price-tables';
import type { ReadModel } from './read-model';
import { RECEIVER_TABLES } from './receiver-tables';
import { SPECIES_PLACE_TABLES } from './species-place-tables';

/**
 * Every table an ingest derives, in one list: what it is derived from, which module derives it and how
 * an ingest after the first brings it up to date. The store's schema (../../schema.ts) lists the source
 * tables beside it; a test (incremental-read-models.test.ts) fails when an ingest leaves a table in the
 * store that neither names, and checks every refreshed table against a rebuild.
 *
 * This folder is the catalogue: every module that creates a derived table is here (catalogue.test.ts
 * fails on one elsewhere under lib/), the contract of a read model over the landing lines is
 * ./read-model.ts and the order an ingest derives them in is ./derive.ts. A new read model over the
 * landing lines is a `ReadModel` in its module's list, and that list is here; any other derived table is
 * a line of DERIVED_TABLES.
 */

/**
 * How an ingest after the first brings a table up to date:
 * - `scopes`: the groups (boat, firm, mottak, day, …) of what the ingest changed are recomputed
 *   (./read-model.ts, ../changed-lines.ts), or the table is rebuilt once refreshes pile up;
 * - `call-signs`: the call signs whose positions, logbook or boat changed (../position-changes.ts,
 *   ./trip-refresh.ts);
 * - `whole`: rebuilt by every ingest (small, or over the registers);
 * - `kept`: carried from version to version and added to (it records history no rebuild could give).
 */
export type Refresh = 'scopes' | 'call-signs' | 'whole' | 'kept';

export interface DerivedTable {
  table: string;
  /** The module of this folder that derives it. */
  module: string;
  refresh: Refresh;
}

const readModels = (module: string, models: readonly ReadModel[]): DerivedTable[] =>
  models.map(({ table }) => ({ table, module, refresh: 'scopes' }));

const derived = (module: string, refresh: Refresh, tables: string[]): DerivedTable[] =>
  tables.map((table) => ({ table, module, refresh }));

/** Every derived table of the store. */
export const DERIVED_TABLES: readonly DerivedTable[] = [
  // Over the landing lines (or another of these), refreshed by scope.
  ...readModels('derive.ts', LANDING_READ_MODELS),
  ...readModels('month-top-documents.ts', [MONTH_TOP_DOCUMENTS]),
  ...readModels('price-tables.ts', PRICE_TABLES),
  ...readModels('species-place-tables.ts', SPECIES_PLACE_TABLES),
  ...readModels('boat-tables.ts', [...BOAT_TABLES, ...BOAT_YEAR_TABLES]),
  ...readModels('receiver-tables.ts', RECEIVER_TABLES),
  ...readModels('owner-tables.ts', OWNER_LINE_TABLES),
  ...readModels('landing-cubes.ts', LANDING_CUBE_TABLES),
  // From the registers, the logbooks, the positions, or all of them.
  ...derived('derive.ts', 'whole', [
    'municipalities',
    'ownerships',
    'owners',
    'boats',
    'buyers',
    'stations',
    'owner_chains',
    'vessel_groups',
    'code_values',
    'quota_lines',
  ]),
  ...derived('owner-tables.ts', 'whole', ['owner_boats', 'owner_quota_vessels']),
  ...derived('boat-logbooks.ts', 'whole', ['boat_logbooks']),
  ...derived('boat-tracks.ts', 'call-signs', ['latest_positions', 'boat_tracks']),
  ...derived('boat-tracks.ts', 'whole', ['boat_track_places']),
  ...derived('trips.ts', 'call-signs', ['trip_figures', 'trip_inputs']),
  ...derived('trip-tables.ts', 'whole', ['trips', 'trip_benchmarks', 'trip_months']),
  ...derived('boat-trip-years.ts', 'whole', [BOAT_TRIP_YEARS.table]),
  ...derived('search-index.ts', 'whole', ['search_index']),
  ...derived('entity-versions.ts', 'kept', ['entity_versions']),
  ...derived('note-arrivals.ts', 'kept', ['note_arrivals']),
];

/** The tables a refresh may leave other than a rebuild would: held to a rebuild by the refresh test. */
export const REFRESHED_TABLES = DERIVED_TABLES.filter(
  ({ refresh }) => refresh === 'scopes' || refresh === 'call-signs',
).map(({ table }) => table);

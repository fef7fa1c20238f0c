import type { DuckDBConnection } from '@duckdb/node-api';
import { formatMunicipalityName } from '@/lib/fiskeridir/code-lists';
import { displayRegistrationMark } from '@/lib/fiskeridir/registration-mark';
import { searchEntryHref, type SearchKind } from '@/lib/search/kinds';
import { compactSearchText, normalizeSearchText } from '@/lib/search/normalize';
import { insertRows } from '../insert-rows';

/**
 * The search index (table `search_index`): one row per thing a reader may look for — boats, owners,
 * buyers (firms), receiving stations, species and municipalities — with its name already normalised
 * (lib/search/normalize.ts), the codes it is known by, a display label, a link and a ranking weight
 * (round weight landed in the store's last 365 days). Rebuilt after the derived tables at every ingest,
 * so a quick search only reads this small table (once per store version) and never the landing lines.
 */

export const SEARCH_INDEX_DDL = `create or replace table search_index (
  kind varchar not null,
  id varchar not null,
  label varchar not null,
  detail varchar,
  href varchar not null,
  -- The normalised name, and other names (a boat's former names) that rank one step lower, with
  -- those names as written (alt_labels[i] is alt_keys[i]'s), so a hit can say which it matched.
  name_key varchar not null,
  alt_keys varchar[] not null,
  alt_labels varchar[] not null,
  -- Compact normalised codes the entry is known by (marks, call sign, ids, numbers): exact or prefix.
  codes varchar[] not null,
  -- Codes of what the entry is linked to (an owner's boats, a boat's owner): exact only, one step lower.
  linked_codes varchar[] not null,
  weight double not null,
  last_active date,
  -- Boats only: what the dropdown's boat columns show, and the home municipality (normalised, and as
  -- written), by which a search for the municipality's name lists the boats that belong there.
  registration_mark varchar,
  length double,
  home_key varchar,
  home_label varchar
)`;

// Landed round weight per entity over the store's last 365 days, all kinds in one scan.
const RECENT_WEIGHTS_SQL = `create or replace temp table search_weights as
  select * from (
    select case when grouping(vessel_id) = 0 then 'boats' when grouping(buyer_id) = 0 then 'buyers'
        when grouping(station_id) = 0 then 'stations' when grouping(species_fdir_code) = 0 then 'species'
        else 'municipalities' end as kind,
      coalesce(vessel_id, buyer_id, station_id, species_fdir_code, landing_municipality_code) as id,
      sum(round_weight) as weight
    from landing_lines
    where landing_date > (select max(landing_date) - interval 365 day from landing_lines)
    group by grouping sets ((vessel_id), (buyer_id), (station_id), (species_fdir_code), (landing_municipality_code))
  ) where id is not null`;

/** A left join of the recent weights of one kind, as `alias`, on the entity id `id`. */
const weightJoin = (kind: SearchKind, alias: string, id: string) =>
  `left join search_weights ${alias} on ${alias}.kind = '${kind}' and ${alias}.id = ${id}`;

const SOURCE_SQL: Record<SearchKind, string> = {
  boats: `with history as (
      select vessel_id, list(distinct name) as former_names, list(distinct registration_mark) as former_marks
      from boat_names group by vessel_id
    )
    select b.vessel_id as id, b.name, b.registration_mark, b.radio_call_sign, b.length, b.owner_id, b.municipality,
      strftime(b.last_landing, '%Y-%m-%d') as last_active, h.former_names, h.former_marks,
      coalesce(w.weight, 0) as weight
    from boats b left join history h on h.vessel_id = b.vessel_id
    ${weightJoin('boats', 'w', 'b.vessel_id')}`,
  owners: `select o.owner_id as id, o.name, o.city as detail,
      strftime(max(b.last_landing), '%Y-%m-%d') as last_active, coalesce(sum(w.weight), 0) as weight,
      list(distinct b.registration_mark) filter (where b.registration_mark is not null) as marks,
      list(distinct b.radio_call_sign) filter (where b.radio_call_sign is not null) as call_signs
    from owners o
    left join (select distinct owner_id, vessel_id from ownerships where to_date is null) s
      on s.owner_id = o.owner_id
    left join boats b on b.vessel_id = s.vessel_id
    ${weightJoin('boats', 'w', 'b.vessel_id')}
    group by o.owner_id, o.name, o.city`,
  buyers: `select b.buyer_id as id, b.name, coalesce(b.city, m.name) as detail,
      strftime(b.last_landing, '%Y-%m-%d') as last_active, coalesce(w.weight, 0) as weight
    from buyers b left join municipalities m on m.code = b.municipality_code
    ${weightJoin('buyers', 'w', 'b.buyer_id')}`,
  stations: `select s.station_id as id, s.name, s.municipality as detail, f.name as buyer_name,
      strftime(s.last_landing, '%Y-%m-%d') as last_active, coalesce(w.weight, 0) as weight
    from stations s left join buyers f on f.buyer_id = s.buyer_id
    ${weightJoin('stations', 'w', 's.station_id')}`,
  species: `with groups as (
      select species_fdir_code as code, arg_max(species_group, landing_date) as species_group
      from landing_lines where species_fdir_code is not null group by all
    )
    select c.code as id, c.label as name, g.species_group as detail, null as last_active,
      coalesce(w.weight, 0) as weight
    from code_values c left join groups g on g.code = c.code
    ${weightJoin('species', 'w', 'c.code')}
    where c.category = 'fish'`,
  // A landing municipality once, under its newest number (its page covers every number it had:
  // lib/landings/places/municipality-page.ts), with the recent weight of all of them.
  municipalities: `select max(m.code) as id, arg_max(m.name, m.code) as name, arg_max(m.county, m.code) as detail,
      null as last_active, coalesce(sum(w.weight), 0) as weight
    from municipalities m ${weightJoin('municipalities', 'w', 'm.code')}
    where m.code in (select distinct landing_municipality_code from municipality_days)
    group by upper(trim(m.name))`,
};

type SourceRow = Record<string, unknown>;

const str = (value: unknown): string | null =>
  value == null || String(value).trim() === '' ? null : String(value).trim();
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(str).filter((item): item is string => item !== null) : [];
const unique = (values: string[]) => [...new Set(values.filter(Boolean))];

/** A registration mark's compact keys in the stored and the display spelling (`N0045B`, `N45B`). */
const markCodes = (marks: string[]) =>
  marks.flatMap((mark) => [compactSearchText(mark), compactSearchText(displayRegistrationMark(mark))]);

/** A row of `search_index` as ingest writes it (lib/landings/search/search.ts reads it back). */
export interface SearchIndexRow {
  kind: SearchKind;
  id: string;
  label: string;
  detail: string | null;
  href: string;
  name_key: string;
  alt_keys: string[];
  alt_labels: string[];
  codes: string[];
  linked_codes: string[];
  weight: number;
  last_active: string | null;
  registration_mark: string | null;
  length: number | null;
  home_key: string | null;
  home_label: string | null;
}

function indexRow(
  kind: SearchKind,
  row: SourceRow,
  parts: { label: string; name: string | null; altNames?: string[]; codes: string[]; linked?: string[] },
): SearchIndexRow {
  const id = String(row.id);
  const nameKey = parts.name ? normalizeSearchText(parts.name) : '';
  // Each other name once by its key, as first written.
  const altNames = new Map<string, string>();
  for (const name of parts.altNames ?? []) {
    const key = normalizeSearchText(name);
    if (key && key !== nameKey && !altNames.has(key)) altNames.set(key, name);
  }
  return {
    kind,
    id,
    label: parts.label,
    detail: str(row.detail),
    href: searchEntryHref(kind, id, parts.name),
    name_key: nameKey,
    alt_keys: [...altNames.keys()],
    alt_labels: [...altNames.values()],
    codes: unique(parts.codes),
    linked_codes: unique(parts.linked ?? []),
    weight: Number(row.weight) || 0,
    last_active: str(row.last_active),
    registration_mark: null,
    length: null,
    home_key: null,
    home_label: null,
  };
}

const ROW_BUILDERS: Record<SearchKind, (row: SourceRow) => SearchIndexRow> = {
  boats: (row) => {
    const name = str(row.name);
    const mark = str(row.registration_mark);
    const callSign = str(row.radio_call_sign);
    const id = String(row.id);
    return {
      ...indexRow('boats', row, {
        label: name ?? (mark ? displayRegistrationMark(mark) : id),
        name,
        altNames: strings(row.former_names),
        codes: [
          ...markCodes([...(mark ? [mark] : []), ...strings(row.former_marks)]),
          ...(callSign ? [compactSearchText(callSign)] : []),
          compactSearchText(id),
        ],
        linked: str(row.owner_id) ? [compactSearchText(String(row.owner_id))] : [],
      }),
      detail: mark ? displayRegistrationMark(mark) : null,
      registration_mark: mark,
      length: row.length == null ? null : Number(row.length),
      home_key: str(row.municipality) ? normalizeSearchText(String(row.municipality)) : null,
      home_label: str(row.municipality) ? formatMunicipalityName(String(row.municipality)) : null,
    };
  },
  owners: (row) =>
    indexRow('owners', row, {
      label: str(row.name) ?? String(row.id),
      name: str(row.name),
      codes: [compactSearchText(String(row.id))],
      linked: [...markCodes(strings(row.marks)), ...strings(row.call_signs).map(compactSearchText)],
    }),
  buyers: (row) =>
    indexRow('buyers', row, {
      label: str(row.name) ?? `Kjøper ${String(row.id)}`,
      name: str(row.name),
      codes: [compactSearchText(String(row.id))],
    }),
  // A station the register does not name is found by its firm's name too (one step lower).
  stations: (row) =>
    indexRow('stations', row, {
      label: str(row.name) ?? `Mottak ${String(row.id)}`,
      name: str(row.name),
      altNames: str(row.name) ? [] : strings([row.buyer_name]),
      codes: [compactSearchText(String(row.id))],
    }),
  species: (row) =>
    indexRow('species', row, {
      label: str(row.name) ?? String(row.id),
      name: str(row.name),
      codes: [compactSearchText(String(row.id))],
    }),
  municipalities: (row) =>
    indexRow('municipalities', row, {
      label: str(row.name) ?? String(row.id),
      name: str(row.name),
      codes: [compactSearchText(String(row.id))],
    }),
};

/** Rebuilds `search_index` from the derived tables; returns how many entries it holds. */
export async function deriveSearchIndex(connection: DuckDBConnection, tempDir: string): Promise<number> {
  await connection.run(RECENT_WEIGHTS_SQL);
  await connection.run(SEARCH_INDEX_DDL);
  let entries = 0;
  for (const kind of Object.keys(SOURCE_SQL) as SearchKind[]) {
    const reader = await connection.runAndReadAll(SOURCE_SQL[kind]);
    const rows = reader.getRowObjectsJS().map((row) => ROW_BUILDERS[kind](row as SourceRow));
    await insertRows(connection, 'search_index', rows as unknown as Record<string, unknown>[], tempDir);
    entries += rows.length;
  }
  await connection.run('drop table search_weights');
  return entries;
}

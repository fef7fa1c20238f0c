import type { DuckDBConnection } from '@duckdb/node-api';
import { randomUUID } from 'node:crypto';
import { open, rename, rm } from 'node:fs/promises';
import { ENTITY_KINDS, type EntityKind, type EntityVersionFile } from '@/lib/store/entity-version-file';

/**
 * The data version of every boat, firm (buyer), mottak (receiving station) and owner: the newest store
 * version that changed what that entity's page shows (docs/caching.md, "Entity versions"). The page
 * cache keys entity pages on it, so an ingest that touched a few boats leaves the other boats' cached
 * pages valid.
 *
 * "Changed" is decided by content, not by which file brought what: at the end of every ingest each
 * entity gets a fingerprint over the rows its page is made of, and an entity whose fingerprint differs
 * from the one stored with the previous version (or that is new) gets this version. So a landing file,
 * a register snapshot, a logbook or a position file, a correction, a withdrawal and a rebuild of the
 * derived tables all count, each only for the entities whose rows it changed; a file that rewrote
 * rows with the same content bumps nothing.
 */

type NoteHolder = 'buyer_id' | 'station_id';

/** The landing notes a firm (`buyer_id`) or mottak (`station_id`) holds, by version and content. */
const notesHash = (key: NoteHolder) =>
  `select ${key} as id, sum(hash(doc_key, version, fingerprint)) as h
   from entity_documents where ${key} is not null group by 1`;

/**
 * The others a firm's or mottak's notes name (boats, stations, firms: `otherKey`), with the columns of
 * the other's table that its page shows of them.
 */
const namedInNotesHash = (key: NoteHolder, otherKey: string, table: string, columns: string[]) =>
  `select e.${key} as id, sum(hash(e.${otherKey}, ${columns.map((column) => `o.${column}`).join(', ')})) as h
   from (select distinct ${key}, ${otherKey} from entity_documents) e join ${table} o using (${otherKey})
   where e.${key} is not null group by 1`;

const boatsOfNotesHash = (key: NoteHolder) =>
  namedInNotesHash(key, 'vessel_id', 'boats', ['name', 'registration_mark', 'radio_call_sign', 'length']);

/**
 * Per kind, queries of (id, h): one part each of what the page shows. A part without a row for an
 * entity is simply absent from its fingerprint. Sums of row hashes are order-free and, unlike XOR,
 * do not cancel out on equal rows.
 */
const PARTS: Record<EntityKind, string[]> = {
  boat: [
    // Facts, main gear, current owner's name, first and last landing.
    'select vessel_id as id, sum(hash(b)) as h from boats b group by 1',
    // Every landing note with its lines (a note's lines change only with its version or content).
    `select vessel_id as id, sum(hash(doc_key, version, fingerprint, line_count)) as h
     from documents where vessel_id is not null group by 1`,
    'select vessel_id as id, sum(hash(n)) as h from boat_names n group by 1',
    'select vessel_id as id, sum(hash(o)) as h from register_owners o group by 1',
    'select vessel_id as id, sum(hash(q)) as h from register_quotas q group by 1',
    'select vessel_id as id, sum(hash(q)) as h from register_quota_catch q group by 1',
    'select vessel_id as id, sum(hash(q)) as h from quota_lines q group by 1',
    // Logbook messages (a corrected message is a new version row).
    `select vessel_id as id, sum(hash(message_type, message_id, version, species_code, round_weight, quantity_type)) as h
     from ers_lines where vessel_id is not null group by 1`,
    // Position reports are only ever added: their count and newest time tell every change.
    `select b.vessel_id as id, hash(count(*), max(p.time_utc), min(p.time_utc)) as h
     from positions p join boats b on b.radio_call_sign = p.radio_call_sign group by 1`,
    'select vessel_id as id, sum(hash(t)) as h from trips t group by 1',
    // The boat against its segment: its own benchmark rows carry the segment's median, quartiles,
    // boat count and its percentile, so they change only when a figure the page shows changes.
    'select vessel_id as id, sum(hash(t)) as h from trip_benchmarks t group by 1',
    // The segment's month-by-month medians beside the boat's (lib/landings/efficiency/boat-efficiency.ts), for
    // each year the boat has trips in: the medians themselves, so that a trip that moves no median
    // leaves the segment's other boats alone.
    `with segment_month as (
       select t.year, b.gear_group_code, b.length_group, strftime(t.departure, '%Y-%m') as month,
         median(t.round_weight / t.hours_at_sea) as median
       from trips t join boats b on b.vessel_id = t.vessel_id
       where t.round_weight > 0 and t.hours_at_sea > 0 and b.gear_group_code is not null and b.length_group is not null
       group by all
     ), segment_year as (
       select year, gear_group_code, length_group, hash(list((month, median) order by month)) as h
       from segment_month group by all
     ), boat_years as (
       select distinct t.vessel_id, t.year, b.gear_group_code, b.length_group
       from trips t join boats b on b.vessel_id = t.vessel_id
     )
     select y.vessel_id as id, sum(hash(y.year, s.h)) as h
     from boat_years y join segment_year s using (year, gear_group_code, length_group) group by 1`,
  ],
  firm: [
    'select buyer_id as id, sum(hash(b)) as h from buyers b group by 1',
    'select buyer_id as id, sum(hash(s)) as h from stations s where buyer_id is not null group by 1',
    notesHash('buyer_id'),
    boatsOfNotesHash('buyer_id'),
    // The stations its notes went to, by name (also those the register files under another firm).
    namedInNotesHash('buyer_id', 'station_id', 'stations', ['name', 'municipality']),
  ],
  station: [
    'select station_id as id, sum(hash(s)) as h from stations s group by 1',
    // The firm the station receives for, by name (not by its dates, which move with its other stations).
    `select s.station_id as id, sum(hash(b.buyer_id, b.name, b.postal_code, b.city, b.municipality_code)) as h
     from stations s join buyers b using (buyer_id) group by 1`,
    notesHash('station_id'),
    boatsOfNotesHash('station_id'),
    // The firms its notes were sold to, by name.
    namedInNotesHash('station_id', 'buyer_id', 'buyers', ['name', 'city']),
  ],
  owner: [
    'select owner_id as id, sum(hash(o)) as h from owners o group by 1',
    'select owner_id as id, sum(hash(o)) as h from register_owners o group by 1',
    'select company_id as id, sum(hash(c)) as h from register_company_owners c group by 1',
    'select owner_id as id, sum(hash(c)) as h from register_company_owners c group by 1',
    // The owner's boats, held directly or through companies, with everything their pages show.
    `select v.owner_id as id, sum(hash(v.vessel_id, f.fingerprint)) as h
     from (select owner_id, vessel_id from register_owners union select owner_id, vessel_id from owner_chains) v
     join entity_fingerprints f on f.kind = 'boat' and f.id = v.vessel_id group by 1`,
  ],
};

function fingerprintSql(kind: EntityKind): string {
  const parts = PARTS[kind].map(
    (sql, index) => `select ${index} as part, id, h from (${sql}) where id is not null`,
  );
  return `insert into entity_fingerprints
    select '${kind}', id, hash(list(part::varchar || ':' || h::varchar order by part)) as fingerprint
    from (${parts.join('\nunion all\n')}) group by id`;
}

export interface EntityVersionCounts {
  /** Entities of the kind in the store. */
  total: number;
  /** Of those, the ones this version changed (or added). */
  changed: number;
}

/**
 * Brings `entity_versions` up to this ingest's store version: entities whose fingerprint changed (or
 * that are new) get `version`, the others keep theirs; entities gone from the store are dropped.
 * Runs after the derived tables are rebuilt.
 */
export async function recordEntityVersions(
  connection: DuckDBConnection,
  version: number,
): Promise<Record<EntityKind, EntityVersionCounts>> {
  await connection.run(`create table if not exists entity_versions (
    kind varchar not null, id varchar not null, version integer not null, fingerprint ubigint not null,
    primary key (kind, id))`);
  // Each landing note with its firm, station and boat once: the firm and station pages' notes.
  await connection.run(`create or replace temp table entity_documents as
    select e.buyer_id, e.station_id, e.vessel_id, e.doc_key, d.version, d.fingerprint
    from (select distinct buyer_id, station_id, vessel_id, doc_key from landing_lines) e join documents d using (doc_key)`);
  await connection.run(
    'create or replace temp table entity_fingerprints (kind varchar, id varchar, fingerprint ubigint)',
  );
  // Boats first: an owner's fingerprint takes its boats'.
  for (const kind of ENTITY_KINDS) await connection.run(fingerprintSql(kind));
  await connection.run(`create or replace table entity_versions_next as
    select f.kind, f.id, case when o.fingerprint = f.fingerprint then o.version else ${Number(version)} end as version,
      f.fingerprint
    from entity_fingerprints f left join entity_versions o using (kind, id)`);
  await connection.run(`drop table entity_versions;
    alter table entity_versions_next rename to entity_versions;
    drop table entity_fingerprints; drop table entity_documents`);
  const rows = (
    await connection.runAndReadAll(`select kind, count(*)::integer as total,
      count(*) filter (where version = ${Number(version)})::integer as changed from entity_versions group by kind`)
  ).getRowObjectsJS();
  const counts = Object.fromEntries(ENTITY_KINDS.map((kind) => [kind, { total: 0, changed: 0 }])) as Record<
    EntityKind,
    EntityVersionCounts
  >;
  for (const row of rows) {
    counts[row.kind as EntityKind] = { total: Number(row.total), changed: Number(row.changed) };
  }
  return counts;
}

/**
 * Writes the entity versions beside the store file (lib/store/entity-version-file.ts), where the page
 * cache reads them without opening the store: before the pointer names the version, like the file.
 */
export async function writeEntityVersionFile(
  connection: DuckDBConnection,
  storeVersion: number,
  filePath: string,
): Promise<void> {
  const content: EntityVersionFile = { storeVersion, boat: {}, firm: {}, station: {}, owner: {} };
  const reader = await connection.runAndReadAll('select kind, id, version from entity_versions');
  for (const row of reader.getRowObjectsJS()) {
    content[row.kind as EntityKind][String(row.id)] = Number(row.version);
  }
  // Under a temporary name, flushed, then renamed: a crash never leaves half a file under the real name.
  const temporary = `${filePath}.${randomUUID()}.tmp`;
  try {
    const handle = await open(temporary, 'w');
    try {
      await handle.writeFile(JSON.stringify(content));
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, filePath);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

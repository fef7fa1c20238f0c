import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { readFileSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { BOAT_ORDER } from './ingest/boat-order';
import { versionOfStoreFile, yearPartsFileName } from './paths';
import { YEAR_PART_TABLES_DDL } from './schema';

/**
 * The raw tables of the store, kept out of its main file: the landing lines and documents of a catch
 * year, the logbook lines of a logbook year and the position reports of a calendar year (UTC). Each of the newest YEARS_WITH_OWN_FILE years has a
 * file of its own, `store/years/<year>-<version>.duckdb`; the older years share one,
 * `store/years/older-<version>.duckdb`. A file is written by the store version it names and shared by
 * every later version until an ingest changes one of its years.
 *
 * The directorate republishes the current catch year and the two before it every night and the older
 * years seldom, and the raw lines and positions are most of the store (fifteen years of hourly
 * positions are some 130 million reports): so a nightly update copies the main file (the read models)
 * and the files of the years it changes, never the older years, and a machine that
 * follows the published store copies only the new files (./store-publishing.ts). A correction of an
 * older year copies the older years' file; so does the first ingest of a new year, once, when the year
 * it pushes out of the newest three moves into that file.
 *
 * The main file (`landings-N.duckdb`) holds views of the same names (`landing_lines`, `documents`,
 * `ers_lines`, `positions`) over the files, attached as `older_years` and `year_<year>`; `landings-N.years.json`
 * beside it lists version N's files and the years in each. Whoever opens a store attaches them first
 * (`openStoreFile`): every query, the ingest's included, reads the views as it read the tables. The
 * files are few because each table of a view costs DuckDB time to plan (about a millisecond per file
 * for the ~130 columns of a landing line, on every query that is not prepared), a file per year of
 * the whole history would cost that 26 times. A store written before these files has neither the
 * list nor the views and is read as it is; its next ingest moves its raw tables out
 * (./year-parts-migration.ts).
 */

export const YEAR_PART_TABLES = ['landing_lines', 'documents', 'ers_lines', 'positions'] as const;
export type YearPartTable = (typeof YEAR_PART_TABLES)[number];

/** The year a row of each raw table belongs to: a catch year, a logbook year, a report's UTC year. */
export const YEAR_OF: Record<YearPartTable, string> = {
  landing_lines: 'catch_year',
  documents: 'catch_year',
  ers_lines: 'year',
  positions: 'year(time_utc)',
};

/** The years the rows of raw table `table` in `from` (a table, or a query in brackets) belong to. */
export async function yearsIn(
  connection: DuckDBConnection,
  table: YearPartTable,
  from: string,
): Promise<number[]> {
  const rows = await connection.runAndReadAll(
    `select distinct ${YEAR_OF[table]} as year from ${from} order by 1`,
  );
  return rows.getRowObjectsJS().map((row) => Number(row.year));
}

/**
 * A year's rows of raw table `table` kept in `from`, as a year file takes them when they move there from
 * an older store: in boat order where the table has one, call signs upper-case as every load since
 * writes them.
 */
export function yearRowsSql(table: YearPartTable, from: string, year: number): string {
  const columns = table === 'positions' ? '* replace (upper(radio_call_sign) as radio_call_sign)' : '*';
  const order = table in BOAT_ORDER ? ` order by ${BOAT_ORDER[table as keyof typeof BOAT_ORDER]}` : '';
  return `select ${columns} from ${from} where ${YEAR_OF[table]} = ${year}${order}`;
}

/**
 * The raw tables of the year files of a store written before the positions had them: its positions are
 * a table of the main file, which its next ingest moves into the year files (./year-parts-writer.ts).
 */
const TABLES_BEFORE_POSITIONS: readonly YearPartTable[] = ['landing_lines', 'documents', 'ers_lines'];

/** The directorate republishes the current catch year and the two before it every night. */
export const YEARS_WITH_OWN_FILE = 3;

/** The folder of the year files, inside the store folder. */
export const YEAR_PARTS_DIR = 'years';

/**
 * Empty tables of the year tables' columns in the main file: the views read them in a store that has
 * no year yet, so that the views exist and have their columns.
 */
export const YEAR_SHAPE_SCHEMA = 'year_shape';

/** A file of raw tables: one year's own, or the older years' shared one. */
export type PartKey = number | 'older';

/** The files of one store version, relative to the store folder. */
export interface YearParts {
  /** The raw tables the files hold (every one of YEAR_PART_TABLES but in a store not yet moved). */
  tables: readonly YearPartTable[];
  /** The newest years: year → its own file. */
  years: ReadonlyMap<number, string>;
  /** Every older year, in one file. */
  older: { file: string; years: readonly number[] } | null;
}

export const NO_YEAR_PARTS: YearParts = { tables: YEAR_PART_TABLES, years: new Map(), older: null };

export function partAlias(key: PartKey): string {
  if (key === 'older') return 'older_years';
  if (!Number.isInteger(key) || key < 1000 || key > 9999) throw new Error(`Not a year: ${key}`);
  return `year_${key}`;
}

/** The file a store version writes for a part it changes, relative to the store folder. */
export function partFile(key: PartKey, version: number): string {
  return `${YEAR_PARTS_DIR}/${key}-${String(version).padStart(6, '0')}.duckdb`;
}

/** The part that holds a year, or null when the store has no rows of it. */
export function partOfYear(parts: YearParts, year: number): PartKey | null {
  if (parts.years.has(year)) return year;
  return parts.older?.years.includes(year) ? 'older' : null;
}

/** Every year the parts hold. */
export function yearsOf(parts: YearParts): number[] {
  return [...parts.years.keys(), ...(parts.older?.years ?? [])].sort((a, b) => a - b);
}

/** Whether a year belongs in a file of its own in a store whose newest year is `newest`. */
export function hasOwnFile(year: number, newest: number): boolean {
  return year > newest - YEARS_WITH_OWN_FILE;
}

/** Every part with its file, the older years' first. */
export function partFiles(parts: YearParts): [PartKey, string][] {
  const own = [...parts.years].sort(([a], [b]) => a - b);
  return [...(parts.older ? [['older', parts.older.file] as [PartKey, string]] : []), ...own];
}

interface YearPartsFile {
  storeVersion: number;
  /** Absent in a list written before the positions had year files. */
  tables?: YearPartTable[];
  years: Record<string, string>;
  older: { file: string; years: number[] } | null;
}

/**
 * The year files of a store version, from the list beside its main file; null for a store written
 * before the year files (its raw tables are in the main file).
 */
export function readYearParts(storeDirectory: string, storeVersion: number): YearParts | null {
  let parsed: YearPartsFile;
  try {
    parsed = JSON.parse(
      readFileSync(path.join(storeDirectory, yearPartsFileName(storeVersion)), 'utf8'),
    ) as YearPartsFile;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  if (parsed.storeVersion !== storeVersion) {
    throw new Error(
      `${yearPartsFileName(storeVersion)} belongs to store version ${parsed.storeVersion}, not ${storeVersion}`,
    );
  }
  return {
    tables: parsed.tables ?? TABLES_BEFORE_POSITIONS,
    years: new Map(Object.entries(parsed.years).map(([year, file]) => [Number(year), file])),
    older: parsed.older,
  };
}

/** The text of `landings-N.years.json`. */
export function yearPartsFileText(storeVersion: number, parts: YearParts): string {
  const years = Object.fromEntries([...parts.years].sort(([a], [b]) => a - b));
  const older = parts.older ? { file: parts.older.file, years: [...parts.older.years].sort() } : null;
  const tables = [...parts.tables];
  return `${JSON.stringify({ storeVersion, tables, years, older } satisfies YearPartsFile, null, 2)}\n`;
}

/**
 * Removes every file in the store folder's `years/` that none of the versions kept lists (a file that
 * only older versions read, a copy an ingest or a follower did not finish).
 */
export async function removeUnlistedYearFiles(storeDirectory: string, keptVersions: Iterable<number>) {
  const listed = new Set<string>();
  for (const version of keptVersions) {
    const parts = readYearParts(storeDirectory, version);
    for (const [, file] of parts ? partFiles(parts) : []) listed.add(path.basename(file));
  }
  const yearDir = path.join(storeDirectory, YEAR_PARTS_DIR);
  for (const name of await readdir(yearDir).catch(() => [] as string[])) {
    if (!listed.has(name)) await rm(path.join(yearDir, name), { force: true });
  }
}

const quoted = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** Attaches a part's file to the connection's database (every connection of the instance sees it). */
export async function attachPart(
  connection: DuckDBConnection,
  filePath: string,
  key: PartKey,
  readOnly: boolean,
): Promise<void> {
  await connection.run(`attach ${quoted(filePath)} as ${partAlias(key)}${readOnly ? ' (read_only)' : ''}`);
}

export async function attachYearParts(
  connection: DuckDBConnection,
  storeDirectory: string,
  parts: YearParts,
  { readOnly }: { readOnly: boolean },
): Promise<void> {
  for (const [key, file] of partFiles(parts)) {
    await attachPart(connection, path.join(storeDirectory, file), key, readOnly);
  }
}

/** Creates a part's tables (when they are missing) in the attached database `alias`. */
export function yearPartTablesSql(alias: string): string {
  return YEAR_PART_TABLES_DDL(alias);
}

/** (Re)creates the views of the main file over the parts (attached), for each table the parts hold. */
export function yearPartViewsSql(parts: YearParts): string {
  const aliases = partFiles(parts).map(([key]) => partAlias(key));
  return parts.tables
    .map((table) => {
      const sources = aliases.length > 0 ? aliases : [YEAR_SHAPE_SCHEMA];
      return `create or replace view main.${table} as ${sources.map((source) => `select * from ${source}.${table}`).join(' union all ')};`;
    })
    .join('\n');
}

/**
 * Opens a store version's main file with its year files attached (a store from before the year files
 * as it is): what every reader of a store file, the server's included, opens.
 */
export async function openStoreFile(
  filePath: string,
  options: Record<string, string> = {},
): Promise<DuckDBInstance> {
  const instance = await DuckDBInstance.create(filePath, options);
  const connection = await instance.connect();
  try {
    const parts = readYearParts(path.dirname(filePath), versionOfStoreFile(path.basename(filePath)) ?? 0);
    if (parts) {
      await attachYearParts(connection, path.dirname(filePath), parts, {
        readOnly: options.access_mode === 'READ_ONLY',
      });
    }
    return instance;
  } catch (error) {
    instance.closeSync();
    throw error;
  } finally {
    connection.closeSync();
  }
}

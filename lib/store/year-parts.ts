import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { readFileSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { versionOfStoreFile, yearPartsFileName } from './paths';
import { YEAR_PART_TABLES_DDL } from './schema';

/**
 * The raw tables of the store, one file per year: the landing lines and documents of a catch year and
 * the logbook lines of a logbook year live in `store/years/<year>-<version>.duckdb`, written by the
 * store version `<version>` and shared by every later version until an ingest changes that year.
 *
 * The directorate republishes the newest years every night and leaves the older ones alone, and the
 * raw lines are most of the store: so an ingest copies only the files of the years it changes (and the
 * main file with the read models), never the years it does not touch, and a machine that follows the
 * published store copies only the new year files (./store-publishing.ts).
 *
 * The main file (`landings-N.duckdb`) holds views of the same names (`landing_lines`, `documents`,
 * `ers_lines`) over every year's tables, each year attached under `year_<year>`; `landings-N.years.json`
 * beside it lists the year files of version N. Whoever opens a store attaches them first
 * (`attachYearParts`): every query, the ingest's included, reads the views as it read the tables.
 * A store written before the year files has neither the list nor the views and is read as it is; its
 * next ingest moves its raw tables out (./year-parts-migration.ts).
 */

export const YEAR_PART_TABLES = ['landing_lines', 'documents', 'ers_lines'] as const;
export type YearPartTable = (typeof YEAR_PART_TABLES)[number];

/** The folder of the year files, inside the store folder. */
export const YEAR_PARTS_DIR = 'years';

/**
 * Empty tables of the year tables' columns in the main file: every view starts from them, so that the
 * views exist (and have their columns) in a store that has no year yet.
 */
export const YEAR_SHAPE_SCHEMA = 'year_shape';

/** The year files of one store version: catch or logbook year → file, relative to the store folder. */
export type YearParts = ReadonlyMap<number, string>;

export function yearPartAlias(year: number): string {
  if (!Number.isInteger(year) || year < 1000 || year > 9999) throw new Error(`Not a year: ${year}`);
  return `year_${year}`;
}

/** The file a store version writes for a year it changes, relative to the store folder. */
export function yearPartFile(year: number, version: number): string {
  return `${YEAR_PARTS_DIR}/${year}-${String(version).padStart(6, '0')}.duckdb`;
}

/** `years/2024-000007.duckdb` → 2024 and 7; null for any other name. */
export function parseYearPartFile(file: string): { year: number; version: number } | null {
  const match = /^(?:years\/)?(\d{4})-(\d+)\.duckdb$/.exec(file);
  return match ? { year: Number(match[1]), version: Number(match[2]) } : null;
}

/** The year table `table` of `year` as SQL: `year_2024.landing_lines`. */
export function yearTable(table: YearPartTable, year: number): string {
  return `${yearPartAlias(year)}.${table}`;
}

interface YearPartsFile {
  storeVersion: number;
  years: Record<string, string>;
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
  return new Map(Object.entries(parsed.years).map(([year, file]) => [Number(year), file]));
}

/**
 * Removes every file in the store folder's `years/` that none of the versions kept lists (a year file
 * that only older versions read, a copy an ingest or a follower did not finish).
 */
export async function removeUnlistedYearFiles(storeDirectory: string, keptVersions: Iterable<number>) {
  const listed = new Set<string>();
  for (const version of keptVersions) {
    for (const file of readYearParts(storeDirectory, version)?.values() ?? [])
      listed.add(path.basename(file));
  }
  const yearDir = path.join(storeDirectory, YEAR_PARTS_DIR);
  for (const name of await readdir(yearDir).catch(() => [] as string[])) {
    if (!listed.has(name)) await rm(path.join(yearDir, name), { force: true });
  }
}

/** The text of `landings-N.years.json`. */
export function yearPartsFileText(storeVersion: number, parts: YearParts): string {
  const years = Object.fromEntries([...parts].sort(([a], [b]) => a - b).map(([year, file]) => [year, file]));
  return `${JSON.stringify({ storeVersion, years } satisfies YearPartsFile, null, 2)}\n`;
}

const quoted = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** Attaches the year files to the connection's database (every connection of the instance sees them). */
export async function attachYearParts(
  connection: DuckDBConnection,
  storeDirectory: string,
  parts: YearParts,
  { readOnly }: { readOnly: boolean },
): Promise<void> {
  for (const [year, file] of parts)
    await attachYearPart(connection, path.join(storeDirectory, file), year, readOnly);
}

export async function attachYearPart(
  connection: DuckDBConnection,
  filePath: string,
  year: number,
  readOnly: boolean,
): Promise<void> {
  await connection.run(
    `attach ${quoted(filePath)} as ${yearPartAlias(year)}${readOnly ? ' (read_only)' : ''}`,
  );
}

/** Creates a year file's tables (when they are missing) in the attached database `alias`. */
export function yearPartTablesSql(alias: string): string {
  return YEAR_PART_TABLES_DDL(alias);
}

/** (Re)creates the views of the main file over the years that are attached. */
export function yearPartViewsSql(years: Iterable<number>): string {
  const sorted = [...years].sort((a, b) => a - b);
  return YEAR_PART_TABLES.map((table) => {
    const sources = [`${YEAR_SHAPE_SCHEMA}.${table}`, ...sorted.map((year) => yearTable(table, year))];
    return `create or replace view main.${table} as ${sources.map((source) => `select * from ${source}`).join(' union all ')};`;
  }).join('\n');
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

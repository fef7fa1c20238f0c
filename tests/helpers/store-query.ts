import { readFileSync } from 'node:fs';
import path from 'node:path';
import { currentPointerPath, storeDir, versionOfStoreFile } from '@/lib/store/paths';
import {
  openStoreFile,
  partAlias,
  partOfYear,
  readYearParts,
  YEAR_OF,
  YEAR_PART_TABLES,
  type YearPartTable,
  yearsOf,
} from '@/lib/store/year-parts';

/** The store file CURRENT names in a data dir, or null. */
export function currentStoreFile(dataDir: string): string | null {
  try {
    return readFileSync(currentPointerPath(dataDir), 'utf8').trim();
  } catch {
    return null;
  }
}

/** Runs one query on the current store of a data dir, opened read-only just for it. */
export async function queryCurrentStore<T = Record<string, unknown>>(
  dataDir: string,
  sql: string,
): Promise<T[]> {
  const file = currentStoreFile(dataDir);
  if (!file) throw new Error(`no store in ${dataDir}`);
  const instance = await openStoreFile(path.join(storeDir(dataDir), file), {
    access_mode: 'READ_ONLY',
  });
  try {
    const connection = await instance.connect();
    const rows = (await connection.runAndReadAll(sql)).getRowObjectsJS() as T[];
    connection.closeSync();
    return rows;
  } finally {
    instance.closeSync();
  }
}

/**
 * Where a current store keeps `table`'s rows, as SQL to read them in the order they are stored
 * (`rowid`), which the views over the year files (lib/store/year-parts.ts) do not keep: a year's rows
 * in the file of its own or of the older years, any other table itself.
 */
export function storedTables(dataDir: string, table: string): string[] {
  if (!(YEAR_PART_TABLES as readonly string[]).includes(table)) return [table];
  const file = currentStoreFile(dataDir);
  const parts = file ? readYearParts(storeDir(dataDir), versionOfStoreFile(file) ?? 0) : null;
  if (!parts) return [table];
  return yearsOf(parts).map(
    (year) =>
      `${partAlias(partOfYear(parts, year)!)}.${table} where ${YEAR_OF[table as YearPartTable]} = ${year}`,
  );
}

/**
 * The files of one store version as a listing of the store folder shows them (`000002`: the main file,
 * its entity versions and its list of year files), for tests of what a folder holds.
 */
export const storeVersionFiles = (version: string) => [
  `landings-${version}.duckdb`,
  `landings-${version}.versions.json`,
  `landings-${version}.years.json`,
];

import { DuckDBInstance } from '@duckdb/node-api';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { currentPointerPath, storeDir } from '@/lib/store/paths';

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
  const instance = await DuckDBInstance.create(path.join(storeDir(dataDir), file), {
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

import { DuckDBInstance } from '@duckdb/node-api';
import path from 'node:path';
import { resolveDataDir, storeDir, versionOfStoreFile } from '../paths';
import { STORE_SCHEMA_VERSION } from '../schema';
import { readCurrentFileName } from '../store-writer';
import { readYearParts } from '../year-parts';

/** What an ingest needs to know of the store being served before it writes the next version. */

/**
 * The served store's loaded files (by content hash), its number of boats, the schema version it was
 * written at and whether its raw tables are in year files (lib/store/year-parts.ts).
 */
export async function servedStore(
  dataDir: string,
): Promise<{ hashes: Set<string>; boats: number; schemaVersion: number; yearFiles: boolean } | null> {
  const current = await readCurrentFileName(dataDir);
  if (!current) return null;
  const yearFiles = readYearParts(storeDir(dataDir), versionOfStoreFile(current) ?? 0) != null;
  const instance = await DuckDBInstance.create(path.join(storeDir(dataDir), current), {
    access_mode: 'READ_ONLY',
  });
  try {
    const connection = await instance.connect();
    const hashes = await connection.runAndReadAll('select content_hash from ingested_files');
    const version = await connection.runAndReadAll("select value from sitedata where key = 'schema_version'");
    const boats = await connection.runAndReadAll('select count(*)::integer as n from boats');
    connection.closeSync();
    return {
      hashes: new Set(hashes.getRowObjectsJS().map((row) => String(row.content_hash))),
      boats: Number(boats.getRowObjectsJS()[0].n),
      schemaVersion: Number(version.getRowObjectsJS()[0]?.value ?? 1),
      yearFiles,
    };
  } finally {
    instance.closeSync();
  }
}

/**
 * Whether the served store was written by an older version of the derived tables (STORE_SCHEMA_VERSION),
 * or before the year files.
 */
export async function storeNeedsUpgrade(dataDir?: string): Promise<boolean> {
  const served = await servedStore(resolveDataDir(dataDir));
  return served != null && (served.schemaVersion < STORE_SCHEMA_VERSION || !served.yearFiles);
}

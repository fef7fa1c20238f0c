import path from 'node:path';
import { dataDir as configuredDataDir } from '@/lib/config';

/**
 * Where the landing store lives. `DATA_DIR` (default ./data) holds `store/CURRENT`, a one-line file
 * naming the store file that is being served, next to the versioned store files themselves.
 * Swapping versions is a rename of CURRENT: atomic on every POSIX file system.
 */
export function resolveDataDir(dataDir?: string): string {
  // The data directory is chosen at run time; tell the bundler not to trace it into the build.
  return dataDir === undefined ? configuredDataDir() : path.resolve(/*turbopackIgnore: true*/ dataDir);
}

export function storeDir(dataDir: string): string {
  return path.join(dataDir, 'store');
}

export function currentPointerPath(dataDir: string): string {
  return path.join(storeDir(dataDir), 'CURRENT');
}

export function storeFileName(version: number): string {
  return `landings-${String(version).padStart(6, '0')}.duckdb`;
}

export function versionOfStoreFile(fileName: string): number | null {
  const match = /^landings-(\d+)\.duckdb$/.exec(fileName);
  return match ? Number(match[1]) : null;
}

/**
 * The entity versions of a store version (lib/store/entity-version-file.ts), beside its store file and
 * published and removed with it.
 */
export function entityVersionFileName(version: number): string {
  return `landings-${String(version).padStart(6, '0')}.versions.json`;
}

/**
 * The list of a store version's year files (lib/store/year-parts.ts), beside its store file and
 * published and removed with it.
 */
export function yearPartsFileName(version: number): string {
  return `landings-${String(version).padStart(6, '0')}.years.json`;
}

/**
 * The store version a store file, its entity-version file or its list of year files belongs to, or
 * null for anything else.
 */
export function versionOfStoreVersionFile(fileName: string): number | null {
  const match = /^landings-(\d+)\.(?:versions|years)\.json$/.exec(fileName);
  return match ? Number(match[1]) : versionOfStoreFile(fileName);
}

/** Scratch space for ingests (extracted zip entries, DuckDB spill files); never served. */
export function tempRoot(dataDir: string): string {
  return path.join(dataDir, 'tmp');
}

/**
 * One ingest process's scratch directory, named by its pid so that a later ingest can tell the
 * leftovers of a crashed one (dead pid) from the files of one that is still running.
 */
export function ingestTempDir(dataDir: string, pid: number = process.pid): string {
  return path.join(tempRoot(dataDir), `ingest-${pid}`);
}

/** The pid an ingest scratch directory belongs to, or null for anything else. */
export function pidOfIngestTempDir(name: string): number | null {
  const match = /^ingest-(\d+)$/.exec(name);
  return match ? Number(match[1]) : null;
}

import { readFileSync } from 'node:fs';
import { upstreamStoreVersion } from '@/lib/store-reads/remote-store-version';
import { landingsApi } from '@/lib/config';
import { entityVersionsOf, type EntityVersionOf } from '@/lib/store/entity-version-file';
import { currentPointerPath, resolveDataDir, versionOfStoreFile } from '@/lib/store/paths';

/**
 * The store version the server serves, as the page cache's key part: read from the `store/CURRENT`
 * pointer that ingest swaps atomically, at most once per POINTER_CHECK_MS. Read synchronously for the
 * reason landing-store.ts gives (a few bytes; libuv's pool may be busy with DuckDB). The landing store
 * opens the new file on its next query after the same pointer changes, so a page rendered for the new
 * key is rendered from the new data.
 */

const POINTER_CHECK_MS = 1000;

interface Seen {
  dataDir: string;
  at: number;
  version: number | null;
}

const seenKey = Symbol.for('fangstdata.pageCache.storeVersion');
type GlobalWithSeen = typeof globalThis & { [seenKey]?: Seen };

function readVersion(dataDir: string): number | null {
  try {
    const fileName = readFileSync(currentPointerPath(dataDir), 'utf8').trim();
    return fileName ? versionOfStoreFile(fileName) : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * The served store version, or null before the first ingest (nothing to cache then). A proxy node
 * (LANDINGS_API_URL) serves the upstream's store, so its version is the upstream's.
 */
export function servedStoreVersion(now = Date.now()): number | null {
  const upstream = landingsApi();
  if (upstream) return upstreamStoreVersion(upstream, now);
  const holder = globalThis as GlobalWithSeen;
  const dataDir = resolveDataDir();
  const seen = holder[seenKey];
  if (seen && seen.dataDir === dataDir && now - seen.at < POINTER_CHECK_MS) return seen.version;
  const version = readVersion(dataDir);
  holder[seenKey] = { dataDir, at: now, version };
  return version;
}

/**
 * The entity versions of the served store version (lib/store/entity-version-file.ts), for the keys of
 * entity pages. None on a proxy node, whose upstream's versions it does not have: its entity pages are
 * keyed on the store version.
 */
export function servedEntityVersions(version: number): EntityVersionOf | undefined {
  if (landingsApi()) return undefined;
  return entityVersionsOf(resolveDataDir(), version);
}

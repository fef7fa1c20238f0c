import { readFileSync } from 'node:fs';
import path from 'node:path';
import { entityVersionFileName, storeDir } from './paths';

/**
 * The entity versions of one store version as a file beside the store file (`landings-N.versions.json`),
 * written by ingest (lib/store/ingest/read-models/entity-versions.ts) before the CURRENT pointer names N and
 * published with the store file. The page cache reads it on the request path (proxy.ts and the front
 * cache), which must not wait for DuckDB: one synchronous read of a small file per store version.
 */

export const ENTITY_KINDS = ['boat', 'firm', 'station', 'owner'] as const;
export type EntityKind = (typeof ENTITY_KINDS)[number];

export type EntityVersionFile = { storeVersion: number } & Record<EntityKind, Record<string, number>>;

/** An entity's version, or null when the store does not know it (then the store version applies). */
export type EntityVersionOf = (kind: EntityKind, id: string) => number | null;

interface Loaded {
  dataDir: string;
  storeVersion: number;
  versions: EntityVersionFile | null;
}

const loadedKey = Symbol.for('fangstdata.entityVersions');
// On globalThis: proxy.ts, the front cache and the pages are separate module instances in one process.
type GlobalWithLoaded = typeof globalThis & { [loadedKey]?: Loaded };

function readVersionFile(dataDir: string, storeVersion: number): EntityVersionFile | null {
  try {
    const parsed = JSON.parse(
      readFileSync(path.join(storeDir(dataDir), entityVersionFileName(storeVersion)), 'utf8'),
    ) as EntityVersionFile;
    return parsed.storeVersion === storeVersion ? parsed : null;
  } catch (error) {
    // A store from before entity versions, or a node that has only the store file: every page is then
    // keyed on the store version, as before.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** The entity versions of a served store version, read once per version. */
export function entityVersionsOf(dataDir: string, storeVersion: number): EntityVersionOf {
  const holder = globalThis as GlobalWithLoaded;
  let loaded = holder[loadedKey];
  if (!loaded || loaded.dataDir !== dataDir || loaded.storeVersion !== storeVersion) {
    loaded = { dataDir, storeVersion, versions: readVersionFile(dataDir, storeVersion) };
    holder[loadedKey] = loaded;
  }
  const { versions } = loaded;
  return (kind, id) => {
    if (!versions) return null;
    const version = versions[kind][id];
    return typeof version === 'number' && Object.hasOwn(versions[kind], id) ? version : null;
  };
}

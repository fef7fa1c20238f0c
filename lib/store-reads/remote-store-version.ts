import type { LandingsApi } from '@/lib/config';
import { callRemoteRead } from './remote-reads';

/**
 * The upstream's store version, as a proxy node's page cache keys on it (lib/page-cache/store-version.ts
 * asks here instead of reading a local pointer). Learnt from every internal read's answer header and,
 * when nothing was heard for CHECK_MS, asked again in the background (the `storeVersion` read): the
 * request that notices stays fast and uses what is known. Before the first answer the version is
 * unknown (null) and pages are rendered per request, as before a data node's first ingest.
 * Kept on globalThis: proxy.ts and the page bundles are separate module instances in one process.
 */

const CHECK_MS = 2000;

interface Known {
  baseUrl: string;
  version: number | null;
  heardAt: number;
  asking: boolean;
}

const knownKey = Symbol.for('fangstdata.upstreamStoreVersion');
type GlobalWithKnown = typeof globalThis & { [knownKey]?: Known };

function known(baseUrl: string): Known {
  const holder = globalThis as GlobalWithKnown;
  let entry = holder[knownKey];
  if (!entry || entry.baseUrl !== baseUrl) {
    entry = { baseUrl, version: null, heardAt: 0, asking: false };
    holder[knownKey] = entry;
  }
  return entry;
}

/** Records the version an upstream answer was served from. */
export function noteUpstreamStoreVersion(baseUrl: string, version: number | null, now = Date.now()): void {
  const entry = known(baseUrl);
  entry.version = version;
  entry.heardAt = now;
}

/** The upstream's store version as last heard (null before the first answer); asks again when stale. */
export function upstreamStoreVersion(upstream: LandingsApi, now = Date.now()): number | null {
  const baseUrl = upstream.baseUrl.replace(/\/+$/, '');
  const entry = known(baseUrl);
  if (now - entry.heardAt >= CHECK_MS && !entry.asking) {
    entry.asking = true;
    void callRemoteRead(upstream, 'storeVersion', [])
      .then((version) => {
        // null: the upstream has no data yet, so there is nothing to cache either.
        noteUpstreamStoreVersion(baseUrl, typeof version === 'number' ? version : null);
      })
      .catch(() => {
        // Logged by callRemoteRead; the version stays as last heard and is asked again after CHECK_MS.
        entry.heardAt = Date.now();
      })
      .finally(() => {
        entry.asking = false;
      });
  }
  return entry.version;
}

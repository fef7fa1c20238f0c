import 'server-only';
import { currentStore, queryStore } from '@/lib/store/landing-store';
import { cachedQuery } from '@/lib/store/result-cache';
import { readUpdateStatusSafely, type UpdateStatus } from '@/lib/update/status';

export { readUpdateStatusSafely };

export interface SiteInfo {
  status: 'ok' | 'no-data';
  dataVersion: string | null;
  lastUpdated: string | null;
  /** How `npm run update-data` keeps the data current; null where it has never run. */
  update: UpdateStatus | null;
}

/** The store's version and last ingest: written by ingest into each store file, so read once per version. */
async function storeFacts(): Promise<{ dataVersion: string | null; lastUpdated: string | null }> {
  return cachedQuery('site.store-facts', {}, async (signal) => {
    const rows = await queryStore<{ key: string; value: string }>(
      "select key, value from sitedata where key in ('data_version', 'last_updated')",
      undefined,
      signal,
    );
    const value = (key: string) => rows.find((row) => row.key === key)?.value ?? null;
    return { dataVersion: value('data_version'), lastUpdated: value('last_updated') };
  });
}

/** Health and freshness of the landing store: its version and the time of the last successful ingest. */
export async function readSiteInfo(): Promise<SiteInfo> {
  const update = await readUpdateStatusSafely();
  if (!(await currentStore())) return { status: 'no-data', dataVersion: null, lastUpdated: null, update };
  return { status: 'ok', ...(await storeFacts()), update };
}

/** The time of the last successful ingest (the footer's «Data hentet»); null without a store. */
export async function readLastUpdated(): Promise<string | null> {
  try {
    if (!(await currentStore())) return null;
    return (await storeFacts()).lastUpdated;
  } catch (error) {
    console.error('site-info: cannot read the landing store', error);
    return null;
  }
}

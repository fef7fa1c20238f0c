import 'server-only';
import { dataDir } from '@/lib/config';
import { currentStore } from '@/lib/store/landing-store';
import { readUpdateStatus, type UpdateStatus } from '@/lib/update/status';

export interface SiteInfo {
  status: 'ok' | 'no-data';
  dataVersion: string | null;
  lastUpdated: string | null;
  /** How `npm run update-data` keeps the data current; null where it has never run. */
  update: UpdateStatus | null;
}

/** The update status, or null (logged) when it cannot be read: freshness must not fail a page. */
export async function readUpdateStatusSafely(): Promise<UpdateStatus | null> {
  try {
    return await readUpdateStatus(dataDir());
  } catch (error) {
    console.error('site-info: cannot read the update status', error);
    return null;
  }
}

/** Health and freshness of the landing store: its version and the time of the last successful ingest. */
export async function readSiteInfo(): Promise<SiteInfo> {
  const update = await readUpdateStatusSafely();
  const store = await currentStore();
  if (!store) return { status: 'no-data', dataVersion: null, lastUpdated: null, update };
  const rows = await store.query<{ key: string; value: string }>(
    "select key, value from sitedata where key in ('data_version', 'last_updated')",
  );
  const value = (key: string) => rows.find((row) => row.key === key)?.value ?? null;
  return { status: 'ok', dataVersion: value('data_version'), lastUpdated: value('last_updated'), update };
}

export async function readLastUpdated(): Promise<string | null> {
  try {
    return (await readSiteInfo()).lastUpdated;
  } catch (error) {
    console.error('site-info: cannot read the landing store', error);
    return null;
  }
}

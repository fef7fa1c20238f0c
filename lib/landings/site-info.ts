import 'server-only';
import { currentStore } from '@/lib/store/landing-store';

export interface SiteInfo {
  status: 'ok' | 'no-data';
  dataVersion: string | null;
  lastUpdated: string | null;
}

/** Health and freshness of the landing store: its version and the time of the last successful ingest. */
export async function readSiteInfo(): Promise<SiteInfo> {
  const store = await currentStore();
  if (!store) return { status: 'no-data', dataVersion: null, lastUpdated: null };
  const rows = await store.query<{ key: string; value: string }>(
    "select key, value from sitedata where key in ('data_version', 'last_updated')",
  );
  const value = (key: string) => rows.find((row) => row.key === key)?.value ?? null;
  return { status: 'ok', dataVersion: value('data_version'), lastUpdated: value('last_updated') };
}

export async function readLastUpdated(): Promise<string | null> {
  try {
    return (await readSiteInfo()).lastUpdated;
  } catch (error) {
    console.error('site-info: cannot read the landing store', error);
    return null;
  }
}

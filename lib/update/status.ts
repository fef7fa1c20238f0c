import { dataDir } from '@/lib/config';
import { readUpdateState, type UpdateProblem } from './state';

/** What /api/health and the footer say about keeping the data current. */
export interface UpdateStatus {
  /** Last time a source was fetched or confirmed unchanged by the directorate's server. */
  lastFetchedAt: string | null;
  /** When the directorate last changed any of the files in the store (their newest Last-Modified). */
  sourceLastModified: string | null;
  /** When the last update run finished. */
  lastRunAt: string | null;
  /** Whether a source failed or was refused in the last run. */
  lastRunFailed: boolean;
  /** Why, per source, for the operator (no local paths). */
  problems: UpdateProblem[];
}

const newest = (values: (string | undefined)[]): string | null =>
  values
    .filter((value): value is string => Boolean(value))
    .sort()
    .at(-1) ?? null;

/** The status of `npm run update-data` in a data directory; null when it has never run there. */
export async function readUpdateStatus(dataDir: string): Promise<UpdateStatus | null> {
  const state = await readUpdateState(dataDir);
  const sources = Object.values(state.sources);
  if (!state.lastRun && sources.length === 0) return null;
  return {
    lastFetchedAt: newest(sources.map((source) => source.fetchedAt)),
    sourceLastModified: newest(sources.map((source) => source.lastModified)),
    lastRunAt: state.lastRun?.finishedAt ?? null,
    lastRunFailed: state.lastRun?.failed ?? false,
    problems: state.lastRun?.problems ?? [],
  };
}

/**
 * The status in the configured DATA_DIR, or null (logged) when it cannot be read: freshness must not
 * fail a page or the health check. Free of server-only imports: scripts/serve.ts answers health with it.
 */
export async function readUpdateStatusSafely(): Promise<UpdateStatus | null> {
  try {
    return await readUpdateStatus(dataDir());
  } catch (error) {
    console.error('site-info: cannot read the update status', error);
    return null;
  }
}

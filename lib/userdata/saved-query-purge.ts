import 'server-only';
import type { UserDb } from './db';
import { purgeSavedQueries } from './saved-queries';

/**
 * Runs purgeSavedQueries (saved queries unused for a year, past days' save counts) when the server
 * starts and then once a day, for as long as it runs. Started by instrumentation.ts on a server with a
 * user database; every web node sharing PostgreSQL runs it too, and a delete that finds nothing is
 * harmless. A failure (the database briefly away) is logged and the next day's run tries again.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export interface SavedQueryPurge {
  /** The run at start (tests await it). */
  firstRun: Promise<void>;
  stop(): void;
}

export function startSavedQueryPurge(options: {
  db: () => Promise<UserDb>;
  everyMs?: number;
  log?: (line: string) => void;
}): SavedQueryPurge {
  const { db, everyMs = DAY_MS, log = (line) => console.log(line) } = options;
  const run = async () => {
    try {
      const { expired } = await purgeSavedQueries(await db());
      if (expired > 0) log(`saved queries: ${expired} unused for a year deleted`);
    } catch (error) {
      log(`saved queries: the purge failed and runs again in a day: ${String(error)}`);
    }
  };
  const timer = setInterval(() => void run(), everyMs);
  // The daily run must not keep a stopping process alive.
  timer.unref();
  return { firstRun: run(), stop: () => clearInterval(timer) };
}

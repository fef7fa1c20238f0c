import path from 'node:path';
import { DEFAULT_E2E_PORT } from './default-port';

/**
 * The browser tests' own server: its port, data directory and environment. Shared by
 * playwright.config.ts (which starts it with `npm start`) and scripts/test-run.ts (which prepares its
 * data and build ahead, beside the other test phases), so that both prepare the same thing.
 */
export const e2ePort = Number(process.env.E2E_PORT ?? DEFAULT_E2E_PORT);
export const e2eDataDir = path.resolve(process.env.E2E_DATA_DIR ?? 'data/e2e');
/**
 * The last day of the suite's generated landings: fixed, so the data are the same whatever day the
 * suite first runs. Specs that depend on "today" compare it with the data's newest day.
 */
export const e2eSampleEndDate = process.env.SAMPLE_END_DATE ?? '2026-11-20';
/** The suite's server is also a data node for the proxy-node test (e2e/proxy-node.spec.ts). */
export const e2eLandingsApiToken = 'e2e-shared-secret-for-the-internal-reads';

/**
 * Every browser test comes from 127.0.0.1, so the per-address limits would count the whole suite as one
 * visitor. Keep them on, but far above what the suite sends; the limits themselves are tested in jest
 * (app/api/rate-limited-routes.test.ts, page-budget.test.ts). Every server the suite starts gets them.
 */
export const e2eClientLimits: Record<string, string> = {
  RATE_LIMIT_LANDING_QUERY: '5000',
  RATE_LIMIT_SEARCH: '5000',
  RATE_LIMIT_SAVE: '5000',
  RATE_LIMIT_CSV: '5000',
  RATE_LIMIT_PAGE: '100000',
  RATE_LIMIT_PAGE_BURST: '100000',
  RENDER_PER_ADDRESS: '64',
};

/**
 * The suite's servers share a 2-core machine with jest and the browser, so a render or a query can
 * wait its turn for seconds. The production waits (5 s for a render turn or a store connection, 10 s
 * for a query) would answer such a page 503, and a spec would fail on the machine's load rather than
 * on what it checks. Give them the test's own timeout instead; the limits themselves are tested in jest
 * (lib/api/page-budget.test.ts, lib/store/connection-pool.test.ts,
 * lib/store/landing-store.test.ts).
 */
export const e2eLoadAllowances: Record<string, string> = {
  RENDER_MAX_WAIT_MS: '30000',
  STORE_MAX_WAIT_MS: '30000',
  STORE_QUERY_TIMEOUT_MS: '30000',
};

export const e2eServerEnv: Record<string, string> = {
  PORT: String(e2ePort),
  DATA_DIR: e2eDataDir,
  SAMPLE_LINES_PER_YEAR: process.env.SAMPLE_LINES_PER_YEAR ?? '40000',
  SAMPLE_END_DATE: e2eSampleEndDate,
  // Sign-in against the Firebase Auth emulator, which `npm start` runs for a demo project,
  // whatever Firebase project the developer's shell may point at.
  FIREBASE_PROJECT_ID: 'demo-fangstdata',
  FIREBASE_API_KEY: 'demo-api-key',
  FIREBASE_AUTH_DOMAIN: 'demo-fangstdata.firebaseapp.com',
  FIREBASE_AUTH_EMULATOR_HOST: '',
  ...e2eClientLimits,
  ...e2eLoadAllowances,
  LANDINGS_API_TOKEN: e2eLandingsApiToken,
  // The proxy node of e2e/proxy-node.spec.ts names each browser's address in X-Forwarded-For.
  TRUST_PROXY: '1',
  // The suite's server logs what goes wrong, not a line per request (e2e/proxy-node.spec.ts reads those
  // of a server of its own).
  LOG_LEVEL: 'warn',
};

import { defineConfig } from '@playwright/test';
import path from 'node:path';
import { chromiumPath, HEADLESS_CHROMIUM_ARGS } from './lib/config/tooling';

/**
 * Browser tests run against the production build, served by the same `npm start` a user runs,
 * on its own port and data directory so that a developer's running site is left alone.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
export const e2eDataDir = path.resolve(process.env.E2E_DATA_DIR ?? 'data/e2e');
/** The suite's server is also a data node for the proxy-node test (e2e/proxy-node.spec.ts). */
/**
 * The last day of the suite's generated landings: fixed, so the data are the same whatever day the
 * suite first runs. Specs that depend on "today" compare it with the data's newest day.
 */
export const e2eSampleEndDate = process.env.SAMPLE_END_DATE ?? '2026-11-20';
export const e2eLandingsApiToken = 'e2e-shared-secret-for-the-internal-reads';

export default defineConfig({
  testDir: 'e2e',
  // Playwright empties its output folder on start: keep it apart from the jest report.
  outputDir: 'test-results/playwright-artifacts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: 'test-results/playwright.json' }],
    ...(process.env.CI ? [] : [['html', { open: 'never' }] as const]),
  ],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [...HEADLESS_CHROMIUM_ARGS],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'npm start',
    url: `${baseURL}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 15 * 60_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: e2eDataDir,
      SAMPLE_LINES_PER_YEAR: process.env.SAMPLE_LINES_PER_YEAR ?? '40000',
      SAMPLE_END_DATE: e2eSampleEndDate,
      // Sign-in against the Firebase Auth emulator, which `npm start` runs for a demo project,
      // whatever Firebase project the developer's shell may point at.
      FIREBASE_PROJECT_ID: 'demo-fangstdata',
      FIREBASE_API_KEY: 'demo-api-key',
      FIREBASE_AUTH_DOMAIN: 'demo-fangstdata.firebaseapp.com',
      FIREBASE_AUTH_EMULATOR_HOST: '',
      // Every browser test comes from 127.0.0.1, so the per-address limits for expensive calls would
      // count the whole suite as one visitor. Keep them on, but far above what the suite sends; the
      // limits themselves are tested in jest (lib/api/rate-limit.test.ts).
      RATE_LIMIT_LANDING_QUERY: '5000',
      RATE_LIMIT_SEARCH: '5000',
      RATE_LIMIT_SAVE: '5000',
      RATE_LIMIT_CSV: '5000',
      LANDINGS_API_TOKEN: e2eLandingsApiToken,
      // The proxy node of e2e/proxy-node.spec.ts names each browser's address in X-Forwarded-For.
      TRUST_PROXY: '1',
    },
  },
});

import { defineConfig } from '@playwright/test';
import { e2eDataDir, e2eLandingsApiToken, e2ePort, e2eSampleEndDate, e2eServerEnv } from './e2e/server-env';
import { HEADLESS_CHROMIUM_ARGS, headlessShellPath } from './lib/config/tooling';

/**
 * Browser tests run against the production build, served by the same `npm start` a user runs,
 * on its own port and data directory so that a developer's running site is left alone.
 */
const baseURL = `http://127.0.0.1:${e2ePort}`;
export { e2eDataDir, e2eLandingsApiToken, e2eSampleEndDate };

export default defineConfig({
  testDir: 'e2e',
  // Playwright empties its output folder on start: keep it apart from the jest report.
  outputDir: 'test-results/playwright-artifacts',
  fullyParallel: false,
  // Two workers, one per core: `npm test` runs Playwright after jest (scripts/test-run.ts), so the
  // machine is the pages' and the browsers' alone. E2E_WORKERS=1 on a machine busy with other work.
  workers: Number(process.env.E2E_WORKERS ?? 2),
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
    // A trace is recorded on the retry of a failed test only: recording one for every test (and
    // discarding it when the test passes) takes CPU from the pages under test.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: headlessShellPath(),
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
    env: e2eServerEnv,
  },
});

/**
 * Adds up what jest and Playwright reported (their JSON reports under test-results/) and prints one
 * closing line, "tests: N passed, N failed", that CI and people can read at a glance.
 */
import { existsSync, readFileSync } from 'node:fs';

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

function jestCounts(file: string): Counts | null {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0),
    skipped: report.numPendingTests + (report.numTodoTests ?? 0),
  };
}

function playwrightCounts(file: string): Counts | null {
  if (!existsSync(file)) return null;
  const stats = JSON.parse(readFileSync(file, 'utf8')).stats;
  return {
    passed: stats.expected + stats.flaky,
    failed: stats.unexpected,
    skipped: stats.skipped,
  };
}

const parts: [string, Counts | null][] = [
  ['unit/integration (jest)', jestCounts('test-results/jest.json')],
  ['browser (Playwright)', playwrightCounts('test-results/playwright.json')],
];
const total: Counts = { passed: 0, failed: 0, skipped: 0 };
for (const [name, counts] of parts) {
  if (!counts) {
    console.log(`${name}: did not run`);
    continue;
  }
  console.log(`${name}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
  total.passed += counts.passed;
  total.failed += counts.failed;
  total.skipped += counts.skipped;
}
console.log(`tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);

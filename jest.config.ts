import type { Config } from 'jest';
import nextJest from 'next/jest.js';

// next/jest wires SWC, path aliases and CSS/asset stubs the same way the app is built.
const createJestConfig = nextJest({ dir: './' });

const config: Config = {
  testEnvironment: 'node',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  // A worker's files share V8's code cache of the modules they load (tests/code-cache-runtime.cjs).
  runtime: '<rootDir>/tests/code-cache-runtime.cjs',
  // One folder per run for the generated stores the test files share (tests/helpers/store-templates.ts).
  globalSetup: '<rootDir>/tests/jest-global-setup.ts',
  globalTeardown: '<rootDir>/tests/jest-global-teardown.ts',
  testMatch: ['<rootDir>/{lib,components,app,tests,scripts}/**/*.test.{ts,tsx}'],
  testPathIgnorePatterns: ['/node_modules/', '/e2e/', '/.next/'],
  // `npm test` builds the browser tests' server and data beside jest (scripts/test-run.ts): jest's file
  // map must not crawl what that writes.
  modulePathIgnorePatterns: ['<rootDir>/.next/', '<rootDir>/data/'],
  moduleNameMapper: {
    '^server-only$': '<rootDir>/tests/helpers/server-only-stub.ts',
    // d3-geo and its d3-array ship ES modules only; jest (CommonJS) loads their UMD builds.
    '^d3-(geo|array)$': '<rootDir>/node_modules/d3-$1/dist/d3-$1.js',
  },
  // Integration tests build DuckDB stores on disk; give them room on a 2-core machine.
  testTimeout: 60_000,
  // Files run in parallel: every Auth emulator a test starts has its own port and its own hub
  // registration (scripts/auth-emulator-home.ts), so two files' emulators never share an export.
  // Three workers on two cores: files also wait (an emulator's start, a lock's retry, a disk write), and
  // the third worker runs on the core such a wait leaves free.
  maxWorkers: 3,
};

export default createJestConfig(config);

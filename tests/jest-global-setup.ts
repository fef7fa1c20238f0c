import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TEMPLATE_DIR_ENV } from './helpers/store-templates';

/** Names the run's folder of shared generated stores; the workers inherit it through the environment. */
export default function globalSetup() {
  // Two workers share two cores: each DuckDB (a test's store reader, an ingest's writer) on one thread,
  // not two, spends less of them switching between threads than it gains from the second one.
  process.env.STORE_THREADS ??= '1';
  process.env[TEMPLATE_DIR_ENV] = mkdtempSync(path.join(os.tmpdir(), 'fangstdata-store-templates-'));
}

import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TEMPLATE_DIR_ENV } from './helpers/store-templates';

/** Names the run's folder of shared generated stores; the workers inherit it through the environment. */
export default function globalSetup() {
  process.env[TEMPLATE_DIR_ENV] = mkdtempSync(path.join(os.tmpdir(), 'fangstdata-store-templates-'));
}

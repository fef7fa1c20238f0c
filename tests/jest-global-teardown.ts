import { rmSync } from 'node:fs';
import { TEMPLATE_DIR_ENV } from './helpers/store-templates';

export default function globalTeardown() {
  const dir = process.env[TEMPLATE_DIR_ENV];
  if (dir) rmSync(dir, { recursive: true, force: true });
}

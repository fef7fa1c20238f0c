/**
 * Browser tests drive Debian's Chromium headless shell (lib/config/tooling.ts, `headlessShellPath`).
 * Install it from Debian's packages when it is missing; never download a browser build (that cannot
 * work on a machine without internet).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { headlessShellPath } from '../lib/config';

const shellPath = headlessShellPath();
const PACKAGES = ['chromium-headless-shell', 'fonts-dejavu-core'];

if (existsSync(shellPath)) {
  process.exit(0);
}
if (process.getuid?.() !== 0) {
  console.error(
    `Chromium is missing at ${shellPath}. Install it with: sudo apt-get install -y ${PACKAGES.join(' ')}`,
  );
  process.exit(1);
}
console.log(`Chromium is missing at ${shellPath}: installing Debian's chromium-headless-shell package …`);
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
execFileSync('apt-get', ['install', '-y', '-qq', ...PACKAGES], { stdio: 'inherit', env });
if (!existsSync(shellPath)) {
  console.error(`apt-get finished but ${shellPath} is still missing.`);
  process.exit(1);
}

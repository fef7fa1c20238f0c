/**
 * Browser tests drive Debian's Chromium. Install it from Debian's packages when it is missing;
 * never download a browser build (that cannot work on a machine without internet).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath as configuredChromiumPath } from '../lib/config';

const chromiumPath = configuredChromiumPath();

if (existsSync(chromiumPath)) {
  process.exit(0);
}
if (process.getuid?.() !== 0) {
  console.error(`Chromium is missing at ${chromiumPath}. Install it with: sudo apt-get install -y chromium`);
  process.exit(1);
}
console.log(`Chromium is missing at ${chromiumPath}: installing Debian's chromium package …`);
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
execFileSync('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-dejavu-core'], { stdio: 'inherit', env });
if (!existsSync(chromiumPath)) {
  console.error(`apt-get finished but ${chromiumPath} is still missing.`);
  process.exit(1);
}

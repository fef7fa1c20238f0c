import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** What goes into the production build: when any of it changes, `npm start` rebuilds. */
const BUILD_INPUTS = [
  'app',
  'components',
  'lib',
  'public',
  'instrumentation.ts',
  'package-lock.json',
  'next.config.mjs',
  'tsconfig.json',
];

function* filesUnder(root: string, entry: string): Generator<string> {
  const full = path.join(root, entry);
  let stats;
  try {
    stats = statSync(full);
  } catch {
    return;
  }
  if (stats.isFile()) {
    yield entry;
    return;
  }
  for (const child of readdirSync(full).sort()) {
    if (child.endsWith('.test.ts') || child.endsWith('.test.tsx')) continue;
    yield* filesUnder(root, path.join(entry, child));
  }
}

/** A content hash of the build inputs; a few hundred files, hashed in well under a second. */
export function sourceHash(root: string): string {
  const hash = createHash('sha256');
  for (const input of BUILD_INPUTS) {
    for (const file of filesUnder(root, input)) {
      hash
        .update(file)
        .update('\0')
        .update(readFileSync(path.join(root, file)))
        .update('\0');
    }
  }
  return hash.digest('hex');
}

export const BUILD_STAMP_FILE = path.join('.next', 'fangstdata-source-hash');

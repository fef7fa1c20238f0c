/**
 * Applied by the server as it starts (scripts/serve.ts, before Next is loaded): removes one wasted
 * step from Next's page cache. Also runnable by hand: `node scripts/patch-next.mjs`.
 *
 * Next's IncrementalCache.set measures every entry with `JSON.stringify(entry).length` before it stores
 * it, but uses the number only for fetch-cache entries (the 2 MB limit). For a rendered page the entry
 * holds the RSC payload as a Buffer, which JSON.stringify turns into an array of one number per byte:
 * for a large page that is a noticeable share of main-thread time and megabytes of garbage on every
 * cache miss, for a number nobody reads. The patch computes the size only where Next reads it.
 * Behaviour is otherwise unchanged.
 *
 * Why at start and not as a postinstall script: .npmrc runs no install scripts (ignore-scripts), and
 * patching where Next is served also covers an install made with --ignore-scripts. Plain JavaScript
 * with no dependencies. Idempotent and cheap when already applied. Each file is written to a temporary
 * file of this process and renamed over the original, so two servers starting at once from one
 * checkout never see a half-written runtime, and a hard-linked copy of node_modules elsewhere keeps its
 * own version. If a Next release no longer contains the expression, nothing is changed and the server
 * says so (the step may have been fixed upstream); lib/page-cache/next-patch.test.ts fails then too,
 * so an upgrade is noticed. Where node_modules is read-only the server starts unpatched and says so.
 */
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** Minified runtimes: `let i=JSON.stringify(t).length;if(r.fetchCache&&i>2097152`. */
const MINIFIED = /let (\w+)=JSON\.stringify\((\w+)\)\.length;if\((\w+)\.fetchCache&&\1>2097152/g;
/** Readable builds: `const itemSize = JSON.stringify(data).length;` followed by the fetch-cache check. */
const READABLE = /const itemSize = JSON\.stringify\(data\)\.length;(\s*if \(ctx\.fetchCache && itemSize > )/g;

export function patchSource(source) {
  return source
    .replace(
      MINIFIED,
      (_, size, entry, context) =>
        `let ${size}=${context}.fetchCache?JSON.stringify(${entry}).length:0;if(${context}.fetchCache&&${size}>2097152`,
    )
    .replace(
      READABLE,
      (_, check) => `const itemSize = ctx.fetchCache ? JSON.stringify(data).length : 0;${check}`,
    );
}

/**
 * The files of Next's production server that hold IncrementalCache.set: the compiled `*.prod.js`
 * runtimes and the incremental cache itself. Not the development runtimes (`next dev` is not what
 * serves visitors): they are most of the bytes, and reading them would slow every start.
 */
export function nextServerFiles(nextDir) {
  const compiled = path.join(nextDir, 'dist/compiled/next-server');
  return [
    ...readdirSync(compiled)
      .filter((name) => name.endsWith('.prod.js'))
      .map((name) => path.join(compiled, name)),
    path.join(nextDir, 'dist/server/lib/incremental-cache/index.js'),
    path.join(nextDir, 'dist/esm/server/lib/incremental-cache/index.js'),
  ];
}

export function patchNext(nextDir) {
  let patched = 0;
  let alreadyPatched = 0;
  for (const file of nextServerFiles(nextDir)) {
    const source = readFileSync(file, 'utf8');
    const result = patchSource(source);
    if (result !== source) {
      const temporary = `${file}.${process.pid}.patching`;
      writeFileSync(temporary, result);
      renameSync(temporary, file);
      patched++;
    } else if (/fetchCache ?\? ?JSON\.stringify\(/.test(source)) {
      alreadyPatched++;
    }
  }
  return { patched, alreadyPatched };
}

/** Patches the Next that `node_modules` resolves to; returns what happened, in one line for the log. */
export function patchInstalledNext() {
  let nextDir;
  try {
    nextDir = path.dirname(require.resolve('next/package.json'));
  } catch {
    return 'patch-next: Next is not installed';
  }
  const version = JSON.parse(readFileSync(path.join(nextDir, 'package.json'), 'utf8')).version;
  try {
    const { patched, alreadyPatched } = patchNext(nextDir);
    if (patched > 0)
      return `patch-next: next ${version} no longer stringifies page cache entries to measure them (${patched} files)`;
    if (alreadyPatched > 0) return `patch-next: next ${version} already patched`;
    return `patch-next: next ${version} does not contain the expression this patch changes; nothing changed`;
  } catch (error) {
    return `patch-next: could not patch next ${version} (${error.message}); page cache misses cost ~9 ms more`;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(patchInstalledNext());

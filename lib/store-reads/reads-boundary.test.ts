import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Pages, their CSV downloads, sitemaps and share cards read the store only through
 * lib/store-reads/reads (`reads.findBoat(…)`): a direct call to a lib/landings read would work on a
 * data node and fail on a proxy node, which has no store. Types, constants and pure helpers from
 * lib/landings are fine. The API routes (app/api) are the data node's own implementation: a proxy
 * node forwards them whole.
 */

const ROOT = process.cwd();
const SCANNED = ['app', 'components', 'lib/page-data'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

/** A module's source and the folder its relative imports start from. */
function moduleSource(specifier: string): { source: string; dir: string } {
  const base = path.join(ROOT, specifier.replace(/^@\//, ''));
  for (const candidate of [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    try {
      return { source: readFileSync(candidate, 'utf8'), dir: path.dirname(candidate) };
    } catch {
      // try the next form
    }
  }
  throw new Error(`cannot resolve ${specifier}`);
}

/** Whether `name`, exported by the module, is a function that returns a promise (a store read). */
function isAsyncExport(specifier: string, name: string, depth = 0): boolean {
  const { source, dir } = moduleSource(specifier);
  const declaration = new RegExp(
    `export\\s+(async\\s+function\\s+${name}\\b|function\\s+${name}\\b[^{]*?\\)\\s*:\\s*Promise<)`,
    's',
  );
  if (declaration.test(source)) return true;
  // Re-exported from a sibling (`export { a, b } from './run'`), as index modules do.
  for (const match of source.matchAll(/export\s*\{([^}]*)\}\s*from\s*'(\.[^']+)'/g)) {
    const names = match[1].split(',').map((entry) =>
      entry
        .trim()
        .split(/\s+as\s+/)
        .at(-1),
    );
    if (names.includes(name) && depth < 3) {
      const sibling = `@/${path.relative(ROOT, path.join(dir, match[2])).split(path.sep).join('/')}`;
      return isAsyncExport(sibling, name, depth + 1);
    }
  }
  return false;
}

describe('pages read the store through lib/store-reads/reads', () => {
  it('recognises a store read, also behind an index re-export', () => {
    expect(isAsyncExport('@/lib/landings/landing-query', 'defaultPeriod')).toBe(true);
    expect(isAsyncExport('@/lib/landings/boats/boats', 'findBoat')).toBe(true);
    expect(isAsyncExport('@/lib/landings/prices/prices', 'priceYears')).toBe(true);
    expect(isAsyncExport('@/lib/landings/search/search', 'MIN_TERM_LENGTH')).toBe(false);
  });

  it('has no page, download or component calling a lib/landings read directly', () => {
    const direct: string[] = [];
    for (const file of SCANNED.flatMap((dir) => sourceFiles(path.join(ROOT, dir)))) {
      const relative = path.relative(ROOT, file);
      if (relative.startsWith(`app${path.sep}api${path.sep}`)) continue;
      const source = readFileSync(file, 'utf8');
      for (const match of source.matchAll(
        /import\s+(type\s+)?\{([^}]*)\}\s+from\s+'(@\/lib\/landings\/[^']+)'/g,
      )) {
        if (match[1]) continue;
        for (const entry of match[2].split(',').map((text) => text.trim())) {
          if (!entry || entry.startsWith('type ')) continue;
          const name = entry.split(/\s+as\s+/)[0];
          if (isAsyncExport(match[3], name)) direct.push(`${relative}: ${name} from ${match[3]}`);
        }
      }
    }
    expect(direct).toEqual([]);
  });
});

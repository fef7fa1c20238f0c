import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DERIVED_TABLES } from './catalogue';

/**
 * The catalogue is this folder: every table an ingest derives is created by a module here and listed in
 * catalogue.ts. A derivation written elsewhere under lib/ would be a read model nobody finds (and no
 * refresh test holds to a rebuild), so it fails here.
 */

const LIB = path.resolve(__dirname, '../../..');
const CATALOGUE = __dirname;
const CREATE =
  /create\s+(?:or\s+replace\s+)?(?:temp(?:orary)?\s+)?table\s+(?:if\s+not\s+exists\s+)?(?:\w+\.)?(\w+)/gi;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const createdTables = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(CREATE)].map((match) => match[1].toLowerCase());

describe('the read-model catalogue', () => {
  const derived = new Set(DERIVED_TABLES.map(({ table }) => table));

  it('is the only place under lib/ that creates a derived table', () => {
    const outside = sourceFiles(LIB)
      .filter((file) => !file.startsWith(CATALOGUE + path.sep))
      .flatMap((file) =>
        createdTables(file)
          .filter((table) => derived.has(table))
          .map((table) => `${path.relative(LIB, file)} creates ${table}`),
      );
    expect(outside).toEqual([]);
  });

  it('names, for each derived table, a module of this folder that exists', () => {
    const modules = new Set(readdirSync(CATALOGUE));
    const missing = DERIVED_TABLES.filter(({ module }) => !modules.has(module));
    expect(missing).toEqual([]);
    // The pattern finds what it is for: a module here creates tables the catalogue lists.
    expect(createdTables(path.join(CATALOGUE, 'search-index.ts'))).toContain('search_index');
  });
});

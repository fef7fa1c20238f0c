import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Every environment variable the site, its CLIs and its build read is documented in the README's
 * configuration table, so none is read but undocumented. The variables are found where
 * they are read: `lib/config/` for the app and CLIs, `next.config.mjs` for build-time settings.
 */

const root = path.resolve(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** `NAME` in `env.NAME`, `env['NAME']`, `process.env.NAME`, `variable('NAME', …)` or a quoted `'A_NAME'`. */
function variablesIn(source: string): string[] {
  const names = new Set<string>();
  for (const match of source.matchAll(/env(?:\.|\[')([A-Z][A-Z0-9_]{2,})/g)) names.add(match[1]);
  for (const match of source.matchAll(/'([A-Z][A-Z0-9]*_[A-Z0-9_]+)'/g)) names.add(match[1]);
  for (const match of source.matchAll(/\b(?:variable|perMinute)\('([A-Z][A-Z0-9_]+)'/g)) names.add(match[1]);
  return [...names];
}

// Set by the platform or the tooling, not by an operator of the site.
const NOT_SETTINGS = new Set([
  'NODE_ENV',
  'NEXT_RUNTIME',
  'NEXT_PHASE',
  'JEST_WORKER_ID',
  'CI',
  // Set by `npm test` for the browser tests' build, which its own typecheck phase covers.
  'SKIP_BUILD_TYPECHECK',
]);

it('documents every variable read by lib/config and next.config.mjs in the README', () => {
  const readme = read('README.md');
  const operatorSettings = readdirSync(path.join(root, 'lib/config'))
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && name !== 'tooling.ts')
    .map((name) => `lib/config/${name}`);
  const sources = [...operatorSettings, 'next.config.mjs'];
  const variables = sources
    .flatMap((file) => variablesIn(read(file)))
    .filter((name) => !NOT_SETTINGS.has(name));
  expect(variables.length).toBeGreaterThan(25);
  const undocumented = [...new Set(variables)].filter((name) => !readme.includes(`\`${name}\``));
  expect(undocumented).toEqual([]);
});

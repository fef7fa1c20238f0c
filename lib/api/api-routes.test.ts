import fs from 'node:fs';
import path from 'node:path';
import { matchApiRoute } from './api-routes';
import { registeredEndpoints } from './endpoint';

/**
 * The request guard's route table (lib/api/api-routes.ts) against the route files themselves: every
 * file under app/api is found at its own path with exactly the methods it exports, so the guard's
 * 405 and `Allow` can never disagree with what Next would serve.
 */

const API_DIR = path.join(process.cwd(), 'app', 'api');
const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'];

function routeFiles(dir = API_DIR): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === 'route.ts' ? [full] : [];
  });
}

/** `export const GET = …`, `export async function POST(…)`: the methods Next serves from the file. */
function exportedMethods(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8');
  const found = source.matchAll(/export\s+(?:const|(?:async\s+)?function)\s+([A-Z]+)\b/g);
  return [...found].map((match) => match[1]).filter((name) => HTTP_METHODS.includes(name));
}

const files = routeFiles();

it('finds the route files', () => {
  expect(files.length).toBeGreaterThan(40);
});

it.each(files.map((file) => [path.relative(process.cwd(), file), file]))(
  '%s is in the table with the methods it exports',
  (_name, file) => {
    const folders = path.relative(API_DIR, path.dirname(file)).split(path.sep).filter(Boolean);
    // `[id]` → `{id}`; the path is requested with each parameter filled in.
    const template = `/api/${folders.map((folder) => folder.replace(/^\[(\w+)\]$/, '{$1}')).join('/')}`;
    const requested = template.replace(/\{\w+\}/g, 'x');
    const match = matchApiRoute(requested);
    expect(match?.template.toLowerCase()).toBe(template.toLowerCase());
    const methods = exportedMethods(file);
    expect(methods.length).toBeGreaterThan(0);
    const expected = new Set([...methods, 'OPTIONS', ...(methods.includes('GET') ? ['HEAD'] : [])]);
    expect(match?.allow).toEqual([...expected].sort());
  },
);

it('has no route the files do not have', () => {
  expect(matchApiRoute('/api/boats/x/y/z')).toBeNull();
  expect(matchApiRoute('/api')).toBeNull();
});

it('has a route file for every endpoint of the contract, with its method', () => {
  const shape = (template: string) => template.toLowerCase().replace(/\{\w+\}|\[\w+\]/g, '{}');
  const served = new Map<string, Set<string>>();
  for (const file of files) {
    const folders = path.relative(API_DIR, path.dirname(file)).split(path.sep).filter(Boolean);
    const key = shape(`/api/${folders.join('/')}`);
    for (const method of exportedMethods(file)) served.set(key, (served.get(key) ?? new Set()).add(method));
  }
  expect(registeredEndpoints().length).toBeGreaterThan(40);
  const missing = registeredEndpoints()
    .filter((endpoint) => !served.get(shape(endpoint.path))?.has(endpoint.method))
    .map((endpoint) => `${endpoint.method} ${endpoint.path}`);
  expect(missing).toEqual([]);
});

import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import '@/lib/api/contract';
import { DEFAULT_MAX_BODY_BYTES, registeredEndpoints, type Endpoint } from '@/lib/api/endpoint';
import { errorBodySchema } from '@/lib/api/errors';
import { guardRequest } from '@/lib/api/request-guard';
import { clearQueryCache } from '@/lib/store/result-cache';
import { setUserDb } from '@/lib/userdata';
import { openTestUserDb, type TestUserDb } from '@/tests/helpers/userdata';
import { removeDir } from '@/tests/helpers/fiskeridir-samples';
import {
  contractInput,
  hostileText,
  namedEverywhere,
  storeValues,
} from '@/tests/helpers/contract-arbitraries';
import { queryCurrentStore } from '@/tests/helpers/store-query';
import { buildGeneratedStore, useStore } from '@/tests/helpers/test-store';

/**
 * Property-based fuzzing of the whole public API, in process. Inputs are derived from the zod
 * contracts (each endpoint's params, query and body schema, via their JSON Schema): values that fit the
 * contract, the same values with fields swapped for hostile ones (100 kB texts, unicode, control
 * characters, Object member names, huge and negative numbers, wrong types, deep and wide objects), and
 * wholly hostile inputs. Every `/api` route handler found under app/api is driven with them against a
 * generated store. A public site must answer all of it: never a 5xx but the 503 of back-pressure, an
 * error body in the API's shape for every 4xx, and never slower than 2 s.
 */

const API_DIR = path.join(process.cwd(), 'app', 'api');
const RUNS_PER_ENDPOINT = Number(process.env.API_FUZZ_RUNS || 25);
// A failure prints its seed; API_FUZZ_SEED=<seed> replays the same inputs.
if (process.env.API_FUZZ_SEED) fc.configureGlobal({ seed: Number(process.env.API_FUZZ_SEED) });
const SLOWEST_MS = 2000;
const HUGE = 100_000;

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
type RouteModule = Partial<Record<'GET' | 'POST' | 'PUT' | 'DELETE', Handler>>;
interface RouteFile {
  /** `/api/offloads/{a}/date/{from}/{to}`, from the folders (`[a]` → `{a}`). */
  template: string;
  file: string;
}

function routeFiles(dir = API_DIR): RouteFile[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    if (entry.name !== 'route.ts') return [];
    const folders = path.relative(API_DIR, dir).split(path.sep).filter(Boolean);
    const template = `/api/${folders.map((folder) => folder.replace(/^\[(\w+)\]$/, '{$1}')).join('/')}`;
    return [{ template: template.replace(/\/$/, ''), file: full }];
  });
}

/** URL parts are text: numbers and booleans as written, objects as JSON, lists as repeated values. */
function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function fillPath(template: string, params: Record<string, string>): string {
  // A URL cannot carry half a surrogate pair (it is no UTF-8); the handler still gets it in `params`.
  return template.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent((params[name] ?? 'x').toWellFormed()),
  );
}

function pathParams(template: string, generated: unknown): Record<string, string> {
  const names = [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
  const values = (generated && typeof generated === 'object' ? generated : {}) as Record<string, unknown>;
  return Object.fromEntries(names.map((name) => [name, asText(values[name] ?? 'x')]));
}

function queryString(generated: unknown): string {
  if (!generated || typeof generated !== 'object' || Array.isArray(generated)) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(generated)) {
    for (const item of Array.isArray(value) ? value.slice(0, 50) : [value]) search.append(key, asText(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The request body: JSON of the generated value, or (now and then) text that is no JSON, or too much. */
const bodyText = (endpoint: Endpoint): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 8, arbitrary: contractInput(endpoint.body).map((value) => JSON.stringify(value) ?? '') },
    { weight: 1, arbitrary: fc.constantFrom('', '{', 'null', '"x"', '[1,2', '\u0000', '{"a":1}{"b":2}') },
    {
      weight: 1,
      arbitrary: fc.constant(
        JSON.stringify({ Boat: 'x'.repeat((endpoint.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES) + 1) }),
      ),
    },
  );

/** Authorization and User-ID headers nobody signed: none, junk, forged-looking JWTs, huge ones. */
const fakeJwt = (header: object, payload: object) =>
  `${Buffer.from(JSON.stringify(header)).toString('base64url')}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.c2lnbmF0dXJl`;
const hostileAuthHeaders: fc.Arbitrary<Record<string, string>> = fc.record(
  {
    Authorization: fc.oneof(
      fc.constantFrom(
        '',
        'Bearer',
        'Bearer ',
        'Basic dXNlcjpwYXNz',
        `Bearer ${'a'.repeat(20_000)}`,
        `Bearer${' '.repeat(HUGE)}x y`,
      ),
      fc.constantFrom(
        `Bearer ${fakeJwt({ alg: 'none', typ: 'JWT' }, { sub: 'someone', aud: 'demo-fangstdata' })}`,
        `Bearer ${fakeJwt({ alg: 'RS256' }, { sub: 'someone', aud: 'another-project', exp: 1 })}`,
        `Bearer ${fakeJwt({ alg: 'HS256', kid: '__proto__' }, { sub: '' })}`,
      ),
      hostileText.filter((text) => !/[\r\n\0]/.test(text)).map((text) => `Bearer ${text}`),
    ),
    'User-ID': hostileText.filter((text) => !/[\r\n\0]/.test(text)),
  },
  { requiredKeys: [] },
);

function headerSafe(headers: Record<string, string>): Record<string, string> {
  // Request refuses header values that HTTP cannot carry; a server never sees those either.
  return Object.fromEntries(
    Object.entries(headers).filter(([, value]) => {
      try {
        new Headers({ x: value });
        return true;
      } catch {
        return false;
      }
    }),
  );
}

// ---------------------------------------------------------------------------------------------------

interface Call {
  status: number;
  ms: number;
  contentType: string;
  body: string;
  description: string;
}

async function call(
  handler: Handler,
  method: string,
  url: string,
  params: Record<string, string>,
  headers: Record<string, string>,
  body?: string,
): Promise<Call> {
  const started = performance.now();
  const response = await handler(
    new Request(new URL(url, 'http://localhost'), {
      method,
      headers: {
        ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...headerSafe(headers),
      },
      body,
    }),
    { params: Promise.resolve(params) },
  );
  const text = await response.text();
  return {
    status: response.status,
    ms: performance.now() - started,
    contentType: response.headers.get('content-type') ?? '',
    body: text,
    description: `${method} ${url.slice(0, 200)}${body ? ` body ${body.slice(0, 200)}` : ''}`,
  };
}

function expectWellBehaved(answer: Call) {
  const context = `${answer.description} → ${answer.status} ${answer.body.slice(0, 300)}`;
  if (answer.status >= 500 && answer.status !== 503) throw new Error(`5xx: ${context}`);
  if (answer.status >= 400) {
    if (!answer.contentType.includes('application/json')) throw new Error(`error without JSON: ${context}`);
    if (!errorBodySchema.safeParse(JSON.parse(answer.body)).success)
      throw new Error(`error not in the API's shape: ${context}`);
  }
  if (answer.ms > SLOWEST_MS) throw new Error(`took ${Math.round(answer.ms)} ms: ${context}`);
}

let dataDir: string;
let userdata: TestUserDb;
const routes = routeFiles();
const modules = new Map<string, RouteModule>();

beforeAll(async () => {
  // The fuzzer sends far more than a person would; rate limits (429) would only hide the answers.
  for (const bucket of ['LANDING_QUERY', 'SAVE', 'SEARCH', 'CSV']) process.env[`RATE_LIMIT_${bucket}`] = '0';
  dataDir = await buildGeneratedStore();
  useStore(dataDir);
  userdata = await openTestUserDb('pglite');
  setUserDb(userdata.db);
  const samples = await queryCurrentStore<Record<string, unknown>>(
    dataDir,
    `select vessel_id, fisher_id, buyer_id, station_id, doc_key, species_fdir_code
       from landing_lines using sample 8 rows`,
  );
  const boats = await queryCurrentStore<Record<string, unknown>>(
    dataDir,
    'select radio_call_sign, registration_mark, name from boats using sample 4 rows',
  );
  const species = await queryCurrentStore<Record<string, unknown>>(
    dataDir,
    "select label from code_values where category = 'fish' using sample 3 rows",
  );
  for (const row of [...samples, ...boats, ...species]) {
    for (const value of Object.values(row)) if (value != null) storeValues.push(String(value));
  }
  for (const route of routes) modules.set(route.template, (await import(route.file)) as RouteModule);
  // Open the store and load its code lists once, so the 2 s bound measures requests, not start-up.
  const landingQuery = modules.get('/api/offloads/query')!.POST!;
  await call(landingQuery, 'POST', '/api/offloads/query', {}, {}, '{}');
}, 180_000);

afterAll(async () => {
  setUserDb(null);
  await userdata?.cleanup();
  if (dataDir) removeDir(dataDir);
});

beforeEach(() => clearQueryCache());

/** The route file serving an endpoint: its path or an alias, as folders (`/api/Offloads` is rewritten). */
function routeOf(endpoint: Endpoint): RouteFile | undefined {
  const paths = [endpoint.path, ...(endpoint.aliases ?? [])];
  return (
    routes.find((route) => paths.includes(route.template)) ??
    routes.find((route) =>
      paths.some((candidate) => candidate.toLowerCase() === route.template.toLowerCase()),
    )
  );
}

const endpoints = registeredEndpoints();
const isUserEndpoint = (endpoint: Endpoint) =>
  endpoint.path.startsWith('/api/user/') && endpoint.cache === 'private';

it('every registered endpoint has a route handler, and every route file is known', () => {
  const missing = endpoints
    .filter((endpoint) => !routeOf(endpoint))
    .map((endpoint) => `${endpoint.method} ${endpoint.path}`);
  expect(missing).toEqual([]);
  const served = new Set(endpoints.map((endpoint) => routeOf(endpoint)?.template));
  const unregistered = routes.filter((route) => !served.has(route.template)).map((route) => route.template);
  // Routes outside the contract: the OpenAPI document itself, the health check, and the data node's
  // internal reads for proxy nodes (not public: closed without LANDINGS_API_TOKEN; tested in
  // lib/store-reads/reads.test.ts).
  expect(unregistered.sort()).toEqual(['/api/health', '/api/internal/reads/{name}', '/api/openapi.json']);
});

describe.each(endpoints.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
  '%s',
  (_name, endpoint) => {
    it('answers hostile and contract-shaped input without a 5xx, in the error shape, within 2 s', async () => {
      const route = routeOf(endpoint)!;
      const handler = modules.get(route.template)?.[endpoint.method];
      expect(handler).toBeDefined();
      const user = isUserEndpoint(endpoint);
      const statuses: Record<number, number> = {};
      // Every field named like an Object member, first: alias tables indexed with caller text answer
      // `constructor` and `__proto__` with Object.prototype's members unless they check for own keys.
      const memberNames = ['constructor', '__proto__'].map((name) => [
        namedEverywhere(endpoint.params, name),
        namedEverywhere(endpoint.query, name),
        endpoint.body ? JSON.stringify(namedEverywhere(endpoint.body, name)) : undefined,
        {},
      ]) as [unknown, unknown, string | undefined, Record<string, string>][];
      await fc.assert(
        fc.asyncProperty(
          contractInput(endpoint.params),
          contractInput(endpoint.query),
          endpoint.body ? bodyText(endpoint) : fc.constant(undefined),
          user ? hostileAuthHeaders : fc.constant({}),
          async (params, query, body, headers) => {
            const values = pathParams(route.template, params);
            const url = `${fillPath(route.template, values)}${queryString(query)}`;
            const answer = await call(handler!, endpoint.method, url, values, headers, body);
            statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
            expectWellBehaved(answer);
            // Nobody signed these tokens: the user routes must refuse them all with 401.
            if (user && answer.status !== 401)
              throw new Error(`not 401 for a forged login: ${answer.description} → ${answer.status}`);
          },
        ),
        { numRuns: RUNS_PER_ENDPOINT, endOnFailure: true, examples: memberNames },
      );
      // The fitting inputs must get past validation now and then, or only the validator was tested.
      const reachedHandler = Object.entries(statuses)
        .filter(([status]) =>
          user ? Number(status) === 401 : Number(status) < 400 || Number(status) === 404,
        )
        .reduce((sum, [, count]) => sum + count, 0);
      expect(reachedHandler).toBeGreaterThan(0);
      if (process.env.API_FUZZ_STATS)
        console.log(`${endpoint.method} ${endpoint.path}`, JSON.stringify(statuses));
    });
  },
);

/**
 * Any bytes in a path segment, as a client can send them: each byte percent-encoded, or written as it
 * is where it is printable (so `%`, `%z` and over-long UTF-8 occur). The request guard answers what Next
 * could not decode (lib/api/request-guard.ts); the rest reaches the handler decoded, as Next decodes it.
 */
const segmentBytes = fc
  .tuple(fc.uint8Array({ minLength: 1, maxLength: 8 }), fc.boolean())
  .map(([bytes, raw]) =>
    [...bytes]
      .map((byte) =>
        raw && byte > 0x20 && byte < 0x7f && !'/?#'.includes(String.fromCharCode(byte))
          ? String.fromCharCode(byte)
          : `%${byte.toString(16).padStart(2, '0')}`,
      )
      .join(''),
  );

describe.each(
  endpoints
    .filter((endpoint) => /\{\w+\}/.test(routeOf(endpoint)?.template ?? ''))
    .map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const),
)('%s', (_name, endpoint) => {
  it('answers any bytes in a path segment without a 5xx, in the error shape', async () => {
    const route = routeOf(endpoint)!;
    const handler = modules.get(route.template)![endpoint.method]!;
    const names = [...route.template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...names), segmentBytes, async (name, segment) => {
        const raw = route.template.replace(/\{(\w+)\}/g, (_, param: string) =>
          param === name ? segment : 'x',
        );
        const guarded = guardRequest(endpoint.method, raw);
        if (guarded?.kind === 'answer') {
          const contentType = guarded.headers['Content-Type'] ?? '';
          expectWellBehaved({ ...guarded, ms: 0, contentType, description: `${endpoint.method} ${raw}` });
          return;
        }
        const params = Object.fromEntries(
          names.map((param) => [param, param === name ? decodeURIComponent(segment) : 'x']),
        );
        expectWellBehaved(
          await call(handler, endpoint.method, raw, params, {}, endpoint.body ? '{}' : undefined),
        );
      }),
      { numRuns: Math.max(5, Math.round(RUNS_PER_ENDPOINT / 2)), endOnFailure: true },
    );
  });
});

describe('routes outside the contract', () => {
  it.each(['/api/health', '/api/openapi.json'])('%s answers hostile query strings', async (template) => {
    const handler = modules.get(template)?.GET;
    expect(handler).toBeDefined();
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(
          hostileText.filter((key) => key.length < 100),
          hostileText,
          { maxKeys: 3 },
        ),
        async (query) => {
          const answer = await call(handler!, 'GET', `${template}${queryString(query)}`, {}, {});
          expectWellBehaved(answer);
          expect(answer.status).toBe(200);
        },
      ),
      { numRuns: 5 },
    );
  });
});

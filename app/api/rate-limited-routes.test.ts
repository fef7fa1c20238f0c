import { callRoute, postJson } from '@/tests/helpers/call-route';
import '@/lib/api/contract';
import { registeredEndpoints } from '@/lib/api/endpoint';
import { resetRateLimits } from '@/lib/api/rate-limiter';
import { setUserDb } from '@/lib/userdata';
import { openTestUserDb, type TestUserDb } from '@/tests/helpers/userdata';
import { GET as latest } from './offloads/latest/route';
import { POST as landingQuery } from './offloads/query/route';
import { POST as saveQuery } from './offloads/query/save/route';
import { GET as searchPage } from './search/[kind]/[results]/[page]/route';
import { POST as search } from './search/route';

/**
 * The expensive public calls the issue names (landing query, saves, search, CSV) are tagged with a
 * rate-limit bucket in their contract, and the real route handlers answer 429 once a client address
 * has used its bucket up, before any query runs (no store is open in this test at all).
 */

const LIMIT_VARIABLES = [
  'RATE_LIMIT_LANDING_QUERY',
  'RATE_LIMIT_SAVE',
  'RATE_LIMIT_SEARCH',
  'RATE_LIMIT_CSV',
];
const saved = Object.fromEntries(LIMIT_VARIABLES.map((name) => [name, process.env[name]]));

let userdata: TestUserDb;
beforeAll(async () => {
  // Saves reach the user database; never the developer's DATA_DIR.
  userdata = await openTestUserDb('pglite');
  setUserDb(userdata.db);
});

beforeEach(() => {
  resetRateLimits();
  for (const name of LIMIT_VARIABLES) process.env[name] = '2';
});
afterAll(async () => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetRateLimits();
  setUserDb(null);
  await userdata?.cleanup();
});

it('tags every expensive public call with its bucket', () => {
  const buckets = Object.fromEntries(
    registeredEndpoints()
      .filter((endpoint) => endpoint.rateLimit)
      .map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint.rateLimit]),
  );
  expect(buckets).toEqual({
    'POST /api/offloads/query': 'landing-query',
    'GET /api/offloads/latest': 'landing-query',
    'GET /api/offloads/details/date/{from}/{to}': 'landing-query',
    'POST /api/offloads/query/save': 'save',
    'POST /api/search': 'search',
    'GET /api/search/{kind}/{results}/{page}': 'search',
    'GET /api/nergard/download': 'csv',
  });
});

type Call = () => ReturnType<typeof callRoute<{ error?: { code: string; message: string } }>>;

const calls: [string, Call][] = [
  [
    'POST /api/offloads/query',
    () => callRoute(landingQuery, '/api/offloads/query', {}, postJson({ Count: 1 })),
  ],
  ['GET /api/offloads/latest', () => callRoute(latest, '/api/offloads/latest')],
  ['POST /api/offloads/query/save', () => callRoute(saveQuery, '/api/offloads/query/save', {}, postJson({}))],
  ['POST /api/search', () => callRoute(search, '/api/search', {}, postJson({ Search: 'senja' }))],
  [
    'GET /api/search/{kind}/{results}/{page}',
    () => callRoute(searchPage, '/api/search/senja/10/1', { kind: 'senja', results: '10', page: '1' }),
  ],
];

it.each(calls)('%s answers 429 with Retry-After on the third call in a minute', async (_name, call) => {
  for (let i = 0; i < 2; i++) expect((await call()).status).not.toBe(429);
  const answer = await call();
  expect(answer.status).toBe(429);
  expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(answer.body.error?.code).toBe('rate_limited');
  expect(answer.body.error?.message).toMatch(/^For mange forespørsler/);
});

it('counts each bucket on its own: searching does not use up the landing queries', async () => {
  for (let i = 0; i < 3; i++) await callRoute(search, '/api/search', {}, postJson({ Search: 'senja' }));
  const answer = await callRoute(landingQuery, '/api/offloads/query', {}, postJson({ Count: 1 }));
  expect(answer.status).not.toBe(429);
});

import { randomBytes } from 'node:crypto';
import { Pool } from 'pg';
import { z } from 'zod';
import { TEST_DATABASE_URL } from '@/tests/helpers/userdata';
import type { Endpoint } from './endpoint';
import { bucketLimit, rateLimitResponse } from './api-buckets';
import { closeRateLimitStores, resetRateLimits } from './rate-limiter';
import { KeyedRateLimiter, postgresRateLimitStore, type RateLimitStore } from './rate-limiter';
import { apiRoute } from './route';

type ErrorBody = { error: { code: string; message: string } };

const ENV_NAMES = ['RATE_LIMIT_LANDING_QUERY', 'RATE_LIMIT_SAVE', 'RATE_LIMIT_SEARCH', 'RATE_LIMIT_CSV'];
const savedEnv = Object.fromEntries(
  [...ENV_NAMES, 'TRUST_PROXY', 'DATABASE_URL'].map((n) => [n, process.env[n]]),
);

afterEach(() => {
  for (const [name, value] of Object.entries(savedEnv)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetRateLimits();
  jest.useRealTimers();
});

afterAll(() => closeRateLimitStores());

const csvRequest = (headers: Record<string, string> = {}) =>
  new Request('http://localhost/topoffloads/csv', { headers });

describe('KeyedRateLimiter (in memory)', () => {
  it('allows the limit per window and key, then says how long to wait', async () => {
    jest.useFakeTimers({ now: 1_000_000 });
    const limiter = new KeyedRateLimiter('test', 3, 60);
    expect((await Promise.all([1, 2, 3].map(() => limiter.hit('a')))).map((d) => d.allowed)).toEqual([
      true,
      true,
      true,
    ]);
    expect(await limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 60, remaining: 0 });
    expect((await limiter.hit('b')).allowed).toBe(true);
    jest.setSystemTime(1_000_000 + 45_500);
    expect((await limiter.hit('a')).retryAfterSeconds).toBe(15);
    jest.setSystemTime(1_000_000 + 60_500);
    expect(await limiter.hit('a')).toEqual({ allowed: true, retryAfterSeconds: 0, remaining: 2 });
  });

  it('check says what the next hit would decide, without counting one', async () => {
    jest.useFakeTimers({ now: 1_000_000 });
    const limiter = new KeyedRateLimiter('test', 3, 60);
    // Asked any number of times, a check takes nothing from the window.
    for (let i = 0; i < 10; i++) {
      expect(await limiter.check('a')).toEqual({ allowed: true, retryAfterSeconds: 0, remaining: 2 });
    }
    const pairs = [];
    for (let i = 0; i < 5; i++) {
      const checked = await limiter.check('a');
      pairs.push([checked, await limiter.hit('a')]);
    }
    for (const [checked, hit] of pairs) expect(checked).toEqual(hit);
    expect(pairs.map(([checked]) => checked.allowed)).toEqual([true, true, true, false, false]);
    expect(await limiter.check('b')).toEqual({ allowed: true, retryAfterSeconds: 0, remaining: 2 });
    jest.setSystemTime(1_000_000 + 45_500);
    expect(await limiter.check('a')).toEqual({ allowed: false, retryAfterSeconds: 15, remaining: 0 });
    expect(await limiter.check('a')).toEqual(await limiter.hit('a'));
    // The window has ended (its timer has not run yet): the address may try again.
    jest.setSystemTime(1_000_000 + 60_500);
    expect(await limiter.check('a')).toEqual({ allowed: true, retryAfterSeconds: 0, remaining: 2 });
    expect(await limiter.hit('a')).toEqual({ allowed: true, retryAfterSeconds: 0, remaining: 2 });
  });
});

describe('rateLimitResponse', () => {
  it('has defaults a person never reaches, read from the environment at request time; 0 switches off', () => {
    expect(bucketLimit('landing-query', {})).toBe(120);
    expect(bucketLimit('search', {})).toBe(120);
    expect(bucketLimit('save', {})).toBe(30);
    expect(bucketLimit('csv', {})).toBe(20);
    expect(bucketLimit('csv', { RATE_LIMIT_CSV: '5' })).toBe(5);
    expect(bucketLimit('csv', { RATE_LIMIT_CSV: '0' })).toBe(0);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    expect(bucketLimit('csv', { RATE_LIMIT_CSV: 'mange' })).toBe(20);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/RATE_LIMIT_CSV="mange"/));
    warn.mockRestore();
  });

  it('answers 429 in the error shape with Retry-After once the client has used up the bucket', async () => {
    process.env.RATE_LIMIT_CSV = '3';
    for (let i = 0; i < 3; i++) expect(await rateLimitResponse('csv', csvRequest())).toBeNull();
    const limited = (await rateLimitResponse('csv', csvRequest()))!;
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(59);
    expect(limited.headers.get('cache-control')).toBe('no-store');
    const body = (await limited.json()) as ErrorBody;
    expect(body.error.code).toBe('rate_limited');
    expect(body.error.message).toMatch(/^For mange forespørsler på kort tid\. Vent \d+ sekunder/);
    // Buckets are separate: a client out of downloads may still search.
    expect(await rateLimitResponse('search', csvRequest())).toBeNull();
  });

  it('without TRUST_PROXY, spoofed X-Forwarded-For and X-Real-IP values do not escape the limit', async () => {
    process.env.RATE_LIMIT_CSV = '3';
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      const spoofed = `198.51.100.${i}`;
      const answer = await rateLimitResponse(
        'csv',
        csvRequest({ 'X-Forwarded-For': spoofed, 'X-Real-IP': spoofed }),
      );
      statuses.push(answer?.status ?? 200);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
  });

  it('with TRUST_PROXY, distinct client addresses get distinct buckets', async () => {
    process.env.RATE_LIMIT_CSV = '2';
    process.env.TRUST_PROXY = '1';
    const from = (address: string) => csvRequest({ 'X-Forwarded-For': address });
    expect(await rateLimitResponse('csv', from('203.0.113.1'))).toBeNull();
    expect(await rateLimitResponse('csv', from('203.0.113.1'))).toBeNull();
    expect((await rateLimitResponse('csv', from('203.0.113.1')))?.status).toBe(429);
    expect(await rateLimitResponse('csv', from('203.0.113.2'))).toBeNull();
    // What a client writes in front of the proxy's entry changes nothing.
    expect((await rateLimitResponse('csv', from('10.9.9.9, 203.0.113.1')))?.status).toBe(429);
  });

  it('is off for a bucket set to 0', async () => {
    process.env.RATE_LIMIT_CSV = '0';
    for (let i = 0; i < 50; i++) expect(await rateLimitResponse('csv', csvRequest())).toBeNull();
  });

  it('guards an apiRoute tagged with a bucket before its input is parsed or its handler runs', async () => {
    process.env.RATE_LIMIT_SEARCH = '2';
    const handler = jest.fn(async () => ({ ok: true }));
    const endpoint = {
      method: 'POST',
      path: '/api/test-search',
      summary: 'test',
      tag: 'test',
      body: z.object({ term: z.string().max(10) }),
      response: z.object({ ok: z.boolean() }),
      rateLimit: 'search',
    } satisfies Endpoint;
    const route = apiRoute(endpoint, handler);
    const call = (body: string) =>
      route(new Request('http://localhost/api/test-search', { method: 'POST', body }), {
        params: Promise.resolve({}),
      });
    expect((await call('{"term":"ålesund"}')).status).toBe(200);
    expect((await call('not json')).status).toBe(400);
    const limited = await call('{"term":"ålesund"}');
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as ErrorBody).error.code).toBe('rate_limited');
    expect(handler).toHaveBeenCalledTimes(1);
  });
});

describe('limits shared through PostgreSQL', () => {
  let schema: string;
  let admin: Pool;
  const stores: RateLimitStore[] = [];

  beforeAll(async () => {
    schema = `test_rl_${process.pid}_${randomBytes(4).toString('hex')}`;
    admin = new Pool({ connectionString: TEST_DATABASE_URL, max: 1 });
    await admin.query(`create schema ${schema}`);
  });

  afterAll(async () => {
    await Promise.all(stores.map((store) => store.close()));
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
  });

  async function processStore(): Promise<RateLimitStore> {
    const store = await postgresRateLimitStore(TEST_DATABASE_URL, { schema });
    stores.push(store);
    return store;
  }

  it('counts hits of two server processes together', async () => {
    // Two stores with their own pools: what two web nodes with the same DATABASE_URL have.
    const first = new KeyedRateLimiter('landing-query', 5, 60, await processStore());
    const second = new KeyedRateLimiter('landing-query', 5, 60, await processStore());
    const decisions = [];
    for (let i = 0; i < 4; i++) {
      decisions.push(await first.hit('203.0.113.5'));
      decisions.push(await second.hit('203.0.113.5'));
    }
    expect(decisions.map((d) => d.allowed)).toEqual([true, true, true, true, true, false, false, false]);
    expect(decisions[5].retryAfterSeconds).toBeGreaterThanOrEqual(59);
    // Another address, and the same address in another bucket, are counted apart.
    expect((await second.hit('203.0.113.6')).allowed).toBe(true);
    expect((await new KeyedRateLimiter('csv', 5, 60, await processStore()).hit('203.0.113.5')).allowed).toBe(
      true,
    );
    const rows = await admin.query(`select key, points from ${schema}.rate_limits order by key`);
    expect(rows.rows).toEqual([
      { key: 'csv:203.0.113.5', points: 1 },
      { key: 'landing-query:203.0.113.5', points: 8 },
      { key: 'landing-query:203.0.113.6', points: 1 },
    ]);
  });

  it('check reads the shared count without adding to it, and agrees with hit', async () => {
    const first = new KeyedRateLimiter('search', 2, 60, await processStore());
    const second = new KeyedRateLimiter('search', 2, 60, await processStore());
    expect((await second.check('203.0.113.9')).allowed).toBe(true);
    const pairs = [];
    for (let i = 0; i < 3; i++) {
      const checked = await second.check('203.0.113.9');
      pairs.push([checked, await first.hit('203.0.113.9')]);
    }
    expect(pairs.map(([checked, hit]) => [checked.allowed, hit.allowed])).toEqual([
      [true, true],
      [true, true],
      [false, false],
    ]);
    expect(pairs[2][0].retryAfterSeconds).toBeGreaterThanOrEqual(59);
    const { rows } = await admin.query(
      `select points from ${schema}.rate_limits where key = 'search:203.0.113.9'`,
    );
    expect(rows).toEqual([{ points: 3 }]);
  });

  it('is used by rateLimitResponse when DATABASE_URL is set', async () => {
    process.env.DATABASE_URL = TEST_DATABASE_URL;
    process.env.RATE_LIMIT_SAVE = '1';
    process.env.TRUST_PROXY = '1';
    const request = () => new Request('http://localhost/x', { headers: { 'X-Forwarded-For': '192.0.2.77' } });
    try {
      expect(await rateLimitResponse('save', request())).toBeNull();
      expect((await rateLimitResponse('save', request()))?.status).toBe(429);
      const { rows } = await admin.query(
        `select points from public.rate_limits where key = 'save:192.0.2.77'`,
      );
      expect(rows).toEqual([{ points: 2 }]);
    } finally {
      await admin.query(`delete from public.rate_limits where key = 'save:192.0.2.77'`).catch(() => {});
    }
  });

  it('fails open to a per-process count, with one warning, when PostgreSQL does not answer', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const dead = await postgresRateLimitStore('postgres://postgres@127.0.0.1:1/none');
      stores.push(dead);
      const limiter = new KeyedRateLimiter('csv', 2, 60, dead);
      const started = Date.now();
      const decisions = [await limiter.hit('a'), await limiter.hit('a'), await limiter.hit('a')];
      expect(decisions.map((d) => d.allowed)).toEqual([true, true, false]);
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0][0]).toMatch(/rate limits: .*counting per process/);
    } finally {
      warn.mockRestore();
    }
  });
});

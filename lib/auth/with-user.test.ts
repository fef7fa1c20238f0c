import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { z } from 'zod';
import type { Endpoint } from '@/lib/api/endpoint';
import {
  createTestUser,
  startTestAuthEmulator,
  type RunningAuthEmulator,
  type TestUser,
} from '@/tests/helpers/auth-emulator';
import { DEFAULT_PROJECT_ID } from './environment';
import { verifyFirebaseIdToken } from './firebase-admin';
import { resetUserWriteLimits, USER_WRITES_PER_MINUTE, withUser } from './with-user';

// The real verification, watched: which calls asked Firebase about revocation.
jest.mock('./firebase-admin', () => {
  const actual = jest.requireActual<typeof import('./firebase-admin')>('./firebase-admin');
  return { ...actual, verifyFirebaseIdToken: jest.fn(actual.verifyFirebaseIdToken) };
});
const verifyCalls = () =>
  (verifyFirebaseIdToken as jest.Mock).mock.calls.map(([, options]) => Boolean(options?.checkRevoked));

/**
 * withUser against the real Auth emulator: writes check that the token was not revoked and the user
 * is not disabled (a call to Firebase), and are limited per user; reads do neither.
 */

type ErrorBody = { error: { code: string; message: string } };

const endpointOf = (method: 'GET' | 'POST') =>
  ({
    method,
    path: '/api/user/test',
    summary: 'test',
    tag: 'test',
    response: z.object({ uid: z.string() }),
    cache: 'private',
  }) satisfies Endpoint;

const write = withUser(endpointOf('POST'), async ({ user }) => ({ uid: user.uid }));
const read = withUser(endpointOf('GET'), async ({ user }) => ({ uid: user.uid }));

const call = async (route: typeof write, user: TestUser, method: 'GET' | 'POST') => {
  const response = await route(
    new Request('http://localhost/api/user/test', {
      method,
      headers: { Authorization: `Bearer ${user.idToken}` },
    }),
    { params: Promise.resolve({}) },
  );
  return { status: response.status, headers: response.headers, body: (await response.json()) as unknown };
};

let emulator: RunningAuthEmulator;
let admin: App;

beforeAll(async () => {
  emulator = await startTestAuthEmulator();
  admin = initializeApp({ projectId: DEFAULT_PROJECT_ID }, 'with-user-test-admin');
}, 240_000);

afterAll(async () => {
  await deleteApp(admin);
  await emulator?.stop();
});

beforeEach(() => {
  resetUserWriteLimits();
  (verifyFirebaseIdToken as jest.Mock).mockClear();
});

// Token times are whole seconds: revoking in the second of sign-in would not make the token older.
const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1_100));

describe('writes check revocation', () => {
  it('refuses a revoked token on writes with 401 in Norwegian', async () => {
    const user = await createTestUser(emulator.host, 'revoked');
    expect((await call(write, user, 'POST')).status).toBe(200);
    await nextSecond();
    await getAuth(admin).revokeRefreshTokens(user.uid);

    const refused = await call(write, user, 'POST');
    expect(refused.status).toBe(401);
    expect((refused.body as ErrorBody).error).toEqual({
      code: 'unauthorized',
      message: 'Innloggingen er trukket tilbake (for eksempel etter byttet passord). Logg inn på nytt.',
    });
    expect(refused.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect(refused.headers.get('cache-control')).toBe('private, no-store');
  });

  it('asks Firebase about revocation on writes only, not on every read', async () => {
    // (Against the emulator firebase-admin checks every token anyway; against a real project a read
    // then costs no call to Firebase.)
    const user = await createTestUser(emulator.host, 'reader');
    expect((await call(read, user, 'GET')).status).toBe(200);
    expect(verifyCalls()).toEqual([false]);
    (verifyFirebaseIdToken as jest.Mock).mockClear();
    expect((await call(write, user, 'POST')).status).toBe(200);
    expect(verifyCalls()).toContain(true);
  });

  it('refuses writes of a disabled user with 401', async () => {
    const user = await createTestUser(emulator.host, 'disabled');
    await getAuth(admin).updateUser(user.uid, { disabled: true });
    const refused = await call(write, user, 'POST');
    expect(refused.status).toBe(401);
    expect((refused.body as ErrorBody).error.message).toBe(
      'Brukeren er sperret og kan ikke gjøre endringer.',
    );
  });
});

describe('writes are limited per user', () => {
  it(`allows ${USER_WRITES_PER_MINUTE} a minute, then 429 with Retry-After; reads and other users go on`, async () => {
    const [busy, calm] = await Promise.all([
      createTestUser(emulator.host, 'busy'),
      createTestUser(emulator.host, 'calm'),
    ]);
    for (let i = 0; i < USER_WRITES_PER_MINUTE; i++)
      expect((await call(write, busy, 'POST')).status).toBe(200);
    const limited = await call(write, busy, 'POST');
    expect(limited.status).toBe(429);
    expect((limited.body as ErrorBody).error.code).toBe('rate_limited');
    expect((limited.body as ErrorBody).error.message).toMatch(/^For mange endringer på kort tid/);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.headers.get('cache-control')).toBe('private, no-store');
    expect((await call(read, busy, 'GET')).status).toBe(200);
    expect((await call(write, calm, 'POST')).status).toBe(200);
  });
});

import { callRoute } from '@/tests/helpers/call-route';
import { GET as listRoute } from '@/app/api/user/boats/route';
import {
  DELETE as removeRoute,
  GET as followingRoute,
  POST as addRoute,
} from '@/app/api/user/boats/[id]/route';
import { GET as configRoute } from '@/app/api/user/firebase-config/route';
import { userBoatSchema } from '@/lib/api/contract/user';
import {
  createTestUser,
  forgeUnsignedToken,
  startTestAuthEmulator,
  type TestUser,
} from '@/tests/helpers/auth-emulator';
import { USER_WRITES_PER_MINUTE, resetUserWriteLimits } from '@/lib/auth/with-user';
import { queryStore } from '@/lib/store/landing-store';
import { closeUserDb } from '@/lib/userdata/db';
import { removeDir } from '@/tests/helpers/fiskeridir-samples';
import { buildGeneratedStore, useStore } from '@/tests/helpers/test-store';
import type { RunningAuthEmulator } from '@/scripts/auth-emulator';
import type { UserBoat } from '@/lib/landings/boats/followed-boats';

/**
 * The user boat list API against the real Firebase Auth emulator (tokens minted by it, verified by
 * firebase-admin) and a landing store built through the real ingest path; user state in PGlite.
 */

type ErrorBody = { error: { code: string; message: string } };

let emulator: RunningAuthEmulator;
let dataDir: string;
let boatIds: string[];

const bearer = (user: TestUser, extra: Record<string, string> = {}) => ({
  headers: { Authorization: `Bearer ${user.idToken}`, ...extra },
});
const list = (init?: RequestInit) =>
  callRoute<UserBoat[] | ErrorBody>(listRoute, '/api/user/boats', {}, init);
const add = (id: string, init?: RequestInit) =>
  callRoute<UserBoat | ErrorBody>(addRoute, `/api/user/boats/${id}`, { id }, { method: 'POST', ...init });
const remove = (id: string, init?: RequestInit) =>
  callRoute(removeRoute, `/api/user/boats/${id}`, { id }, { method: 'DELETE', ...init });
const following = (id: string, init?: RequestInit) =>
  callRoute(followingRoute, `/api/user/boats/${id}`, { id }, init);

beforeAll(async () => {
  [emulator, dataDir] = await Promise.all([startTestAuthEmulator(), buildGeneratedStore()]);
  useStore(dataDir);
  const rows = await queryStore<{ vessel_id: string }>(
    'select vessel_id from boats where last_landing is not null order by vessel_id limit 3',
  );
  boatIds = rows.map((row) => row.vessel_id);
}, 240_000);

afterAll(async () => {
  await closeUserDb();
  await emulator?.stop();
  if (dataDir) removeDir(dataDir);
});

beforeEach(() => resetUserWriteLimits());

describe('authentication', () => {
  it('answers 401 without a token, on every method, privately and with WWW-Authenticate', async () => {
    for (const answer of [
      await list(),
      await add(boatIds[0]),
      await remove(boatIds[0]),
      await following(boatIds[0]),
    ]) {
      expect(answer.status).toBe(401);
      expect((answer.body as ErrorBody).error.code).toBe('unauthorized');
      expect(answer.headers.get('cache-control')).toBe('private, no-store');
      expect(answer.headers.get('www-authenticate')).toMatch(/^Bearer/);
    }
    // Not a bearer token either.
    expect((await list({ headers: { Authorization: 'Basic dXNlcjpwYXNz' } })).status).toBe(401);
  });

  it('answers 401 with a garbage token, a token of another project and an expired token', async () => {
    const now = Math.floor(Date.now() / 1000);
    for (const token of [
      'not-a-token',
      'a.b.c',
      forgeUnsignedToken({
        aud: 'demo-another-project',
        iss: 'https://securetoken.google.com/demo-another-project',
      }),
      forgeUnsignedToken({ iat: now - 7200, auth_time: now - 7200, exp: now - 3600 }),
      'x'.repeat(10_000),
    ]) {
      const answer = await list({ headers: { Authorization: `Bearer ${token}` } });
      expect(answer.status).toBe(401);
      expect((answer.body as ErrorBody).error.code).toBe('unauthorized');
    }
  });

  it('rejects emulator tokens when the server does not use the emulator', async () => {
    const user = await createTestUser(emulator.host);
    const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
    delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    try {
      // Unsigned (alg none): refused before any key is fetched.
      expect((await list(bearer(user))).status).toBe(401);
    } finally {
      process.env.FIREBASE_AUTH_EMULATOR_HOST = host;
    }
  });

  it('accepts a User-ID header only when it is the token’s user (403 otherwise)', async () => {
    const [alice, bob] = await Promise.all([createTestUser(emulator.host), createTestUser(emulator.host)]);
    const spoofed = await list(bearer(alice, { 'User-ID': bob.uid }));
    expect(spoofed.status).toBe(403);
    expect((spoofed.body as ErrorBody).error.code).toBe('forbidden');
    expect((await add(boatIds[0], bearer(alice, { 'User-ID': bob.uid }))).status).toBe(403);
    expect((await list(bearer(alice, { 'User-ID': alice.uid }))).status).toBe(200);
    expect((await list(bearer(alice))).status).toBe(200);
  });
});

describe('the boat list', () => {
  it('follows, lists with the latest landing, and unfollows', async () => {
    const user = await createTestUser(emulator.host);
    const id = boatIds[0];
    expect((await list(bearer(user))).body).toEqual([]);

    const added = await add(id, bearer(user));
    expect(added.status).toBe(201);
    expect(added.headers.get('cache-control')).toBe('private, no-store');
    const boat = userBoatSchema.parse(added.body);
    const [facts] = await queryStore<{ name: string; last_landing: string; weight: number; notes: number }>(
      `select b.name, strftime(b.last_landing, '%Y-%m-%d') as last_landing,
         (select sum(round_weight) from landing_lines l where l.vessel_id = b.vessel_id and l.landing_date = b.last_landing) as weight,
         (select count(distinct doc_key)::integer from landing_lines l
          where l.vessel_id = b.vessel_id and l.landing_date = b.last_landing) as notes
       from boats b where vessel_id = $1`,
      [id],
    );
    expect(boat).toMatchObject({ id, name: facts.name, latestLanding: { date: facts.last_landing } });
    expect(boat.latestLanding!.weight).toBeCloseTo(Number(facts.weight), 1);
    expect(boat.latestLanding!.documents).toBe(facts.notes);

    const again = await add(id, bearer(user));
    expect(again.status).toBe(200);
    expect((again.body as UserBoat).followedAt).toBe(boat.followedAt);

    const listed = await list(bearer(user));
    expect(listed.status).toBe(200);
    expect(listed.headers.get('cache-control')).toBe('private, no-store');
    expect(listed.body).toEqual([boat]);
    expect((await following(id, bearer(user))).body).toEqual({
      id,
      following: true,
      followedAt: boat.followedAt,
    });

    expect((await remove(id, bearer(user))).body).toEqual({ id, following: false, removed: true });
    expect((await remove(id, bearer(user))).body).toEqual({ id, following: false, removed: false });
    expect((await list(bearer(user))).body).toEqual([]);
    expect((await following(id, bearer(user))).body).toEqual({ id, following: false, followedAt: null });
  });

  it("never shows or changes another user's list", async () => {
    const [alice, bob] = await Promise.all([createTestUser(emulator.host), createTestUser(emulator.host)]);
    await add(boatIds[0], bearer(alice));
    await add(boatIds[1], bearer(alice));
    expect((await list(bearer(bob))).body).toEqual([]);
    expect((await following(boatIds[0], bearer(bob))).body).toMatchObject({ following: false });
    // Bob unfollowing Alice's boat touches only his own (empty) list.
    expect((await remove(boatIds[0], bearer(bob))).body).toMatchObject({ removed: false });
    await add(boatIds[2], bearer(bob));
    expect(((await list(bearer(alice))).body as UserBoat[]).map((b) => b.id).sort()).toEqual(
      [boatIds[0], boatIds[1]].sort(),
    );
    expect(((await list(bearer(bob))).body as UserBoat[]).map((b) => b.id)).toEqual([boatIds[2]]);
  });

  it('never duplicates a boat under concurrent adds', async () => {
    const user = await createTestUser(emulator.host);
    const answers = await Promise.all(Array.from({ length: 10 }, () => add(boatIds[1], bearer(user))));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    expect((await list(bearer(user))).body).toHaveLength(1);
  });

  it('answers 404 for a boat the landing store does not know, 400 for a malformed id', async () => {
    const user = await createTestUser(emulator.host);
    const unknown = await add('999999999999999', bearer(user));
    expect(unknown.status).toBe(404);
    expect((unknown.body as ErrorBody).error.code).toBe('not_found');
    expect((await add('abc', bearer(user))).status).toBe(400);
    expect((await list(bearer(user))).body).toEqual([]);
  });

  it(`limits writes to ${USER_WRITES_PER_MINUTE} a minute per user, with Retry-After`, async () => {
    const [busy, calm] = await Promise.all([createTestUser(emulator.host), createTestUser(emulator.host)]);
    for (let i = 0; i < USER_WRITES_PER_MINUTE; i++) {
      const answer = i % 2 ? await remove(boatIds[0], bearer(busy)) : await add(boatIds[0], bearer(busy));
      expect(answer.status).toBeLessThan(300);
    }
    const limited = await add(boatIds[1], bearer(busy));
    expect(limited.status).toBe(429);
    expect((limited.body as ErrorBody).error.code).toBe('rate_limited');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.headers.get('cache-control')).toBe('private, no-store');
    expect((await remove(boatIds[0], bearer(busy))).status).toBe(429);
    // Reading is not limited, and other users are not affected.
    expect((await list(bearer(busy))).status).toBe(200);
    expect((await add(boatIds[1], bearer(calm))).status).toBe(201);
  });
});

describe('the public sign-in configuration', () => {
  it('comes from the environment at request time, with the emulator when it is in use', async () => {
    const answer = await callRoute<Record<string, string>>(configRoute, '/api/user/firebase-config');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      apiKey: 'demo-api-key',
      authDomain: 'demo-fangstdata.firebaseapp.com',
      projectId: 'demo-fangstdata',
      emulatorHost: emulator.host,
    });
    process.env.FIREBASE_PROJECT_ID = 'fangstdata-prod';
    process.env.FIREBASE_API_KEY = 'AIza-test';
    try {
      const changed = await callRoute<Record<string, string>>(configRoute, '/api/user/firebase-config');
      expect(changed.body).toMatchObject({ projectId: 'fangstdata-prod', apiKey: 'AIza-test' });
    } finally {
      delete process.env.FIREBASE_PROJECT_ID;
      delete process.env.FIREBASE_API_KEY;
    }
  });
});

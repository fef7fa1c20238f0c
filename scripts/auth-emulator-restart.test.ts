import path from 'node:path';
import { DEFAULT_PROJECT_ID, DEMO_API_KEY } from '@/lib/auth/environment';
import { verifyFirebaseIdToken } from '@/lib/auth/firebase-admin';
import { printingEmulatorLogsOnFailure } from '@/tests/helpers/auth-emulator';
import { makeTempDir, removeDir } from '@/tests/helpers/fiskeridir-samples';
import { ensureAuthEmulator, type RunningAuthEmulator } from './auth-emulator';
import { freePort } from './auth-emulator-home';

/**
 * A restart of the local sign-in does not sign anyone out: after the emulator is stopped with SIGTERM
 * (as a service manager stops `npm start`) and started again, the ID token a reader already holds and
 * a token refreshed from their refresh token still pass the app's check for revoked sessions.
 */

jest.setTimeout(600_000);

let dataDir: string;
let emulator: RunningAuthEmulator | null = null;
const savedHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;

beforeAll(() => {
  dataDir = makeTempDir('fangstdata-auth-restart-');
});

afterAll(async () => {
  await emulator?.stop();
  if (savedHost === undefined) delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
  else process.env.FIREBASE_AUTH_EMULATOR_HOST = savedHost;
  removeDir(dataDir);
});

async function start(port: number): Promise<RunningAuthEmulator> {
  const started = await ensureAuthEmulator({
    projectId: DEFAULT_PROJECT_ID,
    port,
    persistDir: path.join(dataDir, 'auth-emulator'),
    logFile: path.join(dataDir, 'emulator.log'),
  });
  expect(started.started).toBe(true);
  process.env.FIREBASE_AUTH_EMULATOR_HOST = started.host;
  return started;
}

async function post<T>(url: string, body: object): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const parsed = (await response.json()) as T;
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${JSON.stringify(parsed)}`);
  return parsed;
}

const signUp = (host: string, email: string) =>
  post<{ localId: string; idToken: string; refreshToken: string }>(
    `http://${host}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${DEMO_API_KEY}`,
    { email, password: 'hemmelig-passord', returnSecureToken: true },
  );

const refresh = (host: string, refreshToken: string) =>
  post<{ id_token: string }>(`http://${host}/securetoken.googleapis.com/v1/token?key=${DEMO_API_KEY}`, {
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
  });

it('keeps a signed-in reader signed in across a SIGTERM and a restart of the emulator', () =>
  printingEmulatorLogsOnFailure(() => [path.join(dataDir, 'emulator.log')], keepsReaderSignedIn));

async function keepsReaderSignedIn() {
  const port = await freePort();
  emulator = await start(port);
  const email = 'leser@example.com';
  const reader = await signUp(emulator.host, email);
  await expect(verifyFirebaseIdToken(reader.idToken, { checkRevoked: true })).resolves.toMatchObject({
    uid: reader.localId,
  });
  // Tokens are stamped in whole seconds: a restart within the second of the sign-up would hide the bug.
  await new Promise((resolve) => setTimeout(resolve, 1_100));

  // SIGTERM straight to the emulator, as a service manager's group kill delivers it: the exit export.
  const stopped = emulator;
  emulator = null;
  process.kill(stopped.pid!, 'SIGTERM');
  await stopped.stop();

  emulator = await start(port);
  await expect(verifyFirebaseIdToken(reader.idToken, { checkRevoked: true })).resolves.toEqual({
    uid: reader.localId,
    email,
    emailVerified: false,
  });
  const refreshed = await refresh(emulator.host, reader.refreshToken);
  await expect(verifyFirebaseIdToken(refreshed.id_token, { checkRevoked: true })).resolves.toMatchObject({
    uid: reader.localId,
  });
}

import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createTestUser, printingEmulatorLogsOnFailure, type TestUser } from '@/tests/helpers/auth-emulator';
import { DEMO_API_KEY } from '@/lib/auth/environment';
import { verifyFirebaseIdToken } from '@/lib/auth/firebase-admin';
import { makeTempDir, removeDir } from '@/tests/helpers/fiskeridir-samples';
import { ensureAuthEmulator, recoverInterruptedExport, type RunningAuthEmulator } from './auth-emulator';
import { freePort } from './auth-emulator-home';

/**
 * Local accounts survive a restart of the real Auth emulator (firebase-tools, offline), on a port of
 * its own so that it runs next to any emulator on 9099: a user who signed up signs in again after a
 * clean stop, and after a crash (SIGKILL, no exit export) as of the last periodic export.
 */

jest.setTimeout(600_000);

let dataDir: string;
let port: number;
let emulator: RunningAuthEmulator | null = null;
const savedHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;

beforeAll(async () => {
  dataDir = makeTempDir('fangstdata-auth-emulator-');
  port = await freePort();
});

afterAll(async () => {
  await emulator?.stop();
  if (savedHost === undefined) delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
  else process.env.FIREBASE_AUTH_EMULATOR_HOST = savedHost;
  removeDir(dataDir);
});

const persistDir = () => path.join(dataDir, 'auth-emulator');

const logFile = () => path.join(dataDir, 'emulator.log');

async function start(exportIntervalMs?: number): Promise<RunningAuthEmulator> {
  const started = await ensureAuthEmulator({
    port,
    persistDir: persistDir(),
    logFile: logFile(),
    exportIntervalMs,
  });
  expect(started.started).toBe(true);
  return started;
}

async function signIn(
  host: string,
  user: TestUser,
): Promise<{ uid?: string; idToken?: string; status: number }> {
  const response = await fetch(
    `http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${DEMO_API_KEY}`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: 'hemmelig-passord', returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { localId?: string; idToken?: string };
  return { uid: body.localId, idToken: body.idToken, status: response.status };
}

const exportedEmails = () => {
  const file = path.join(persistDir(), 'auth_export', 'accounts.json');
  if (!existsSync(file)) return [];
  const { users } = JSON.parse(readFileSync(file, 'utf8')) as { users: { email?: string }[] };
  return users.map((user) => user.email);
};

it('keeps accounts across a crash (periodic export) and a clean stop (exit export)', () =>
  printingEmulatorLogsOnFailure(() => [logFile()], keepsAccountsAcrossCrashAndStop));

async function keepsAccountsAcrossCrashAndStop() {
  // First run: a sign-up, exported by the periodic export, then the emulator is killed outright, just
  // after that export and seconds before the next (a crash in the middle of an export is the unit test
  // of recoverInterruptedExport below: on a busy machine, exports every second overlap the kill).
  emulator = await start(5_000);
  const early = await createTestUser(emulator.host, 'persist');
  for (let waited = 0; !exportedEmails().includes(early.email); waited += 250) {
    if (waited > 30_000) throw new Error('no periodic export within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const crashed = emulator;
  emulator = null;
  await crashAndWait(crashed);

  // Second run: the account is imported; the same uid signs in and its ID token verifies.
  emulator = await start();
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  const again = await signIn(emulator.host, early);
  expect(again).toMatchObject({ status: 200, uid: early.uid });
  await expect(verifyFirebaseIdToken(again.idToken!)).resolves.toMatchObject({
    uid: early.uid,
    email: early.email,
  });
  const late = await createTestUser(emulator.host, 'persist');
  await emulator.stop();
  emulator = null;

  // Third run, after a clean stop: both accounts are there.
  emulator = await start();
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  for (const user of [early, late]) {
    const signedIn = await signIn(emulator.host, user);
    expect(signedIn).toMatchObject({ status: 200, uid: user.uid });
    await expect(verifyFirebaseIdToken(signedIn.idToken!, { checkRevoked: true })).resolves.toMatchObject({
      uid: user.uid,
    });
  }
}

/** A crash: the emulator gets SIGKILL, so no exit export runs. */
async function crashAndWait(running: RunningAuthEmulator) {
  process.kill(running.pid!, 'SIGKILL');
  await running.stop(); // only clears the export timer and waits for the exit: the process is gone
}

it('starts the emulator again when it exits just after announcing it is ready (a port lost at bind)', async () => {
  const marker = path.join(dataDir, 'port-taken');
  const log = path.join(dataDir, 'lost-port.log');
  const thief = path.resolve('tests/helpers/emulator-port-thief.cjs');
  const savedOptions = process.env.NODE_OPTIONS;
  process.env.NODE_OPTIONS = `${savedOptions ?? ''} --require ${JSON.stringify(thief)}`;
  process.env.FANGSTDATA_TAKE_PORT_ONCE = marker;
  let relaunched: RunningAuthEmulator | null = null;
  try {
    relaunched = await ensureAuthEmulator({ port: await freePort(), logFile: log });
    // The emulator handed back answers (the one that lost its port has gone), and it is a second launch.
    await expect(createTestUser(relaunched.host, 'relaunched')).resolves.toHaveProperty('uid');
    expect(existsSync(marker)).toBe(true);
    expect(readFileSync(log, 'utf8')).toContain('starting it again');
  } finally {
    await relaunched?.stop();
    if (savedOptions === undefined) delete process.env.NODE_OPTIONS;
    else process.env.NODE_OPTIONS = savedOptions;
    delete process.env.FANGSTDATA_TAKE_PORT_ONCE;
  }
});

it('recovers an export the emulator had completed but not yet moved into place when it crashed', () => {
  const work = makeTempDir('fangstdata-auth-recover-');
  try {
    const persist = path.join(work, 'auth-emulator');
    const write = (dir: string, files: Record<string, string>) => {
      for (const [name, content] of Object.entries(files)) {
        mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
        writeFileSync(path.join(dir, name), content);
      }
    };
    // The hub had removed the old export; the new one is complete beside it, a later one cut off.
    write(path.join(work, 'firebase-export-1700000000000abc'), {
      'firebase-export-metadata.json': '{}',
      'auth_export/accounts.json': '{"users":[{"email":"a@example.org"}]}',
    });
    write(path.join(work, 'firebase-export-1700000060000def'), { 'auth_export/accounts.json': '{"us' });
    recoverInterruptedExport(persist, work);
    expect(readFileSync(path.join(persist, 'auth_export', 'accounts.json'), 'utf8')).toContain(
      'a@example.org',
    );
    expect(readdirSync(work)).toEqual(['auth-emulator']);

    // An export cut off before its metadata was written is cleared away; the one in place is kept.
    write(path.join(work, 'firebase-export-1700000120000ghi'), { 'auth_export/accounts.json': '{}' });
    recoverInterruptedExport(persist, work);
    expect(readFileSync(path.join(persist, 'auth_export', 'accounts.json'), 'utf8')).toContain(
      'a@example.org',
    );
    expect(readdirSync(work)).toEqual(['auth-emulator']);

    // The old export half deleted (its metadata left, its accounts gone) beside a complete new one.
    rmSync(path.join(persist, 'auth_export'), { recursive: true });
    write(path.join(work, 'firebase-export-1700000180000jkl'), {
      'firebase-export-metadata.json': '{}',
      'auth_export/accounts.json': '{"users":[{"email":"b@example.org"}]}',
    });
    recoverInterruptedExport(persist, work);
    expect(readFileSync(path.join(persist, 'auth_export', 'accounts.json'), 'utf8')).toContain(
      'b@example.org',
    );
    expect(readdirSync(work)).toEqual(['auth-emulator']);
  } finally {
    removeDir(work);
  }
});

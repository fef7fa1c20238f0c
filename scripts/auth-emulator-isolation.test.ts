import path from 'node:path';
import { DEFAULT_PROJECT_ID } from '@/lib/auth/environment';
import { createTestUser, printingEmulatorLogsOnFailure } from '@/tests/helpers/auth-emulator';
import { makeTempDir, removeDir } from '@/tests/helpers/fiskeridir-samples';
import { ensureAuthEmulator, type RunningAuthEmulator } from './auth-emulator';
import { freePort } from './auth-emulator-home';

/**
 * Two Auth emulators of the same project on one machine (a developer's `npm start` and a test run, or
 * two checkouts) keep their accounts apart: each one's exit export writes its own accounts, whichever
 * of the two started first, and a restart finds exactly the accounts it had.
 */

jest.setTimeout(600_000);

let dataDir: string;
const running: RunningAuthEmulator[] = [];

beforeAll(() => {
  dataDir = makeTempDir('fangstdata-auth-isolation-');
});

afterAll(async () => {
  await Promise.all(running.map((emulator) => emulator.stop()));
  removeDir(dataDir);
});

interface Side {
  name: string;
  port: number;
  persistDir: string;
}

async function start(side: Side): Promise<RunningAuthEmulator> {
  const emulator = await ensureAuthEmulator({
    projectId: DEFAULT_PROJECT_ID,
    port: side.port,
    persistDir: side.persistDir,
    logFile: path.join(dataDir, `${side.name}.log`),
    // No periodic export during the test: what survives a stop is the emulator's own exit export.
    exportIntervalMs: 3_600_000,
  });
  expect(emulator.started).toBe(true);
  running.push(emulator);
  return emulator;
}

/**
 * SIGINT is Ctrl-C in a terminal: the emulator exports through its hub and exits. SIGKILL is a crash:
 * no export at all.
 */
async function signal(emulator: RunningAuthEmulator, name: 'SIGINT' | 'SIGKILL') {
  running.splice(running.indexOf(emulator), 1);
  process.kill(emulator.pid!, name);
  for (let waited = 0; isAlive(emulator.pid!); waited += 250) {
    if (waited > 60_000) throw new Error(`emulator ${emulator.pid} did not exit within 60 s of ${name}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await emulator.stop(); // clears its export timer: the process is gone
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Every account's email in the emulator at `host`, through its admin REST API. */
async function emails(host: string): Promise<string[]> {
  const response = await fetch(
    `http://${host}/identitytoolkit.googleapis.com/v1/projects/${DEFAULT_PROJECT_ID}/accounts:query`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
      body: JSON.stringify({ returnUserInfo: true }),
    },
  );
  expect(response.status).toBe(200);
  const body = (await response.json()) as { userInfo?: { email: string }[] };
  return (body.userInfo ?? []).map((user) => user.email).sort();
}

it('keeps the accounts of two emulators of one project apart across stops and restarts', () =>
  printingEmulatorLogsOnFailure(
    () => ['first', 'second'].map((name) => path.join(dataDir, `${name}.log`)),
    keepsAccountsApart,
  ));

async function keepsAccountsApart() {
  const sides: Side[] = [];
  for (const name of ['first', 'second']) {
    sides.push({ name, port: await freePort(), persistDir: path.join(dataDir, name, 'auth-emulator') });
  }
  // Started at the same moment: neither may take the other's hub registration or ports.
  const emulators = await Promise.all(sides.map(start));
  const accounts = await Promise.all(
    emulators.map(async (emulator, index) => {
      const users = [
        await createTestUser(emulator.host, sides[index].name),
        await createTestUser(emulator.host, sides[index].name),
      ];
      return users.map((user) => user.email).sort();
    }),
  );
  for (const [index, emulator] of emulators.entries()) {
    expect(await emails(emulator.host)).toEqual(accounts[index]);
  }

  // Each in turn: stopped while the other runs, restarted, and it holds exactly its own accounts.
  for (const index of [0, 1]) {
    await signal(emulators[index], 'SIGINT');
    emulators[index] = await start(sides[index]);
    expect(await emails(emulators[index].host)).toEqual(accounts[index]);
  }
  // A crash beside the running twin: the restart imports the crashed one's own last export.
  await signal(emulators[0], 'SIGKILL');
  emulators[0] = await start(sides[0]);
  expect(await emails(emulators[0].host)).toEqual(accounts[0]);
  expect(await emails(emulators[1].host)).toEqual(accounts[1]);
}

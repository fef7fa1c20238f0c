/**
 * The Firebase Auth emulator (firebase-tools) for local runs and tests, when no real Firebase project is
 * configured. Used by `scripts/start.ts` and the jest API tests; runnable on its own:
 *   npx tsx scripts/auth-emulator.ts      (runs it in the foreground until Ctrl-C)
 *
 * It works offline but takes ~30 s to start on a busy 2-core machine, so we wait for its port to answer.
 * An emulator that already answers on the port (another `npm start`, a test run) is reused, never stopped.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_EMULATOR_HOST, DEFAULT_PROJECT_ID } from '../lib/auth/environment';

const root = path.resolve(__dirname, '..');
const firebaseBin = path.join(root, 'node_modules', '.bin', 'firebase');

export const START_TIMEOUT_MS = 180_000;

export interface RunningAuthEmulator {
  /** `host:port`, the value for FIREBASE_AUTH_EMULATOR_HOST. */
  host: string;
  /** False when an emulator was already running and is only reused. */
  started: boolean;
  /** Stops the emulator if this process started it; a reused one is left alone. */
  stop(): Promise<void>;
}

/** Whether an Auth emulator answers at `host:port` (its root answers `{ authEmulator: { ready } }`). */
export async function authEmulatorAnswers(host: string = DEFAULT_EMULATOR_HOST, timeoutMs = 1500) {
  try {
    const response = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(timeoutMs) });
    const body = (await response.json()) as { authEmulator?: { ready?: boolean } };
    return body.authEmulator?.ready === true;
  } catch {
    return false;
  }
}

export function authEmulatorAvailable(): boolean {
  return existsSync(firebaseBin);
}

function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/**
 * Makes sure an Auth emulator answers at 127.0.0.1:9099: reuses a running one, otherwise starts
 * `firebase emulators:start --only auth` (config: firebase.json) and waits until it is ready.
 * Its output goes to `logFile` when given, else it is discarded.
 */
export async function ensureAuthEmulator(
  options: { projectId?: string; logFile?: string; quiet?: boolean } = {},
): Promise<RunningAuthEmulator> {
  const host = DEFAULT_EMULATOR_HOST;
  if (await authEmulatorAnswers(host)) {
    return { host, started: false, stop: async () => {} };
  }
  if (!authEmulatorAvailable()) {
    throw new Error(
      'firebase-tools is not installed (node_modules/.bin/firebase): cannot start the Auth emulator',
    );
  }
  const projectId = options.projectId ?? DEFAULT_PROJECT_ID;
  let log: ReturnType<typeof createWriteStream> | null = null;
  if (options.logFile) {
    mkdirSync(path.dirname(options.logFile), { recursive: true });
    log = createWriteStream(options.logFile, { flags: 'a' });
  }
  const env = { ...process.env };
  delete env.FIREBASE_AUTH_EMULATOR_HOST;
  // Same process group as us: a Ctrl-C or a group kill by a test runner reaches it too.
  const child = spawn(firebaseBin, ['emulators:start', '--only', 'auth', '--project', projectId], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env,
  });
  child.stdout?.on('data', (chunk) => log?.write(chunk));
  child.stderr?.on('data', (chunk) => log?.write(chunk));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      // SIGINT is the emulator's clean shutdown; kill it if it does not finish in time.
      child.kill('SIGINT');
      if (!(await waitForExit(child, 10_000))) {
        child.kill('SIGKILL');
        await waitForExit(child, 5_000);
      }
    }
    log?.end();
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!(await authEmulatorAnswers(host))) {
    if (child.exitCode !== null || child.signalCode !== null) {
      log?.end();
      throw new Error(
        `The Firebase Auth emulator exited during start (${child.exitCode ?? child.signalCode})` +
          (options.logFile ? `; see ${options.logFile}` : ''),
      );
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(
        `The Firebase Auth emulator did not answer on ${host} within ${START_TIMEOUT_MS / 1000} s`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { host, started: true, stop };
}

if (require.main === module) {
  console.log(`Starting the Firebase Auth emulator on ${DEFAULT_EMULATOR_HOST} (takes about 30 s) …`);
  ensureAuthEmulator({ logFile: path.join(root, 'data', 'firebase-auth-emulator.log') })
    .then((emulator) => {
      if (!emulator.started) {
        console.log(`An Auth emulator already answers on ${emulator.host}.`);
        return;
      }
      console.log(`✔ Auth emulator ready on ${emulator.host}; Ctrl-C stops it.`);
      for (const signal of ['SIGINT', 'SIGTERM'] as const) {
        process.on(signal, () => void emulator.stop().then(() => process.exit(0)));
      }
    })
    .catch((error: Error) => {
      console.error(`✖ ${error.message}`);
      process.exit(1);
    });
}

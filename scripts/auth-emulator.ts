/**
 * The Firebase Auth emulator (firebase-tools) for local runs and tests, when no real Firebase project is
 * configured. Used by `scripts/start.ts` and the jest API tests; runnable on its own:
 *   npx tsx scripts/auth-emulator.ts      (runs it in the foreground until Ctrl-C)
 *
 * It works offline but takes a while to start (longer on a busy machine), so we wait until it is ready.
 * An emulator that already answers on the port (another `npm start`, a test run) is reused, never stopped.
 *
 * Accounts survive a restart when `persistDir` is given (`npm start` uses DATA_DIR/auth-emulator): the
 * emulator imports that directory on start and exports into it on a clean exit (`--import`,
 * `--export-on-exit`). A crash or `kill -9` skips the exit export, so the accounts are also exported
 * every EXPORT_INTERVAL_MS through the emulator hub's export endpoint: at most the sign-ups of the
 * last interval are lost.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_PROJECT_ID, localAuthEmulatorHost } from '../lib/auth/environment';
import { dataDir as configuredDataDir } from '../lib/config';
import { prepareEmulatorHome } from './auth-emulator-home';
import { exportedTokenValidity, restoreTokenValidity } from './auth-emulator-validity';

const root = path.resolve(__dirname, '..');
const firebaseBin = path.join(root, 'node_modules', '.bin', 'firebase');
/** Makes the emulator compile its API's validators on first use rather than all at start. */
const preload = path.join(__dirname, 'auth-emulator-preload.cjs');

export const START_TIMEOUT_MS = 180_000;
export const EXPORT_INTERVAL_MS = 60_000;
/** What the emulator writes next to an export; its presence means there is something to import. */
const EXPORT_METADATA_FILE = 'firebase-export-metadata.json';
/** What firebase prints once every emulator has started and imported its data. */
const READY_ANNOUNCEMENT = 'All emulators ready';
/** firebase's own Auth emulator port, where a developer's emulator keeps firebase's other ports too. */
const DEFAULT_AUTH_EMULATOR_PORT = 9099;
/** Launches of one start: a lost port costs one more, a second loss means something else is wrong. */
const MAX_LAUNCHES = 3;
/**
 * firebase binds its servers without waiting for the bind: a port taken since its own check surfaces as
 * an uncaught error, and firebase exits 250 ms later (errorOut), possibly after announcing it is ready.
 * An emulator still running this long after it answered has bound every port it announced.
 */
const SETTLE_MS = 1_000;

export interface RunningAuthEmulator {
  /** `host:port`, the value for FIREBASE_AUTH_EMULATOR_HOST. */
  host: string;
  /** False when an emulator was already running and is only reused. */
  started: boolean;
  /** The emulator's process id when this process started it. */
  pid?: number;
  /** Writes the accounts to `persistDir` now (no-op without one, or for a reused emulator). */
  exportAccounts(): Promise<void>;
  /** Stops the emulator if this process started it (exporting its accounts); a reused one is left alone. */
  stop(): Promise<void>;
}

export interface AuthEmulatorOptions {
  projectId?: string;
  logFile?: string;
  quiet?: boolean;
  /** Where accounts are kept across restarts; without it they live as long as the emulator. */
  persistDir?: string;
  /** Auth port on 127.0.0.1 (default AUTH_EMULATOR_PORT, else 9099). */
  port?: number;
  /** How often accounts are exported while running (default EXPORT_INTERVAL_MS). */
  exportIntervalMs?: number;
}

/**
 * The emulator's hub exports into `firebase-export-<time>…` in its working directory, writes the export's
 * metadata file last, then deletes the old export file by file and moves the new one in. A crash after
 * the metadata is written leaves the newest complete export beside `persistDir`, and `persistDir` half
 * deleted or gone (a metadata file can outlive the accounts it describes): move the newest complete
 * export into place, and remove any export directory that was cut off before it was complete.
 */
export function recoverInterruptedExport(persistDir: string, workDir: string): void {
  const leftovers = existsSync(workDir)
    ? readdirSync(workDir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && entry.name.startsWith('firebase-export-'))
        .map((entry) => path.join(workDir, entry.name))
    : [];
  const complete = leftovers
    .filter((dir) => existsSync(path.join(dir, EXPORT_METADATA_FILE)))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  if (complete.length > 0) {
    rmSync(persistDir, { recursive: true, force: true });
    renameSync(complete[0], persistDir);
  }
  for (const dir of leftovers) if (existsSync(dir)) rmSync(dir, { recursive: true, force: true });
}

/** Whether an Auth emulator answers at `host:port` (its root answers `{ authEmulator: { ready } }`). */
export async function authEmulatorAnswers(host: string = localAuthEmulatorHost(), timeoutMs = 1500) {
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

/** One `firebase emulators:start` process of a start (a start relaunches one that exits). */
interface Launch {
  child: ChildProcess;
  hubPort: number;
  importing: boolean;
  /** firebase printed READY_ANNOUNCEMENT: every emulator started and the import ran. */
  announced: boolean;
}

/** Whether the hub on `hubPort` is the one of the emulator on `authPort` (and not another's). */
async function hubServes(hubPort: number, authPort: number): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${hubPort}/emulators`, {
      signal: AbortSignal.timeout(1500),
    });
    const body = (await response.json()) as { auth?: { port?: number } };
    return body.auth?.port === authPort;
  } catch {
    return false;
  }
}

/**
 * Ready: firebase announced it (after the import), the auth port and the hub (the export endpoint)
 * answer as this emulator's, and the process still runs once a late failed bind would have ended it.
 */
async function awaitReady(launch: Launch, host: string, deadline: number) {
  const exited = () => launch.child.exitCode !== null || launch.child.signalCode !== null;
  const authPort = Number(host.split(':')[1]);
  for (;;) {
    if (exited()) return 'exited';
    if (Date.now() > deadline) return 'timeout';
    if (
      launch.announced &&
      (await authEmulatorAnswers(host)) &&
      (await hubServes(launch.hubPort, authPort))
    ) {
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      if (!exited() && (await authEmulatorAnswers(host))) return 'ready';
      continue;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
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
 * Makes sure an Auth emulator answers at 127.0.0.1 on AUTH_EMULATOR_PORT (or `port`): reuses a running
 * one, otherwise starts `firebase emulators:start --only auth` and waits until it is ready. Its output
 * goes to `logFile` when given, else it is discarded. With `persistDir` its accounts outlive it (see
 * above). Each emulator started here has a private hub registration (scripts/auth-emulator-home.ts).
 */
export async function ensureAuthEmulator(options: AuthEmulatorOptions = {}): Promise<RunningAuthEmulator> {
  const port = options.port ?? Number(localAuthEmulatorHost().split(':')[1]);
  const host = `127.0.0.1:${port}`;
  if (await authEmulatorAnswers(host)) {
    return { host, started: false, exportAccounts: async () => {}, stop: async () => {} };
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
  const persistDir = options.persistDir ? path.resolve(options.persistDir) : null;
  // The emulator's working directory holds its debug log and the temporary directory of every export
  // (renamed into persistDir when complete): next to persistDir, on the same disk, out of the sources.
  // Without one (tests), scratch space of this port's own outside the sources.
  const workDir = persistDir
    ? path.dirname(persistDir)
    : path.join(os.tmpdir(), `fangstdata-emulator-${port}`);
  mkdirSync(workDir, { recursive: true });
  const homeDir = path.join(workDir, `auth-emulator-run-${port}`);
  const launch = async (defaultPorts: boolean): Promise<Launch> => {
    const home = await prepareEmulatorHome(homeDir, port, { defaultPorts });
    const args = ['emulators:start', '--only', 'auth', '--project', projectId, '--config', home.configFile];
    if (persistDir) {
      recoverInterruptedExport(persistDir, workDir);
      if (existsSync(path.join(persistDir, EXPORT_METADATA_FILE))) args.push('--import', persistDir);
      args.push('--export-on-exit', persistDir);
    }
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      TMPDIR: home.tmpDir,
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --require ${JSON.stringify(preload)}`.trim(),
    };
    delete env.FIREBASE_AUTH_EMULATOR_HOST;
    // Same process group as us: a Ctrl-C or a group kill by a test runner reaches it too.
    const child = spawn(firebaseBin, args, { cwd: workDir, stdio: ['ignore', 'pipe', 'pipe'], env });
    // Each launch reads only its own output: a relaunch must not count an earlier process's words.
    const launched: Launch = {
      child,
      hubPort: home.hubPort,
      importing: args.includes('--import'),
      announced: false,
    };
    let tail = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      log?.write(chunk);
      const seen = tail + chunk.toString();
      if (seen.includes(READY_ANNOUNCEMENT)) launched.announced = true;
      // Enough to find the announcement split across two chunks.
      tail = seen.slice(-READY_ANNOUNCEMENT.length);
    });
    child.stderr?.on('data', (chunk) => log?.write(chunk));
    return launched;
  };
  // firebase's own hub and logging ports (4400, 4500) for the emulator on firebase's own auth port (a
  // developer's `npm start`); one on a port of its own (tests, a second checkout) takes ports the system
  // hands out, so that emulators started at the same moment do not race for the same two ports.
  let current = await launch(port === DEFAULT_AUTH_EMULATOR_PORT);
  const running = () => current.child.exitCode === null && current.child.signalCode === null;

  let exporting: Promise<void> | null = null;
  const exportAccounts = (): Promise<void> => {
    if (!persistDir || !running()) return Promise.resolve();
    exporting ??= fetch(`http://127.0.0.1:${current.hubPort}/_admin/export`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ path: persistDir, initiatedBy: 'fangstdata', targets: ['auth'] }),
      signal: AbortSignal.timeout(30_000),
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(`export answered ${response.status}: ${await response.text()}`);
      })
      .finally(() => {
        exporting = null;
      });
    return exporting;
  };
  let exportTimer: NodeJS.Timeout | null = null;

  const stop = async () => {
    if (exportTimer) clearInterval(exportTimer);
    // A periodic export still writing must finish before the exit export replaces the directory.
    await exporting?.catch(() => {});
    const { child } = current;
    if (running() && persistDir) {
      // Export first: a Ctrl-C in the terminal has reached the emulator too (same process group) and
      // started its exit export, and a second SIGINT from here would cut that short. When the hub no
      // longer answers, that shutdown is under way: give it time to finish before signalling.
      const exported = await exportAccounts().then(
        () => true,
        () => false,
      );
      if (!exported) await waitForExit(child, 10_000);
    }
    if (running()) {
      // SIGINT is the emulator's clean shutdown; kill it if it does not finish in time.
      child.kill('SIGINT');
      if (!(await waitForExit(child, 10_000))) {
        child.kill('SIGKILL');
        await waitForExit(child, 5_000);
      }
    }
    log?.end();
    // Scratch space of an emulator without accounts to keep: nothing in it outlives the emulator.
    if (!persistDir && !running()) rmSync(workDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  const seeLog = options.logFile ? `; see ${options.logFile}` : '';
  for (let launches = 1; ; launches++) {
    const outcome = await awaitReady(current, host, deadline);
    if (outcome === 'timeout') {
      await stop();
      throw new Error(
        `The Firebase Auth emulator did not answer on ${host} within ${START_TIMEOUT_MS / 1000} s${seeLog}`,
      );
    }
    if (outcome === 'ready' && persistDir && current.importing) {
      await restoreTokenValidity(host, projectId, exportedTokenValidity(persistDir)).catch((error: Error) =>
        log?.write(`fangstdata: signed-in users will have to sign in again: ${error.message}\n`),
      );
    }
    if (running() && outcome === 'ready') break;
    const exit = current.child.exitCode ?? current.child.signalCode;
    if (launches >= MAX_LAUNCHES) {
      log?.end();
      throw new Error(
        `The Firebase Auth emulator exited during start (${exit}) ${launches} times on ${host}${seeLog}`,
      );
    }
    log?.write(`fangstdata: the emulator exited during start (${exit}); starting it again\n`);
    current = await launch(false);
  }
  if (persistDir) {
    exportTimer = setInterval(() => {
      exportAccounts().catch((error: Error) =>
        log?.write(`fangstdata: exporting the emulator's accounts failed: ${error.message}\n`),
      );
    }, options.exportIntervalMs ?? EXPORT_INTERVAL_MS);
    // The timer must not keep a finished process (a test, a stopped server) alive.
    exportTimer.unref();
  }
  return { host, started: true, pid: current.child.pid, exportAccounts, stop };
}

if (require.main === module) {
  console.log(`Starting the Firebase Auth emulator on ${localAuthEmulatorHost()} …`);
  const dataDir = configuredDataDir();
  ensureAuthEmulator({
    logFile: path.join(dataDir, 'firebase-auth-emulator.log'),
    persistDir: path.join(dataDir, 'auth-emulator'),
  })
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

/**
 * `npm start`: serve the site, preparing whatever is missing first.
 *  1. landing data: generates the embedded default data set when DATA_DIR holds no store, and rebuilds
 *     the derived tables of a store written by an older version (`npm run ingest -- --upgrade`);
 *  2. production build: runs `next build` when there is none or the sources changed since;
 *  3. sign-in: when no real Firebase project is configured (FIREBASE_PROJECT_ID unset or `demo-…`),
 *     runs the Firebase Auth emulator (scripts/auth-emulator.ts) with its accounts kept in
 *     DATA_DIR/auth-emulator, and stops it with the server;
 *  4. serves on PORT (default 3000) with scripts/serve.ts: Next's handler, public pages it has rendered
 *     answered from the front cache (lib/page-cache/front-cache.ts);
 *  5. with UPDATE_AT (HH:MM, Oslo time), runs `npm run update-data` every day at that time, its output
 *     in this process's log and in DATA_DIR/logs/update-data.log.
 * Later starts find everything in place and only do steps 3 to 5. `--prepare` does steps 1 and 2 (and
 * the user database) and exits, so that a test run can prepare its server beside other work.
 *
 * A proxy node (LANDINGS_API_URL set) reads landings, user lists and sign-in settings from its upstream
 * deployment: it skips steps 1, 3 and 5 and the user database, and only builds and serves.
 */
import { spawn, spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  authEmulatorHost,
  firebaseProjectId,
  unsafeAuthConfiguration,
  wantsLocalAuthEmulator,
} from '../lib/auth/environment';
import { BUILD_STAMP_FILE, sourceHash } from '../lib/cli/build-stamp';
import {
  checkConfigurationAtStart,
  databaseUrl,
  landingsApi,
  serverPort,
  updateSchedule,
} from '../lib/config';
import { currentPointerPath, resolveDataDir } from '../lib/store/paths';
import { startUpdateSchedule } from '../lib/update/scheduler';
import { authEmulatorAvailable, ensureAuthEmulator, type RunningAuthEmulator } from './auth-emulator';

const root = path.resolve(__dirname, '..');
const port = String(serverPort());
const dataDir = resolveDataDir();
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');

function step(message: string) {
  console.log(`\n▶ ${message}`);
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`\n✖ ${[command, ...args].join(' ')} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
}

function prepareData() {
  if (existsSync(currentPointerPath(dataDir))) {
    console.log(`✔ Landing data found in ${dataDir}`);
    // A store written by an older version gets its derived tables rebuilt (silent when current).
    run(process.execPath, [
      path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
      'scripts/ingest.ts',
      '--upgrade',
      '--data-dir',
      dataDir,
    ]);
    return;
  }
  step(`No landing data in ${dataDir}: generating the default data set (takes about a minute) …`);
  run(
    process.execPath,
    [path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'scripts/sample-data.ts'],
    {
      ...process.env,
      DATA_DIR: dataDir,
    },
  );
}

function prepareBuild() {
  const hash = sourceHash(root);
  const stampPath = path.join(root, BUILD_STAMP_FILE);
  const builtHash = existsSync(stampPath) ? readFileSync(stampPath, 'utf8').trim() : null;
  if (builtHash === hash && existsSync(path.join(root, '.next', 'BUILD_ID'))) {
    console.log('✔ Production build is up to date');
    return;
  }
  step(
    builtHash ? 'Sources changed since the last build: rebuilding …' : 'No production build yet: building …',
  );
  run(process.execPath, [nextBin, 'build']);
  writeFileSync(stampPath, `${hash}\n`);
}

/** The Auth emulator when no real Firebase project is configured; null when a project (or host) is. */
async function prepareAuth(): Promise<RunningAuthEmulator | null> {
  if (!wantsLocalAuthEmulator()) {
    console.log(
      authEmulatorHost()
        ? `✔ Sign-in uses the Auth emulator at ${authEmulatorHost()}`
        : `✔ Sign-in uses the Firebase project ${firebaseProjectId()}`,
    );
    return null;
  }
  if (!authEmulatorAvailable()) {
    console.warn('⚠ No Firebase project configured and firebase-tools is not installed: sign-in is off.');
    return null;
  }
  step('No Firebase project configured: starting the Firebase Auth emulator (takes a few seconds) …');
  const logFile = path.join(dataDir, 'firebase-auth-emulator.log');
  try {
    const emulator = await ensureAuthEmulator({
      projectId: firebaseProjectId(),
      logFile,
      // Local accounts outlive a restart (imported on start, exported periodically and on exit).
      persistDir: path.join(dataDir, 'auth-emulator'),
    });
    console.log(
      emulator.started
        ? `✔ Auth emulator ready on ${emulator.host} (log: ${logFile})`
        : `✔ Reusing the Auth emulator already running on ${emulator.host}`,
    );
    return emulator;
  } catch (error) {
    console.error(`\n✖ ${(error as Error).message}`);
    process.exit(1);
  }
}

const SEMI_SPACE_MB = 64;

function serve(emulator: RunningAuthEmulator | null) {
  step(`Serving Fangstdata at http://localhost:${port} (data: ${dataDir})`);
  // scripts/serve.ts: Next's request handler with the front cache before it (not plain `next start`).
  const tsxCli = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
  const server = spawn(process.execPath, [tsxCli, 'scripts/serve.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: {
      // Every running DuckDB query holds a libuv thread; with the default pool of 4 a few heavy queries
      // would stall Node's own file reads and compression. Must be set before the server process starts.
      UV_THREADPOOL_SIZE: '16',
      ...process.env,
      // V8's young generation, in MB per semi-space (default 16): rendering a page that is not cached
      // yet allocates tens of MB of short-lived objects, and with the default the scavenger runs many
      // times per page; a larger one lets most of them die young unscanned. Costs at most ~200 MB.
      NODE_OPTIONS: [process.env.NODE_OPTIONS, `--max-semi-space-size=${SEMI_SPACE_MB}`]
        .filter(Boolean)
        .join(' '),
      DATA_DIR: dataDir,
      PORT: port,
      ...(emulator ? { FIREBASE_AUTH_EMULATOR_HOST: emulator.host } : {}),
    },
  });
  const updates = landingsApi() ? null : scheduleUpdates();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => server.kill(signal));
  }
  server.on('exit', (code, signal) => {
    updates?.stop();
    // The emulator lives as long as the server it was started for.
    void (emulator?.stop() ?? Promise.resolve()).finally(() => process.exit(code ?? (signal ? 1 : 0)));
  });
}

/** UPDATE_AT: the daily fetch of the directorate's files (lib/update/scheduler.ts), logged twice. */
function scheduleUpdates(): { stop(): void } | null {
  const at = updateSchedule();
  if (!at) return null;
  const logFile = path.join(dataDir, 'logs', 'update-data.log');
  mkdirSync(path.dirname(logFile), { recursive: true });
  return startUpdateSchedule({
    at,
    startRun: () =>
      spawn(process.execPath, ['--import', 'tsx', 'scripts/update-data.ts'], {
        cwd: root,
        env: { ...process.env, DATA_DIR: dataDir },
        stdio: ['ignore', 'pipe', 'pipe'],
      }),
    log: (line) => {
      console.log(`[update-data] ${line}`);
      appendFileSync(logFile, `${line}\n`);
    },
  });
}

/** `next start` serves a production build: never let it trust the emulator for a real project. */
function checkAuthConfiguration() {
  const unsafe = unsafeAuthConfiguration({ ...process.env, NODE_ENV: 'production' });
  if (unsafe) {
    console.error(`\n✖ Refusing to start: ${unsafe}`);
    process.exit(1);
  }
}

/** PGlite takes ~10 s to create its database: do it once here rather than in a visitor's request. */
function prepareUserData() {
  if (databaseUrl() || existsSync(path.join(dataDir, 'userdata'))) return;
  step('Creating the local user database (PGlite) …');
  run(process.execPath, ['--conditions', 'react-server', '--import', 'tsx', 'scripts/prepare-userdata.ts'], {
    ...process.env,
    DATA_DIR: dataDir,
  });
}

async function main() {
  // A bad SITE_URL, PORT, … stops here, naming the variable, before a minute of preparation.
  checkConfigurationAtStart();
  checkAuthConfiguration();
  const upstream = landingsApi();
  if (upstream) {
    console.log(
      `✔ Proxy node: pages and /api are read from ${upstream.baseUrl} (no store, no user database here)`,
    );
    prepareBuild();
    if (process.argv.includes('--prepare')) return;
    serve(null);
    return;
  }
  prepareData();
  prepareUserData();
  prepareBuild();
  if (process.argv.includes('--prepare')) return;
  serve(await prepareAuth());
}

void main();

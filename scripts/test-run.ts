/**
 * `npm test`: every check and test of the project, in two lanes that share the machine's cores.
 *  - checks and unit tests: ESLint, tsc, then jest;
 *  - browser tests: the e2e server's data set and production build (`npm start --prepare`, with the
 *    environment playwright.config.ts starts it with) and the Prettier check, then Playwright.
 * Preparing the browser tests' server (a build and a data set) is CPU work that does not depend on the
 * checks or jest, so it runs beside them and fills the core the single-threaded checks leave free.
 * Playwright starts once both lanes are done: beside jest's ingests (DuckDB on every core) its pages and
 * jest's files each took several times as long, and the whole run longer than one after the other.
 * A failed phase skips the rest of its lane (but for phases marked independent).
 * Each phase's output goes to the console with its name in front and to test-results/logs/<phase>.log;
 * the durations are printed at the end and written to test-results/phases.json (.ci/run prints them).
 * The browser tests' server must not meet a developer's own `npm start` on this machine: it gets a free
 * port when its default one is taken (E2E_PORT unset), and always an Auth emulator of its own on a free
 * port (AUTH_EMULATOR_PORT unset), so that it never signs test accounts into, and exports them with, the
 * emulator a running site started on the default 9099.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { DEFAULT_E2E_PORT } from '../e2e/default-port';

const root = path.resolve(__dirname, '..');
const logDir = path.join(root, 'test-results', 'logs');
const tsxCli = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');

interface Phase {
  name: string;
  command: string[];
  env?: Record<string, string>;
  /** Runs even when an earlier phase of its lane failed: it needs nothing they make. */
  independent?: boolean;
}

interface PhaseResult {
  name: string;
  lane: string;
  status: 'passed' | 'failed' | 'skipped';
  startedAtSeconds: number;
  seconds: number;
}

const npmRun = (script: string) => ['npm', 'run', '--silent', script];

/** The port a listener on 127.0.0.1 got: `port`, or any free one for 0; null when `port` is taken. */
function listenablePort(port: number): Promise<number | null> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(null));
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : null));
    });
  });
}

/**
 * Sets E2E_PORT when unset and its default is taken; returns the browser phases' AUTH_EMULATOR_PORT
 * (only theirs: jest's emulators choose their own ports).
 */
async function chooseBrowserTestPorts(): Promise<Record<string, string>> {
  if (!process.env.E2E_PORT && (await listenablePort(DEFAULT_E2E_PORT)) === null) {
    const port = await listenablePort(0);
    if (port !== null) {
      process.env.E2E_PORT = String(port);
      console.log(
        `Port ${DEFAULT_E2E_PORT} is in use: the browser tests' server gets port ${port} (E2E_PORT).`,
      );
    }
  }
  const emulatorPort = process.env.AUTH_EMULATOR_PORT ? null : await listenablePort(0);
  return emulatorPort === null ? {} : { AUTH_EMULATOR_PORT: String(emulatorPort) };
}

const lanesFor = (browserEnv: Record<string, string>): Record<string, Phase[]> => ({
  'checks and unit tests': [
    { name: 'lint', command: npmRun('lint') },
    { name: 'typecheck', command: npmRun('typecheck') },
    { name: 'jest', command: npmRun('test:unit') },
  ],
  'browser tests': [
    {
      name: 'e2e-prepare',
      command: [process.execPath, tsxCli, 'scripts/start.ts', '--prepare'],
      // The typecheck phase checks the same program; a failure there fails the run.
      env: { ...browserEnv, SKIP_BUILD_TYPECHECK: '1' },
    },
    // The Prettier check here rather than before jest: jest, the longest phase, starts sooner.
    { name: 'format', command: npmRun('format:check'), independent: true },
  ],
});
/** After both lanes; skipped when its server could not be prepared. */
const browserPhase: Phase = { name: 'playwright', command: npmRun('test:e2e') };

const started = Date.now();
const seconds = (from: number, to = Date.now()) => Math.round((to - from) / 100) / 10;

function runPhase(phase: Phase): Promise<boolean> {
  const log = createWriteStream(path.join(logDir, `${phase.name}.log`));
  const child = spawn(phase.command[0], phase.command.slice(1), {
    cwd: root,
    env: { ...process.env, ...phase.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      log.write(`${line}\n`);
      console.log(`[${phase.name}] ${line}`);
    });
  }
  return new Promise((resolve) => {
    child.on('error', (error) => {
      console.log(`[${phase.name}] ${error.message}`);
      log.end(() => resolve(false));
    });
    child.on('close', (code) => log.end(() => resolve(code === 0)));
  });
}

async function runLane(lane: string, phases: Phase[], results: PhaseResult[]) {
  let failed = false;
  for (const phase of phases) {
    const from = Date.now();
    if (failed && !phase.independent) {
      results.push({ name: phase.name, lane, status: 'skipped', startedAtSeconds: 0, seconds: 0 });
      continue;
    }
    console.log(`▶ ${phase.name} (${lane})`);
    const passed = await runPhase(phase);
    failed ||= !passed;
    const result: PhaseResult = {
      name: phase.name,
      lane,
      status: passed ? 'passed' : 'failed',
      startedAtSeconds: seconds(started, from),
      seconds: seconds(from),
    };
    results.push(result);
    console.log(`${passed ? '✔' : '✖'} ${phase.name} ${result.status} in ${result.seconds} s`);
  }
}

async function main(): Promise<number> {
  mkdirSync(logDir, { recursive: true });
  const emulatorEnv = await chooseBrowserTestPorts();
  // Imported after the ports are chosen: the module reads E2E_PORT once, when it loads.
  const { e2eServerEnv } = await import('../e2e/server-env');
  const lanes = lanesFor({ ...e2eServerEnv, ...emulatorEnv });
  const results: PhaseResult[] = [];
  await Promise.all(Object.entries(lanes).map(([lane, phases]) => runLane(lane, phases, results)));
  const prepared = results.find((r) => r.name === 'e2e-prepare')?.status === 'passed';
  if (prepared) await runLane('browser tests', [{ ...browserPhase, env: emulatorEnv }], results);
  else {
    results.push({
      name: browserPhase.name,
      lane: 'browser tests',
      status: 'skipped',
      startedAtSeconds: 0,
      seconds: 0,
    });
  }
  const total = seconds(started);
  writeFileSync(
    path.join(root, 'test-results', 'phases.json'),
    `${JSON.stringify({ totalSeconds: total, phases: results }, null, 2)}\n`,
  );
  console.log('\nphase         status   start (s)  duration (s)');
  for (const lanePhases of [...Object.values(lanes), [browserPhase]]) {
    for (const { name } of lanePhases) {
      const result = results.find((r) => r.name === name)!;
      console.log(
        `${name.padEnd(13)} ${result.status.padEnd(8)} ${String(result.startedAtSeconds).padStart(9)}  ${String(result.seconds).padStart(12)}`,
      );
    }
  }
  console.log(`npm test finished in ${total} s`);
  return results.every((r) => r.status === 'passed') ? 0 : 1;
}

void main().then((code) => process.exit(code));

import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { testDatabaseUrl } from '@/lib/config';
import {
  LANDING_SAMPLE_ZIP,
  makeTempDir,
  removeDir,
  VESSEL_REGISTER_SAMPLE,
  VMS_SAMPLE_ZIP,
  ERS_SAMPLE_ZIP,
} from '@/tests/helpers/fiskeridir-samples';
import { startSourceServer, type SourceServer } from '@/tests/helpers/source-server';
import { currentStoreFile } from '@/tests/helpers/store-query';

/** The CLI as an operator (or cron, or `npm start`'s schedule) runs it, against a local file server. */

let server: SourceServer;
const dirs: string[] = [];
beforeEach(async () => {
  server = await startSourceServer();
  server.publish('/register/vessels.json', VESSEL_REGISTER_SAMPLE);
  server.publish('/uttrekk/fangstdata_2021.csv.zip', LANDING_SAMPLE_ZIP);
  server.publish('/vms-ers/2021-VMS.csv.zip', VMS_SAMPLE_ZIP);
  server.publish('/vms-ers/ERS/elektronisk-rapportering-ers-2021.zip', ERS_SAMPLE_ZIP);
});
afterEach(async () => {
  server.release();
  await server.close();
  for (const dir of dirs.splice(0)) removeDir(dir);
});

function dataDir(): string {
  const dir = makeTempDir('fangstdata-update-cli-');
  dirs.push(dir);
  return dir;
}

function environment(extra: Record<string, string | undefined> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    SOURCE_BASE_URL: server.url,
    SOURCE_VESSEL_REGISTER_URL: '/register/vessels.json',
    ...extra,
  };
  for (const [name, value] of Object.entries(env)) if (value === undefined) delete env[name];
  return env;
}

const cliArgs = (dir: string, ...args: string[]) => [
  '--import',
  'tsx',
  'scripts/update-data.ts',
  '--data-dir',
  dir,
  '--years',
  '2021',
  ...args,
];

/** Run to its end. Never spawnSync: the file server lives in this process and must keep answering. */
function updateData(dir: string, args: string[], env: NodeJS.ProcessEnv): Promise<Finished> {
  return start(dir, env, args).done;
}

interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

function start(
  dir: string,
  env: NodeJS.ProcessEnv,
  args: string[] = ['--json'],
): { child: ChildProcess; done: Promise<Finished> } {
  const child = spawn(process.execPath, cliArgs(dir, ...args), { env });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk) => (stdout += chunk));
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const done = new Promise<Finished>((resolve) =>
    child.on('exit', (code) => resolve({ code, stdout, stderr })),
  );
  return { child, done };
}

/**
 * Two updaters at once while the file server holds its answers, so the first keeps its lock: the one
 * that finds the lock taken must give up (exit 4) before the other has fetched anything.
 */
async function twoAtOnce(dirA: string, dirB: string, env: NodeJS.ProcessEnv) {
  server.hold();
  const runs = [start(dirA, env), start(dirB, env)];
  const first = await Promise.race(runs.map((run, index) => run.done.then((result) => ({ index, result }))));
  server.release();
  const second = await runs[1 - first.index].done;
  return {
    loser: first.result,
    winner: second,
    winnerDir: first.index === 0 ? dirB : dirA,
    loserDir: first.index === 0 ? dirA : dirB,
  };
}

describe('npm run update-data', () => {
  it('prints a JSON report and exits 0 when every source is current', async () => {
    const dir = dataDir();
    const first = await updateData(dir, ['--json'], environment({ DATABASE_URL: undefined }));
    expect(first.code).toBe(0);
    const report = JSON.parse(first.stdout);
    expect(report.sources.map((source: { status: string }) => source.status)).toEqual([
      'ingested',
      'ingested',
      'ingested',
      'ingested',
    ]);
    expect(report.dataVersion).toBe(1);

    const second = await updateData(dir, [], environment({ DATABASE_URL: undefined }));
    expect(second.code).toBe(0);
    expect(second.stdout).toContain('Store unchanged: nothing new was published.');
    expect(second.stdout).toMatch(/landings-2021 +unchanged/);
  });

  // A 403, not a 500: the CLI's exit code and report are what this checks; the retries of a 500 (their
  // back-off is seconds) are lib/update/run-update.test.ts's.
  it('exits 3 naming the source and the reason when a download fails', async () => {
    server.fault('/uttrekk/fangstdata_2021.csv.zip', 'forbidden');
    const result = await updateData(dataDir(), [], environment({ DATABASE_URL: undefined }));
    expect(result.code).toBe(3);
    expect(result.stdout).toMatch(/landings-2021 +FAILED: download failed: the server answered HTTP 403/);
  }, 90_000);

  it('refuses bad usage and bad settings with exit code 2, naming them', async () => {
    const years = await updateData(dataDir(), ['--years', '21'], environment());
    expect(years.code).toBe(2);
    expect(years.stderr).toContain('--years: "21" is not a year');
    const base = await updateData(dataDir(), [], environment({ SOURCE_BASE_URL: 'register.fiskeridir.no' }));
    expect(base.code).toBe(2);
    expect(base.stderr).toContain('SOURCE_BASE_URL="register.fiskeridir.no" is not an http(s) URL');
  });

  it('two machines sharing PostgreSQL: only one of two simultaneous updates runs', async () => {
    const lockName = `fangstdata-test-update-${process.pid}-${randomBytes(4).toString('hex')}`;
    const env = environment({ DATABASE_URL: testDatabaseUrl(), UPDATE_LOCK_NAME: lockName });
    const { loser, winner, winnerDir, loserDir } = await twoAtOnce(dataDir(), dataDir(), env);
    expect(loser.code).toBe(4);
    expect(loser.stderr).toMatch(
      new RegExp(
        `Another update is running \\(PostgreSQL advisory lock "${lockName}" is held by update-data \\d+@`,
      ),
    );
    expect(JSON.parse(loser.stdout)).toEqual({ error: { code: 'locked', message: expect.any(String) } });
    expect(winner.code).toBe(0);
    expect(currentStoreFile(winnerDir)).not.toBeNull();
    expect(currentStoreFile(loserDir)).toBeNull();
    // Only the winner fetched: one request per source.
    expect(server.requests.map((request) => request.path).sort()).toEqual([
      '/register/vessels.json',
      '/uttrekk/fangstdata_2021.csv.zip',
      '/vms-ers/2021-VMS.csv.zip',
      '/vms-ers/ERS/elektronisk-rapportering-ers-2021.zip',
    ]);
    // The lock went with the winner: a later run takes it and finds everything current.
    const later = await updateData(winnerDir, [], env);
    expect(later.code).toBe(0);
    expect(later.stdout).toContain('Store unchanged');
  }, 90_000);

  it('one machine without a database: the lock file in DATA_DIR lets only one of two updates run', async () => {
    const dir = dataDir();
    const env = environment({ DATABASE_URL: undefined });
    const { loser, winner } = await twoAtOnce(dir, dir, env);
    expect(loser.code).toBe(4);
    expect(loser.stderr).toMatch(/Another update is running \(process \d+ on .+, started /);
    expect(winner.code).toBe(0);
    expect(JSON.parse(winner.stdout).dataVersion).toBe(1);
    expect(server.requests).toHaveLength(4);
  }, 90_000);
});

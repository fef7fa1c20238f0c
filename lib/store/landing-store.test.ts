import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ingestFiles } from '@/lib/store/ingest';
import { storeDir } from '@/lib/store/paths';
import {
  landingSampleLines,
  makeTempDir,
  removeDir,
  withField,
  writeLines,
} from '@/tests/helpers/fiskeridir-samples';
import { currentStoreFile, queryCurrentStore } from '@/tests/helpers/store-query';
import { queryStore } from './landing-store';

let dataDir: string;
let workDir: string;
let lines: string[];

beforeAll(async () => {
  lines = await landingSampleLines();
});
beforeEach(() => {
  dataDir = makeTempDir('fangstdata-store-');
  workDir = makeTempDir('fangstdata-files-');
  process.env.DATA_DIR = dataDir;
});
afterEach(() => {
  delete process.env.DATA_DIR;
  removeDir(dataDir);
  removeDir(workDir);
});

/** A landing file of `copies` × the sample, each copy with its own document numbers. */
function bigLandingFile(name: string, copies: number): string {
  const body = lines.slice(1, -1);
  const out: string[] = [lines[0]];
  for (let copy = 0; copy < copies; copy++) {
    for (const line of body) out.push(withField(line, 0, `${copy}${line.split(';')[0]}`));
  }
  return writeLines(workDir, name, out);
}

const countLines = async () =>
  (await queryStore<{ n: number }>('select count(*)::integer as n from landing_lines'))[0].n;

describe('the served store', () => {
  it('picks up a new version without a restart, and no query fails during the swap', async () => {
    await ingestFiles([bigLandingFile('fangstdata_2020.csv', 1)], { dataDir });
    expect(await countLines()).toBe(499);

    let failures = 0;
    let queries = 0;
    let swapping = true;
    const hammer = (async () => {
      while (swapping) {
        queries++;
        await countLines().catch(() => failures++);
      }
    })();
    await ingestFiles([bigLandingFile('fangstdata_2020_b.csv', 3)], { dataDir });
    await new Promise((resolve) => setTimeout(resolve, 700));
    swapping = false;
    await hammer;

    expect(failures).toBe(0);
    expect(queries).toBeGreaterThan(10);
    expect(await countLines()).toBe(3 * 499);
  });

  it('aborting a query interrupts it and rejects', async () => {
    await ingestFiles([bigLandingFile('fangstdata_2020.csv', 1)], { dataDir });
    const controller = new AbortController();
    controller.abort();
    await expect(queryStore('select count(*) from landing_lines', [], controller.signal)).rejects.toThrow();
    expect(await countLines()).toBe(499);
  });
});

describe('a crash mid-ingest', () => {
  it('leaves the previous version serving and intact, and the next ingest cleans up and succeeds', async () => {
    await ingestFiles([bigLandingFile('fangstdata_2020.csv', 1)], { dataDir });
    const served = currentStoreFile(dataDir);
    const big = bigLandingFile('fangstdata_2020_big.csv', 150);

    const child = spawn(
      process.execPath,
      // One process (tsx as a loader, not its CLI, which would run the script in a child we could not kill).
      ['--import', 'tsx', 'scripts/ingest.ts', '--data-dir', dataDir, big],
      { stdio: 'ignore' },
    );
    const partialAppeared = await new Promise<boolean>((resolve) => {
      const started = Date.now();
      const timer = setInterval(() => {
        const partial = readdirSync(storeDir(dataDir)).some((name) => name.includes('.partial'));
        if (partial || Date.now() - started > 30_000) {
          clearInterval(timer);
          // Let it get well into loading before pulling the plug.
          setTimeout(() => resolve(partial), 400);
        }
      }, 20);
    });
    child.kill('SIGKILL');
    await new Promise((resolve) => child.on('exit', resolve));

    expect(partialAppeared).toBe(true);
    expect(currentStoreFile(dataDir)).toBe(served);
    const [intact] = await queryCurrentStore<{ n: number }>(
      dataDir,
      'select count(*)::integer as n from landing_lines',
    );
    expect(intact.n).toBe(499);

    const report = await ingestFiles([bigLandingFile('fangstdata_2020_c.csv', 2)], { dataDir });
    expect(report.changed).toBe(true);
    expect(existsSync(path.join(storeDir(dataDir), 'ingest.lock'))).toBe(false);
    expect(readdirSync(storeDir(dataDir)).filter((name) => name.includes('.partial'))).toEqual([]);
  });
});

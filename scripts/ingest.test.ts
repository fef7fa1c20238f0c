import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { truncatedYearCopy } from '@/tests/helpers/truncated-copy';
import { ingestTempDir, storeDir, tempRoot } from '@/lib/store/paths';
import {
  LANDING_SAMPLE_ZIP,
  VESSEL_REGISTER_SAMPLE,
  landingSampleLines,
  removeDir,
  withField,
  writeLines,
} from '@/tests/helpers/fiskeridir-samples';
import { freshStoreDirsForEachTest } from '@/tests/helpers/temp-dirs';
import { currentStoreFile } from '@/tests/helpers/store-query';
import { buildGeneratedStore } from '@/tests/helpers/test-store';
import { writeTestZip } from '@/tests/helpers/zip';

let dataDir: string;
let workDir: string;
freshStoreDirsForEachTest('fangstdata-cli-', (dirs) => ({ dataDir, workDir } = dirs));

function ingestInto(dir: string, ...args: (string | Record<string, string>)[]) {
  const env = args.find((arg): arg is Record<string, string> => typeof arg === 'object');
  const result = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'scripts/ingest.ts',
      '--data-dir',
      dir,
      ...args.filter((arg): arg is string => typeof arg === 'string'),
    ],
    { encoding: 'utf8', env: { ...process.env, ...env } },
  );
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

const ingest = (...args: string[]) => ingestInto(dataDir, ...args);

describe('npm run ingest', () => {
  it('--json prints one object with files, document counts, lines, boats and every rejected line', () => {
    const { code, stdout } = ingest('--json', VESSEL_REGISTER_SAMPLE, LANDING_SAMPLE_ZIP);
    expect(code).toBe(0);
    const report = JSON.parse(stdout);
    expect(report.files).toEqual([
      expect.objectContaining({ file: 'register_vessels_sample.json', kind: 'vessels', lines: 50 }),
      expect.objectContaining({
        file: 'fangstdata_2021_sample.csv.zip',
        kind: 'landings',
        lines: 499,
        rejected: 1,
      }),
    ]);
    expect(report.documents.inserted).toBeGreaterThan(0);
    expect(report.lines).toBe(499);
    expect(report.boats).toBeGreaterThan(50);
    expect(report.rejected).toEqual([
      { file: 'fangstdata_2021_sample.csv.zip', line: 501, reason: expect.any(String) },
    ]);
  });

  it('prints a readable summary without --json, and says when nothing changed', () => {
    expect(ingest(LANDING_SAMPLE_ZIP).stdout).toMatch(
      /Documents: \d+ inserted, 0 updated, 0 removed, 0 unchanged/,
    );
    const again = ingest(LANDING_SAMPLE_ZIP);
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(/Nothing new: store unchanged \(no new version\)/);
  });

  it('--upgrade says nothing for a current store, and still needs files without it', () => {
    expect(ingest(LANDING_SAMPLE_ZIP).code).toBe(0);
    const upgrade = ingest('--upgrade');
    expect(upgrade).toMatchObject({ code: 0, stdout: '' });
    expect(ingest()).toMatchObject({ code: 2, stderr: expect.stringContaining('No files given') });
  });

  it('exits non-zero naming the file and the missing columns, and changes nothing', async () => {
    const lines = await landingSampleLines();
    const broken = writeLines(workDir, 'fangstdata_2021.csv', [
      lines[0].replace('"Fartøy ID";', ''),
      lines[1],
    ]);
    const { code, stderr, stdout } = ingest('--json', broken);
    expect(code).toBe(1);
    expect(stderr).toMatch(/fangstdata_2021\.csv: the header lacks required columns: Fartøy ID/);
    expect(JSON.parse(stdout).error).toEqual(
      expect.objectContaining({
        code: 'bad_input',
        file: 'fangstdata_2021.csv',
        missingColumns: ['Fartøy ID'],
      }),
    );
    expect(currentStoreFile(dataDir)).toBeNull();
  });

  it('refuses a header naming a column twice with exit code 1, naming the column', async () => {
    const lines = await landingSampleLines();
    const repeated = writeLines(workDir, 'fangstdata_2021.csv', [
      `${lines[0]};"Fartøynavn"`,
      `${lines[1]};"X"`,
    ]);
    const { code, stderr, stdout } = ingest('--json', repeated);
    expect(code).toBe(1);
    expect(stderr).toMatch(
      /fangstdata_2021\.csv: the header names Fartøynavn \(columns 37 and 134\) more than once/,
    );
    expect(stderr).not.toMatch(/Binder Error/);
    expect(JSON.parse(stdout).error).toEqual(
      expect.objectContaining({ code: 'bad_input', file: 'fangstdata_2021.csv' }),
    );
    expect(currentStoreFile(dataDir)).toBeNull();
  });

  it('refuses an unknown format with a clear message', () => {
    const file = path.join(workDir, 'report.pdf');
    writeFileSync(file, '%PDF-1.4 not landing data');
    const { code, stderr } = ingest(file);
    expect(code).toBe(1);
    expect(stderr).toMatch(/report\.pdf: not a known Fiskeridirektoratet format/);
  });

  it('explains its usage when given no files', () => {
    const { code, stderr } = ingest();
    expect(code).toBe(2);
    expect(stderr).toMatch(/Usage: npm run ingest/);
  });
});

describe('guarded ingest', () => {
  let generatedDir: string;
  beforeAll(async () => {
    generatedDir = await buildGeneratedStore({ years: 1, linesPerYear: 3000, endYear: 2025 });
  });
  afterAll(() => removeDir(generatedDir));

  it('refuses a truncated copy of a year with exit code 1 and the numbers; --allow-withdrawals applies it', async () => {
    const { file } = await truncatedYearCopy(generatedDir, workDir, 2025);
    const served = currentStoreFile(generatedDir);

    const refused = ingestInto(generatedDir, '--json', file);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(
      /Ingest refused: fangstdata_2025\.csv: would withdraw [\d,]+ of the [\d,]+ documents of catch year 2025 in the store \(\d+\.\d %\), more than the limit of 5\.0 %\..*--allow-withdrawals/,
    );
    expect(refused.stderr).toMatch(/The store was not changed\./);
    const { error } = JSON.parse(refused.stdout);
    expect(error).toEqual(
      expect.objectContaining({
        code: 'too_many_withdrawals',
        file: 'fangstdata_2025.csv',
        refusal: expect.objectContaining({ catchYear: 2025, limit: 0.05 }),
      }),
    );
    expect(error.refusal.share).toBeGreaterThan(0.8);
    expect(currentStoreFile(generatedDir)).toBe(served);

    // The same limit from the environment, then the override.
    const stillRefused = ingestInto(generatedDir, file, { INGEST_MAX_WITHDRAWAL_SHARE: '50%' });
    expect(stillRefused.code).toBe(1);
    expect(stillRefused.stderr).toMatch(/more than the limit of 50\.0 %/);

    const applied = ingestInto(generatedDir, '--json', '--allow-withdrawals', file);
    expect(applied.code).toBe(0);
    const report = JSON.parse(applied.stdout);
    expect(report.documents.removed).toBe(error.refusal.documentsWithdrawn);
    expect(currentStoreFile(generatedDir)).not.toBe(served);
  });

  it('explains a limit it cannot read', () => {
    const { code, stderr } = ingest('--max-withdrawal-share', 'half', LANDING_SAMPLE_ZIP);
    expect(code).toBe(2);
    expect(stderr).toMatch(/--max-withdrawal-share must be a share between 0 and 1/);
  });
});

describe('one ingest at a time', () => {
  /** A zip of `copies` × the sample, each copy with its own document numbers: a few seconds of work. */
  async function bigZip(copies: number): Promise<string> {
    const lines = await landingSampleLines();
    const body = lines.slice(1, -1);
    const out = [lines[0]];
    for (let copy = 0; copy < copies; copy++) {
      for (const line of body) out.push(withField(line, 0, `${copy}${line.split(';')[0]}`));
    }
    return writeTestZip(
      path.join(workDir, 'fangstdata_2020.csv.zip'),
      'fangstdata_2020.csv',
      out.join('\n') + '\n',
    );
  }

  it('refuses a second ingest while one runs; after a crash the next one cleans up and runs', async () => {
    const big = await bigZip(40);
    const first = spawn(
      process.execPath,
      ['--import', 'tsx', 'scripts/ingest.ts', '--data-dir', dataDir, big],
      {
        stdio: 'ignore',
      },
    );
    const scratch = ingestTempDir(dataDir, first.pid!);
    // Freeze it once it is extracting: it holds the lock and has scratch files on disk.
    await new Promise<void>((resolve, reject) => {
      const started = Date.now();
      const timer = setInterval(() => {
        const extracting = existsSync(scratch) && readdirSync(scratch).some((name) => name.endsWith('.csv'));
        if (extracting || Date.now() - started > 30_000) {
          clearInterval(timer);
          if (!extracting) reject(new Error('the first ingest never started extracting'));
          first.kill('SIGSTOP');
          resolve();
        }
      }, 5);
    });

    const second = ingest('--json', LANDING_SAMPLE_ZIP);
    expect(second.code).toBe(4);
    expect(second.stderr).toMatch(
      new RegExp(
        `Ingest refused: Another ingest \\(process ${first.pid} on .+, started .+\\) is writing the store`,
      ),
    );
    expect(JSON.parse(second.stdout).error).toEqual(
      expect.objectContaining({ code: 'locked', holder: expect.objectContaining({ pid: first.pid }) }),
    );

    first.kill('SIGKILL');
    await new Promise((resolve) => first.on('exit', resolve));
    expect(readdirSync(scratch).length).toBeGreaterThan(0);
    expect(currentStoreFile(dataDir)).toBeNull();

    const third = ingest(LANDING_SAMPLE_ZIP);
    expect(third.code).toBe(0);
    expect(existsSync(scratch)).toBe(false);
    expect(readdirSync(tempRoot(dataDir))).toEqual([]);
    expect(readdirSync(storeDir(dataDir)).filter((name) => name.includes('partial'))).toEqual([]);
  });
});

import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseCsvLine } from '@/lib/fiskeridir/csv';
import { ingestTempDir, storeDir, tempRoot } from '@/lib/store/paths';
import {
  landingSampleLines,
  makeTempDir,
  removeDir,
  withField,
  writeLines,
} from '@/tests/helpers/fiskeridir-samples';
import { currentStoreFile, storeVersionFiles, queryCurrentStore } from '@/tests/helpers/store-query';
import { buildGeneratedStore } from '@/tests/helpers/test-store';
import {
  ingestFiles,
  ingestLimitsFromEnv,
  IngestRefusedError,
  InvalidLimitError,
  parseByteSize,
  parseShare,
} from './index';
import { truncatedYearCopy } from '@/tests/helpers/truncated-copy';
import { writeZipFile } from '@/lib/sample-data/zip-writer';

const YEAR = 2025;
const truncatedCopy = (dataDir: string, workDir: string) => truncatedYearCopy(dataDir, workDir, YEAR);

const storeCounts = async (dataDir: string) =>
  (
    await queryCurrentStore<{ documents: number; lines: number }>(
      dataDir,
      'select (select count(*)::integer from documents) as documents, (select count(*)::integer from landing_lines) as lines',
    )
  )[0];

describe('a file that would withdraw most of a year', () => {
  let dataDir: string;
  let workDir: string;
  beforeAll(async () => {
    dataDir = await buildGeneratedStore({ years: 1, linesPerYear: 4000, endYear: YEAR });
    workDir = makeTempDir('fangstdata-truncated-');
  });
  afterAll(() => {
    removeDir(dataDir);
    removeDir(workDir);
  });

  it('is refused with the numbers, and the store is left as it was', async () => {
    const { file, kept } = await truncatedCopy(dataDir, workDir);
    const served = currentStoreFile(dataDir);
    const before = await storeCounts(dataDir);
    const [{ in_store, withdrawn }] = await queryCurrentStore<{ in_store: number; withdrawn: number }>(
      dataDir,
      `select count(*)::integer as in_store,
         count(*) filter (where document_number not in (${[...kept].map((n) => `'${n}'`).join(', ')}))::integer as withdrawn
       from documents where catch_year = ${YEAR}`,
    );

    const attempt = ingestFiles([file], { dataDir });
    await expect(attempt).rejects.toBeInstanceOf(IngestRefusedError);
    const error = (await attempt.catch((e: unknown) => e)) as IngestRefusedError;
    expect(error.refusal).toEqual({
      reason: 'too_many_withdrawals',
      file: `fangstdata_${YEAR}.csv`,
      catchYear: YEAR,
      documentsInStore: in_store,
      documentsWithdrawn: withdrawn,
      share: withdrawn / in_store,
      limit: 0.05,
    });
    expect(withdrawn / in_store).toBeGreaterThan(0.8);
    expect(error.message).toContain(
      `would withdraw ${withdrawn.toLocaleString('en-US')} of the ${in_store.toLocaleString('en-US')} documents of catch year ${YEAR}`,
    );
    expect(error.message).toMatch(/more than the limit of 5\.0 %.*--allow-withdrawals/);

    expect(currentStoreFile(dataDir)).toBe(served);
    expect(await storeCounts(dataDir)).toEqual(before);
    expect(readdirSync(storeDir(dataDir)).filter((name) => name.includes('partial'))).toEqual([]);
    expect(readdirSync(tempRoot(dataDir))).toEqual([]);
  });

  it('is applied when withdrawals are allowed', async () => {
    const { file, kept } = await truncatedCopy(dataDir, workDir);
    const report = await ingestFiles([file], { dataDir, limits: { allowWithdrawals: true } });
    expect(report.changed).toBe(true);
    expect(report.documents.removed).toBeGreaterThan(0);
    const numbers = await queryCurrentStore<{ document_number: string }>(
      dataDir,
      `select distinct document_number from documents where catch_year = ${YEAR}`,
    );
    expect(numbers.every((row) => kept.has(row.document_number))).toBe(true);
  });
});

describe('a file with many malformed lines', () => {
  let dataDir: string;
  let workDir: string;
  let brokenFile: string;
  beforeAll(async () => {
    const lines = await landingSampleLines();
    const header = parseCsvLine(lines[0]).map((name) => name.replace(/"/g, ''));
    const weightAt = header.indexOf('Rundvekt');
    // 10 of 499 lines (2 %) with an unreadable weight.
    const body = lines
      .slice(1, -1)
      .map((line, i) => (i % 50 === 7 ? withField(line, weightAt, 'tolv') : line));
    workDir = makeTempDir('fangstdata-rejects-');
    brokenFile = writeLines(workDir, 'fangstdata_2020.csv', [lines[0], ...body]);
  });
  beforeEach(() => {
    dataDir = makeTempDir('fangstdata-store-');
  });
  afterEach(() => removeDir(dataDir));
  afterAll(() => removeDir(workDir));

  it('is refused with the numbers, and nothing is stored', async () => {
    const attempt = ingestFiles([brokenFile], { dataDir });
    await expect(attempt).rejects.toThrow(
      'fangstdata_2020.csv: 10 of its 499 lines are malformed (2.0 %), more than the limit of 1.0 %',
    );
    await expect(attempt).rejects.toMatchObject({
      refusal: { reason: 'too_many_rejected', lines: 499, rejectedLines: 10, limit: 0.01 },
    });
    expect(currentStoreFile(dataDir)).toBeNull();
  });

  it('loads its readable lines when allowed, or under a higher limit', async () => {
    const report = await ingestFiles([brokenFile], { dataDir, limits: { allowRejected: true } });
    expect(report.lines).toBe(489);
    expect(report.rejected).toHaveLength(10);

    const other = makeTempDir('fangstdata-store-');
    try {
      const underLimit = await ingestFiles([brokenFile], {
        dataDir: other,
        limits: { maxRejectedShare: 0.03 },
      });
      expect(underLimit.lines).toBe(489);
    } finally {
      removeDir(other);
    }
  });
});

describe('a small zip of a great many blank lines', () => {
  let dataDir: string;
  let workDir: string;
  beforeAll(() => {
    workDir = makeTempDir('fangstdata-blank-zip-');
    dataDir = makeTempDir('fangstdata-store-');
  });
  afterAll(() => {
    removeDir(workDir);
    removeDir(dataDir);
  });

  it('is refused after its first thousand blank lines, without reading the rest, and nothing is stored', async () => {
    const [header, first] = await landingSampleLines();
    // 256 MB of line ends behind a real header and line: a few hundred kB zipped.
    const blanks = Buffer.alloc(64 * 1024 * 1024, '\n');
    const chunks = [
      { bytes: Buffer.from(`${header}\n${first}\n`), lines: 2 },
      ...Array.from({ length: 4 }, () => ({ bytes: blanks, lines: blanks.length })),
    ];
    const zip = path.join(workDir, 'fangstdata_2020.csv.zip');
    await writeZipFile(zip, chunks, {
      entryName: 'fangstdata_2020.csv',
      modified: { year: 2024, month: 1, day: 1 },
      level: 1,
      zip64: false,
    });
    const started = performance.now();
    await expect(ingestFiles([zip], { dataDir })).rejects.toThrow(
      /fangstdata_2020\.csv\.zip: more than 1,000 blank lines by line [\d,]+: no published file has them/,
    );
    // The census stopped at the limit: the old one counted every line, for minutes at this size.
    expect(performance.now() - started).toBeLessThan(20_000);
    expect(currentStoreFile(dataDir)).toBeNull();
  });
});

describe('limits from flags and the environment', () => {
  it('reads shares as fractions or percentages and sizes with units', () => {
    expect(parseShare('--max-withdrawal-share', '0.05')).toBe(0.05);
    expect(parseShare('--max-withdrawal-share', '12.5%')).toBe(0.125);
    expect(parseByteSize('INGEST_MAX_ENTRY_BYTES', '8GB')).toBe(8 * 1024 ** 3);
    expect(parseByteSize('INGEST_MAX_ENTRY_BYTES', '1048576')).toBe(1048576);
    expect(
      ingestLimitsFromEnv({ INGEST_MAX_WITHDRAWAL_SHARE: '10%', INGEST_MAX_REJECTED_SHARE: '0.2' }),
    ).toEqual(
      expect.objectContaining({ maxWithdrawalShare: 0.1, maxRejectedShare: 0.2, allowWithdrawals: false }),
    );
  });

  it('refuses an unreadable limit by name before touching anything', async () => {
    expect(() => parseShare('--max-rejected-share', '150%')).toThrow(
      '--max-rejected-share must be a share between 0 and 1 (e.g. 0.05) or a percentage (e.g. 5%), got "150%"',
    );
    const dataDir = makeTempDir('fangstdata-store-');
    process.env.INGEST_MAX_ENTRY_BYTES = 'lots';
    try {
      await expect(ingestFiles([path.join(dataDir, 'any.csv')], { dataDir })).rejects.toBeInstanceOf(
        InvalidLimitError,
      );
      expect(currentStoreFile(dataDir)).toBeNull();
    } finally {
      delete process.env.INGEST_MAX_ENTRY_BYTES;
      removeDir(dataDir);
    }
  });
});

describe('scratch files of a crashed ingest', () => {
  it('are removed by the next ingest; those of a live process are kept', async () => {
    const dataDir = makeTempDir('fangstdata-store-');
    try {
      const lines = await landingSampleLines();
      await ingestFiles([writeLines(dataDir, 'fangstdata_2020.csv', lines.slice(0, 100))], { dataDir });

      // What kill -9 leaves: a scratch directory of a dead pid with an extracted entry, a partial
      // store copy and year file, a pointer never renamed into place, and an older version's loose
      // extracted entry.
      const deadPid = spawnSync(process.execPath, ['-e', '']).pid!;
      const crashed = ingestTempDir(dataDir, deadPid);
      mkdirSync(crashed, { recursive: true });
      writeFileSync(path.join(crashed, 'entry.csv'), 'x'.repeat(1000));
      const live = ingestTempDir(dataDir, process.ppid);
      mkdirSync(live, { recursive: true });
      writeFileSync(path.join(tempRoot(dataDir), '0b7c9a52-1f0e-4e8e-9a55-2b1f0c3d4e5f.csv'), 'x');
      writeFileSync(path.join(storeDir(dataDir), 'landings-000002.duckdb.partial'), 'x');
      writeFileSync(path.join(storeDir(dataDir), 'CURRENT.0b7c9a52-1f0e-4e8e-9a55-2b1f0c3d4e5f.tmp'), 'x');
      writeFileSync(path.join(storeDir(dataDir), 'years', '2020-000002.duckdb.partial'), 'x');
      writeFileSync(path.join(storeDir(dataDir), 'years', '2020-000002.duckdb.partial.wal'), 'x');

      const report = await ingestFiles([writeLines(dataDir, 'fangstdata_2020b.csv', lines.slice(0, 200))], {
        dataDir,
      });
      expect(report.changed).toBe(true);
      expect(readdirSync(tempRoot(dataDir))).toEqual([path.basename(live)]);
      expect(readdirSync(storeDir(dataDir)).sort()).toEqual([
        'CURRENT',
        'ingest.lock.2',
        ...storeVersionFiles('000001'),
        ...storeVersionFiles('000002'),
        'years',
      ]);
      // The year 2020 as each kept version reads it; the crashed ingest's copy is gone.
      expect(readdirSync(path.join(storeDir(dataDir), 'years')).sort()).toEqual([
        '2020-000001.duckdb',
        '2020-000002.duckdb',
      ]);
    } finally {
      removeDir(dataDir);
    }
  });
});

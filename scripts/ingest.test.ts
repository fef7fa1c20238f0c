import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  LANDING_SAMPLE_ZIP,
  VESSEL_REGISTER_SAMPLE,
  landingSampleLines,
  makeTempDir,
  removeDir,
  writeLines,
} from '@/tests/helpers/fiskeridir-samples';
import { currentStoreFile } from '@/tests/helpers/store-query';

let dataDir: string;
let workDir: string;
beforeEach(() => {
  dataDir = makeTempDir('fangstdata-cli-');
  workDir = makeTempDir('fangstdata-cli-files-');
});
afterEach(() => {
  removeDir(dataDir);
  removeDir(workDir);
});

function ingest(...args: string[]) {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/ingest.ts', '--data-dir', dataDir, ...args],
    {
      encoding: 'utf8',
    },
  );
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

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
    expect(again.stdout).toMatch(/Nothing new: store unchanged/);
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

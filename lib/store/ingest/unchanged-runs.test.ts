import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { listZipEntries } from '@/lib/fiskeridir/csv';
import { writeTar } from '@/lib/fiskeridir/tar';
import {
  ERS_SAMPLE_ZIP,
  LANDING_SAMPLE_ZIP,
  VESSEL_REGISTER_SAMPLE,
  VMS_SAMPLE_ZIP,
  makeTempDir,
  removeDir,
} from '@/tests/helpers/fiskeridir-samples';
import { currentStoreFile, queryCurrentStore } from '@/tests/helpers/store-query';
import { ingestFiles, type IngestReport } from './index';
import { extractZipEntry } from './unzip';

/**
 * A run that changes nothing in the store makes no new version, so the servers keep their page caches,
 * and says so: other bytes with the same content, a file without data, the same file twice.
 */

let dataDir: string;
let workDir: string;
let landingCsv: string;

beforeAll(async () => {
  dataDir = makeTempDir('fangstdata-unchanged-store-');
  workDir = makeTempDir('fangstdata-unchanged-files-');
  await ingestFiles([VESSEL_REGISTER_SAMPLE, LANDING_SAMPLE_ZIP, VMS_SAMPLE_ZIP, ERS_SAMPLE_ZIP], {
    dataDir,
  });
  landingCsv = path.join(workDir, 'fangstdata_2021.csv');
  await extractZipEntry(LANDING_SAMPLE_ZIP, landingCsv, (name) => name.endsWith('.csv'));
});
afterAll(() => {
  removeDir(dataDir);
  removeDir(workDir);
});

async function expectNoNewVersion(files: string[]): Promise<IngestReport> {
  const served = currentStoreFile(dataDir);
  const [{ boats }] = await queryCurrentStore<{ boats: number }>(
    dataDir,
    'select count(*)::integer as boats from boats',
  );
  const report = await ingestFiles(files, { dataDir });
  expect(report.changed).toBe(false);
  expect(report.dataVersion).toBeNull();
  expect(currentStoreFile(dataDir)).toBe(served);
  expect(report.boats).toBe(boats);
  return report;
}

const sampleText = () => readFileSync(landingCsv, 'utf8');

describe('a run that changes nothing', () => {
  it('a landing file with only its header', async () => {
    const file = path.join(workDir, 'fangstdata_2021_header.csv');
    writeFileSync(file, sampleText().split('\n')[0] + '\n');
    const report = await expectNoNewVersion([file]);
    expect(report.files).toEqual([expect.objectContaining({ status: 'unchanged', lines: 0 })]);
    expect(report.documents).toEqual({ inserted: 0, updated: 0, removed: 0, unchanged: 0 });
  });

  it.each([
    ['with a byte-order mark', (text: string) => `\uFEFF${text}`],
    ['with CRLF line ends', (text: string) => text.replace(/\n/g, '\r\n')],
  ])('a copy of the landing file %s', async (_label, change) => {
    const file = path.join(workDir, 'fangstdata_2021_copy.csv');
    writeFileSync(file, change(sampleText()));
    const report = await expectNoNewVersion([file]);
    expect(report.files).toEqual([expect.objectContaining({ status: 'unchanged', lines: 499, rejected: 1 })]);
    expect(report.documents).toEqual({ inserted: 0, updated: 0, removed: 0, unchanged: 159 });
  });

  it('the same content twice in one run, zipped and not', async () => {
    const report = await expectNoNewVersion([landingCsv, landingCsv, LANDING_SAMPLE_ZIP]);
    // Read once; the second copy and the zip (its bytes loaded before) are not read again.
    expect(report.files.map((file) => [file.file, file.status]).sort()).toEqual([
      ['fangstdata_2021.csv', 'skipped-unchanged'],
      ['fangstdata_2021.csv', 'unchanged'],
      ['fangstdata_2021_sample.csv.zip', 'skipped-unchanged'],
    ]);
  });

  it('a register extract holding only symbolic links', async () => {
    const file = path.join(workDir, 'frtyweb.tar');
    writeFileSync(
      file,
      writeTar([
        { name: 'fartoy.csv', data: Buffer.alloc(0), symlinkTo: '/etc/passwd' },
        { name: 'kvoter.csv', data: Buffer.alloc(0), symlinkTo: '../kvoter.csv' },
      ]),
    );
    const report = await expectNoNewVersion([file]);
    expect(report.files).toEqual([
      expect.objectContaining({ kind: 'extract', status: 'unchanged', lines: 0 }),
    ]);
  });

  it('the vessel register written out anew, and VMS and logbook files unzipped', async () => {
    const register = path.join(workDir, 'register_vessels.json');
    writeFileSync(
      register,
      JSON.stringify(JSON.parse(readFileSync(VESSEL_REGISTER_SAMPLE, 'utf8')), null, 2),
    );
    const vms = path.join(workDir, '2023-VMS.csv');
    await extractZipEntry(VMS_SAMPLE_ZIP, vms, (name) => name.endsWith('.csv'));
    const catchEntry = (await listZipEntries(ERS_SAMPLE_ZIP)).find((name) => name.includes('fangstmelding'))!;
    const catches = path.join(workDir, 'fangstmelding.csv');
    await extractZipEntry(ERS_SAMPLE_ZIP, catches, (name) => name === catchEntry);

    const report = await expectNoNewVersion([register, vms, catches]);
    expect(report.files.map((file) => [file.kind, file.status])).toEqual([
      ['vessels', 'unchanged'],
      ['vms', 'unchanged'],
      ['ers', 'unchanged'],
    ]);
  });

  it('on an empty store, a file without data makes no store at all', async () => {
    const empty = makeTempDir('fangstdata-unchanged-empty-');
    try {
      const file = path.join(workDir, 'fangstdata_2022.csv');
      writeFileSync(file, sampleText().split('\n')[0] + '\n');
      const report = await ingestFiles([file], { dataDir: empty });
      expect(report.changed).toBe(false);
      expect(currentStoreFile(empty)).toBeNull();
    } finally {
      removeDir(empty);
    }
  });
});

describe('a run that changes something', () => {
  it('makes a new version, and reports the unchanged files as such', async () => {
    const served = currentStoreFile(dataDir);
    const vessels = JSON.parse(readFileSync(VESSEL_REGISTER_SAMPLE, 'utf8'));
    vessels[0].name = 'NYTT NAVN';
    const register = path.join(workDir, 'register_vessels_renamed.json');
    writeFileSync(register, JSON.stringify(vessels));
    const header = path.join(workDir, 'fangstdata_2021_header_only.csv');
    writeFileSync(header, sampleText().split('\n')[0] + '\n');

    const report = await ingestFiles([register, header], { dataDir });
    expect(report.changed).toBe(true);
    expect(currentStoreFile(dataDir)).not.toBe(served);
    expect(report.files.map((file) => file.status)).toEqual(['loaded', 'unchanged']);
  });
});

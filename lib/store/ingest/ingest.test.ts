import { copyFileSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { storeDir } from '@/lib/store/paths';
import {
  LANDING_SAMPLE_ZIP,
  VESSEL_REGISTER_SAMPLE,
  VMS_SAMPLE_ZIP,
  landingSampleLines,
  withField,
  writeLines,
} from '@/tests/helpers/fiskeridir-samples';
import { freshStoreDirsForEachTest } from '@/tests/helpers/temp-dirs';
import { currentStoreFile, queryCurrentStore } from '@/tests/helpers/store-query';
import { ingestFiles, IngestInputError } from './index';
import { extractZipEntry } from './unzip';
import { parseCsvLine } from '@/lib/fiskeridir/csv';

const VERSION = 3; // Dokument versjonsnummer
const ROUND_WEIGHT_HEADER = 'Rundvekt';

let dataDir: string;
let workDir: string;
let lines: string[];
let header: string[];

beforeAll(async () => {
  lines = await landingSampleLines();
  header = lines[0].split(';').map((name) => name.replace(/"/g, ''));
});

freshStoreDirsForEachTest('fangstdata-', (dirs) => ({ dataDir, workDir } = dirs));

const documentNumberOf = (line: string) => line.split(';')[0];
const weightIndex = () => header.indexOf(ROUND_WEIGHT_HEADER);

describe('ingesting the real landing-note sample', () => {
  it('loads every good line, rejects the cut-off last line with its line number, and derives boats', async () => {
    const report = await ingestFiles([LANDING_SAMPLE_ZIP], { dataDir });

    expect(report.changed).toBe(true);
    expect(report.lines).toBe(499);
    expect(report.rejected).toEqual([
      expect.objectContaining({
        file: 'fangstdata_2021_sample.csv.zip',
        line: 501,
        reason: expect.stringMatching(/133/),
      }),
    ]);
    const documents = new Set(lines.slice(1, -1).map(documentNumberOf));
    expect(report.documents).toEqual({ inserted: documents.size, updated: 0, removed: 0, unchanged: 0 });

    const expectedWeight = lines
      .slice(1, -1)
      .reduce((sum, line) => sum + Number(line.split(';')[weightIndex()].replace(',', '.')), 0);
    const [totals] = await queryCurrentStore<{ lines: number; weight: number; boats: number }>(
      dataDir,
      'select count(*)::integer as lines, sum(round_weight) as weight, (select count(*)::integer from boats) as boats from landing_lines',
    );
    expect(totals.lines).toBe(499);
    expect(totals.weight).toBeCloseTo(expectedWeight, 3);
    expect(totals.boats).toBe(report.boats);

    const [hilmarson] = await queryCurrentStore<Record<string, unknown>>(
      dataDir,
      `select vessel_name, registration_mark, round_weight, species_fdir, length_group, landing_date::varchar as landing_date
       from landing_lines where document_number = '1566728' and line_number = 1`,
    );
    expect(hilmarson).toEqual({
      vessel_name: 'HILMARSON',
      registration_mark: 'N 0045B',
      round_weight: 34792,
      species_fdir: 'Norsk vårgytende sild',
      length_group: '11-14,99 m',
      landing_date: '2020-09-02',
    });
    const [sitedata] = await queryCurrentStore<{ version: string; updated: string }>(
      dataDir,
      "select max(value) filter (where key = 'data_version') as version, max(value) filter (where key = 'last_updated') as updated from sitedata",
    );
    expect(sitedata.version).toBe(String(report.dataVersion));
    expect(new Date(sitedata.updated).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('skips a file it has loaded before and makes no new version', async () => {
    const first = await ingestFiles([LANDING_SAMPLE_ZIP], { dataDir });
    const storeBefore = currentStoreFile(dataDir);
    const second = await ingestFiles([LANDING_SAMPLE_ZIP], { dataDir });

    expect(second.changed).toBe(false);
    expect(second.files).toEqual([expect.objectContaining({ status: 'skipped-unchanged' })]);
    expect(currentStoreFile(dataDir)).toBe(storeBefore);
    expect(first.dataVersion).toBe(1);
  });
});

describe('corrections', () => {
  it('keeps only the newest version of a document and removes documents a newer copy no longer holds', async () => {
    const body = lines.slice(1, -1);
    const documents = [...new Set(body.map(documentNumberOf))];
    const [corrected, withdrawn] = documents;
    await ingestFiles([writeLines(workDir, 'fangstdata_2020.csv', [lines[0], ...body])], { dataDir });

    // A newer copy of the same year's file: `corrected` has a new version with new weights,
    // `withdrawn` is gone. Version times move forward as they do in a real republished file.
    const newer = body
      .filter((line) => documentNumberOf(line) !== withdrawn)
      .map((line) =>
        documentNumberOf(line) === corrected
          ? withField(
              withField(withField(line, VERSION, '9'), weightIndex(), '1000'),
              5,
              '01.12.2020 10.00.00,000000000',
            )
          : line,
      );
    const report = await ingestFiles([writeLines(workDir, 'fangstdata_2020_v2.csv', [lines[0], ...newer])], {
      dataDir,
    });

    expect(report.documents).toEqual({
      inserted: 0,
      updated: 1,
      removed: 1,
      unchanged: documents.length - 2,
    });
    const rows = await queryCurrentStore<{ document_number: string; version: number; weight: number }>(
      dataDir,
      `select document_number, max(version) as version, sum(round_weight) as weight from landing_lines
       where document_number in ('${corrected}', '${withdrawn}') group by document_number`,
    );
    const correctedLines = newer.filter((line) => documentNumberOf(line) === corrected).length;
    expect(rows).toEqual([{ document_number: corrected, version: 9, weight: 1000 * correctedLines }]);
  });

  it('keeps the newest version when a file holds several versions of one document', async () => {
    const body = lines.slice(1, -1);
    const target = documentNumberOf(body[0]);
    const targetLines = body.filter((line) => documentNumberOf(line) === target);
    const olderVersion = targetLines.map((line) =>
      withField(withField(line, VERSION, '1'), weightIndex(), '5'),
    );
    await ingestFiles([writeLines(workDir, 'fangstdata_2020.csv', [lines[0], ...olderVersion, ...body])], {
      dataDir,
    });
    const [row] = await queryCurrentStore<{ lines: number; version: number }>(
      dataDir,
      `select count(*)::integer as lines, min(version) as version from landing_lines where document_number = '${target}'`,
    );
    expect(row.lines).toBe(targetLines.length);
    expect(row.version).toBeGreaterThan(1);
  });
});

describe('malformed values', () => {
  it('rejects a line whose weight is unreadable, with its line number, and loads the rest', async () => {
    const body = lines.slice(1, -1);
    const broken = [...body];
    broken[9] = withField(broken[9], weightIndex(), 'tolv');
    const report = await ingestFiles([writeLines(workDir, 'fangstdata_2020.csv', [lines[0], ...broken])], {
      dataDir,
    });
    expect(report.rejected).toEqual([
      { file: 'fangstdata_2020.csv', line: 11, reason: 'Rundvekt er ugyldig: tolv' },
    ]);
    expect(report.lines).toBe(body.length - 1);
    const [{ n }] = await queryCurrentStore<{ n: number }>(
      dataDir,
      'select count(*)::integer as n from landing_lines',
    );
    expect(n).toBe(body.length - 1);
  });
});

describe('bad input changes nothing', () => {
  it('refuses a landing file whose header lacks required columns, naming the file and the columns', async () => {
    await ingestFiles([LANDING_SAMPLE_ZIP], { dataDir });
    const before = currentStoreFile(dataDir);
    const brokenHeader = lines[0].replace('"Rundvekt";', '').replace('"Landingsdato";', '');
    const broken = writeLines(workDir, 'fangstdata_2020.csv', [brokenHeader, ...lines.slice(1, 5)]);

    const attempt = ingestFiles([broken], { dataDir });
    await expect(attempt).rejects.toBeInstanceOf(IngestInputError);
    await expect(attempt).rejects.toThrow(
      /fangstdata_2020\.csv.*Landingsdato.*Rundvekt|fangstdata_2020\.csv.*Rundvekt.*Landingsdato/,
    );
    expect(currentStoreFile(dataDir)).toBe(before);
    expect(readdirSync(storeDir(dataDir)).filter((name) => name.includes('partial'))).toEqual([]);
  });

  it('refuses a landing header that names a column twice, naming it, and changes nothing', async () => {
    await ingestFiles([LANDING_SAMPLE_ZIP], { dataDir });
    const before = currentStoreFile(dataDir);
    const repeated = writeLines(workDir, 'fangstdata_2021.csv', [
      `${lines[0]};"Fartøynavn"`,
      ...lines.slice(1, 5).map((line) => `${line};"ANNET NAVN"`),
    ]);

    const attempt = ingestFiles([repeated], { dataDir });
    await expect(attempt).rejects.toBeInstanceOf(IngestInputError);
    await expect(attempt).rejects.toThrow(
      'fangstdata_2021.csv: the header names Fartøynavn (columns 37 and 134) more than once',
    );
    expect(currentStoreFile(dataDir)).toBe(before);
  });

  it('refuses a vessel register that lists a vessel twice, naming it, and changes nothing', async () => {
    const vessels = JSON.parse(readFileSync(VESSEL_REGISTER_SAMPLE, 'utf8'));
    const twice = path.join(workDir, 'register_vessels.json');
    writeFileSync(twice, JSON.stringify([...vessels, { ...vessels[3], name: 'KOPI' }]));

    const attempt = ingestFiles([twice], { dataDir });
    await expect(attempt).rejects.toBeInstanceOf(IngestInputError);
    await expect(attempt).rejects.toThrow(
      `register_vessels.json: vessel ${vessels[3].id} is listed twice (element 3 and element ${vessels.length})`,
    );
    expect(currentStoreFile(dataDir)).toBeNull();
  });

  it('refuses a file that is not a known format, even named like one', async () => {
    const impostor = path.join(workDir, 'fangstdata_2022.csv');
    writeFileSync(impostor, 'name;value\nfoo;1\n');
    await expect(ingestFiles([impostor], { dataDir })).rejects.toThrow(/fangstdata_2022\.csv: not a known/);
    expect(currentStoreFile(dataDir)).toBeNull();
  });

  it('checks every file before writing: one bad file stops the whole run', async () => {
    const impostor = path.join(workDir, 'notes.txt');
    writeFileSync(impostor, 'hello');
    await expect(ingestFiles([LANDING_SAMPLE_ZIP, impostor], { dataDir })).rejects.toThrow(/notes\.txt/);
    expect(currentStoreFile(dataDir)).toBeNull();
  });
});

describe('registers and positions', () => {
  it('loads the vessel register sample: boats get register facts and current owners', async () => {
    const report = await ingestFiles([VESSEL_REGISTER_SAMPLE, LANDING_SAMPLE_ZIP], { dataDir });
    expect(report.files.map((file) => file.kind)).toEqual(['vessels', 'landings']);
    const [gjermesoy] = await queryCurrentStore<Record<string, unknown>>(
      dataDir,
      "select name, registration_mark, length, owner_id, owner_name from boats where vessel_id = '2023123979'",
    );
    expect(gjermesoy).toEqual({
      name: 'GJERMESØY',
      registration_mark: 'N 0128VV',
      length: 10.66,
      owner_id: '929675800',
      owner_name: 'GJERMESØY AS',
    });
  });

  it('records an owner change between two register snapshots as ownership periods', async () => {
    await ingestFiles([VESSEL_REGISTER_SAMPLE], { dataDir, snapshotDate: '2024-01-01' });
    const vessels = JSON.parse(readFileSync(VESSEL_REGISTER_SAMPLE, 'utf8'));
    vessels[0].owners = [
      { id: '999999999', entityType: 'COMPANY', name: 'NY EIER AS', postalCode: '8300', city: 'SVOLVÆR' },
    ];
    const later = path.join(workDir, 'register_vessels.json');
    writeFileSync(later, JSON.stringify(vessels));
    await ingestFiles([later], { dataDir, snapshotDate: '2025-06-01' });

    const periods = await queryCurrentStore<Record<string, unknown>>(
      dataDir,
      `select owner_name, from_date::varchar as from_date, to_date::varchar as to_date from ownerships
       where vessel_id = '${vessels[0].id}' order by coalesce(from_date, date '1900-01-01')`,
    );
    expect(periods).toEqual([
      { owner_name: 'GJERMESØY AS', from_date: null, to_date: '2025-06-01' },
      { owner_name: 'NY EIER AS', from_date: '2025-06-01', to_date: null },
    ]);
  });

  it('loads VMS positions in both date formats', async () => {
    const report = await ingestFiles([VMS_SAMPLE_ZIP], { dataDir });
    expect(report.files[0]).toEqual(expect.objectContaining({ kind: 'vms', status: 'loaded' }));
    const [counts] = await queryCurrentStore<{ n: number; first: string; new_style: number }>(
      dataDir,
      `select count(*)::integer as n, min(time_utc)::varchar as first,
         count(*) filter (where time_utc = timestamp '2024-01-01 15:40:00')::integer as new_style from positions`,
    );
    expect(counts.n + report.rejected.length).toBe(500);
    expect(counts.n).toBeGreaterThan(490);
    expect(counts.new_style).toBeGreaterThan(0);
    expect(counts.first.startsWith('2023-01-01')).toBe(true);
    // Coordinates that lost their decimal comma in the published file (64,319 written 64319) are repaired.
    const [coordinates] = await queryCurrentStore<{ invalid: number; repaired: number }>(
      dataDir,
      `select count(*) filter (where abs(latitude) > 90 or abs(longitude) > 180)::integer as invalid,
         count(*) filter (where latitude = 64.319)::integer as repaired from positions`,
    );
    expect(coordinates).toEqual({ invalid: 0, repaired: expect.any(Number) });
    expect(coordinates.repaired).toBeGreaterThan(0);
  });

  it('keeps the VMS_KEEP_YEARS newest years of positions, deleting the older at the next ingest', async () => {
    await ingestFiles([VMS_SAMPLE_ZIP], { dataDir });
    const byYear = () =>
      queryCurrentStore<{ year: number; n: number }>(
        dataDir,
        'select year(time_utc)::integer as year, count(*)::integer as n from positions group by 1 order by 1',
      );
    const before = await byYear();
    expect(before.map((row) => row.year)).toEqual([2023, 2024]);
    // A newer report of a boat in the sample: a file with something new to load.
    const csv = path.join(workDir, 'vms.csv');
    await extractZipEntry(VMS_SAMPLE_ZIP, csv, (name) => name.endsWith('.csv'));
    const [vmsHeader, ...vmsLines] = readFileSync(csv, 'utf8').split('\n').filter(Boolean);
    const idAt = parseCsvLine(vmsHeader).indexOf('Melding ID');
    const newer = withField(
      vmsLines.find((line) => line.includes('-24 '))!,
      idAt,
      '999999999',
    );
    const file = writeLines(workDir, 'vms_2024_update.csv', [vmsHeader, newer]);
    const report = await ingestFiles([file], { dataDir, snapshotDate: '2024-06-01', vmsKeepYears: 1 });
    expect(report.prunedPositions).toBe(before[0].n);
    expect((await byYear()).map((row) => row.year)).toEqual([2024]);
  });

  it("keeps the later years of the older years' file when VMS_KEEP_YEARS prunes an earlier one from it", async () => {
    const csv = path.join(workDir, 'vms.csv');
    await extractZipEntry(VMS_SAMPLE_ZIP, csv, (name) => name.endsWith('.csv'));
    const [vmsHeader, ...vmsLines] = readFileSync(csv, 'utf8').split('\n').filter(Boolean);
    const idAt = parseCsvLine(vmsHeader).indexOf('Melding ID');
    const report2024 = vmsLines.find((line) => line.includes('-24 '))!;
    const inYear = (year: string, id: string) => withField(report2024.replace('-24 ', `-${year} `), idAt, id);
    // 2019 and 2021 beside the sample's 2023 and 2024: the newest three years (2022–2024) have files of
    // their own, 2019 and 2021 share the older years' file.
    const older = writeLines(workDir, 'vms_older.csv', [
      vmsHeader,
      inYear('19', '999999901'),
      inYear('21', '999999902'),
    ]);
    await ingestFiles([VMS_SAMPLE_ZIP, older], { dataDir });
    const years = async () =>
      (
        await queryCurrentStore<{ year: number }>(
          dataDir,
          'select distinct year(time_utc)::integer as year from positions order by 1',
        )
      ).map((row) => row.year);
    expect(await years()).toEqual([2019, 2021, 2023, 2024]);
    const newer = writeLines(workDir, 'vms_newer.csv', [vmsHeader, withField(report2024, idAt, '999999903')]);
    const report = await ingestFiles([newer], { dataDir, snapshotDate: '2024-06-01', vmsKeepYears: 4 });
    expect(report.prunedPositions).toBe(1);
    expect(await years()).toEqual([2021, 2023, 2024]);
  });
});

describe('store files', () => {
  it('leaves exactly the served version and its predecessor after several ingests', async () => {
    const body = lines.slice(1, -1);
    for (let copy = 0; copy < 3; copy++) {
      const file = writeLines(workDir, `fangstdata_2020_${copy}.csv`, [lines[0], ...body.slice(copy)]);
      await ingestFiles([file], { dataDir });
    }
    const files = readdirSync(storeDir(dataDir)).filter((name) => name.endsWith('.duckdb'));
    expect(files.sort()).toEqual(['landings-000002.duckdb', 'landings-000003.duckdb']);
    expect(currentStoreFile(dataDir)).toBe('landings-000003.duckdb');
  });

  it('copies a renamed sample just the same: files are recognised by content', async () => {
    const renamed = path.join(workDir, 'download.bin');
    copyFileSync(LANDING_SAMPLE_ZIP, renamed);
    const report = await ingestFiles([renamed], { dataDir });
    expect(report.files[0].kind).toBe('landings');
    expect(report.lines).toBe(499);
  });
});

import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseCsvLine } from '@/lib/fiskeridir/csv';
import {
  LANDING_SAMPLE_ZIP,
  VMS_SAMPLE_ZIP,
  landingSampleLines,
  makeTempDir,
  removeDir,
  withField,
  writeLines,
} from '@/tests/helpers/fiskeridir-samples';
import { freshStoreDirsForEachTest } from '@/tests/helpers/temp-dirs';
import { currentStoreFile, queryCurrentStore } from '@/tests/helpers/store-query';
import { writeTestZip } from '@/tests/helpers/zip';
import { ingestFiles } from './index';
import { extractZipEntry } from './unzip';

/**
 * Ingest never loses a line without saying so: a broken line is one rejected line, reported with its
 * number, and every other line of the file lands, on a fresh store and on one that had the year.
 */

let lines: string[];
let header: string[];
let dataDir: string;
let workDir: string;

beforeAll(async () => {
  lines = await landingSampleLines();
  header = parseCsvLine(lines[0]).map((name) => name.trim());
});
freshStoreDirsForEachTest('fangstdata-lost-', (dirs) => ({ dataDir, workDir } = dirs));

const column = (name: string) => header.indexOf(name);
const documentNumberOf = (line: string) => line.split(';')[0];
/** Line 39 of the sample (file line numbers: the header is line 1), whose boat is named VEA. */
const BROKEN_LINE = 39;
const BROKEN_DOCUMENT = '1565570';

/** The sample with one line replaced, zipped as the directorate publishes it. */
function sampleWith(lineNumber: number, line: string, name = 'fangstdata_2021.csv.zip'): Promise<string> {
  const changed = [...lines];
  changed[lineNumber - 1] = line;
  return writeTestZip(path.join(workDir, name), 'fangstdata_2021.csv', changed.join('\n') + '\n');
}

/** What the store holds: lines, documents, boats and the landed weight. */
async function storeTotals(dir: string) {
  const [totals] = await queryCurrentStore<Record<string, number>>(
    dir,
    `select (select count(*)::integer from landing_lines) as lines, (select count(*)::integer from documents) as documents,
       (select count(*)::integer from boats) as boats, (select sum(round_weight) from landing_lines) as weight`,
  );
  return totals;
}

/** The store of the sample without the given line, loaded in a directory of its own. */
async function totalsWithout(lineNumber: number) {
  const dir = makeTempDir('fangstdata-expected-');
  try {
    const kept = lines.filter((_, index) => index !== lineNumber - 1);
    await ingestFiles([writeLines(dir, 'fangstdata_2021.csv', kept)], { dataDir: dir });
    return await storeTotals(dir);
  } finally {
    removeDir(dir);
  }
}

const linesOf = async (documentNumber: string) =>
  (
    await queryCurrentStore<{ n: number }>(
      dataDir,
      `select count(*)::integer as n from landing_lines where document_number = '${documentNumber}'`,
    )
  )[0].n;

describe('a field whose quote is left open', () => {
  const openQuote = () => withField(lines[BROKEN_LINE - 1], column('Fartøynavn'), '"BROKEN');

  it('is one rejected line on a fresh store: the other 498 lines, their documents and boats land', async () => {
    const report = await ingestFiles([await sampleWith(BROKEN_LINE, openQuote())], { dataDir });

    expect(report.rejected.map((rejected) => rejected.line)).toEqual([BROKEN_LINE, 501]);
    expect(report.lines).toBe(498);
    const expected = await totalsWithout(BROKEN_LINE);
    const stored = await storeTotals(dataDir);
    expect(stored).toEqual({ ...expected, weight: expect.any(Number) });
    expect(stored.weight).toBeCloseTo(expected.weight, 3);
    expect(stored.lines).toBe(498);
    // The summary tells what the store holds.
    expect(report.documents.inserted).toBe(stored.documents);
    expect(report.boats).toBe(stored.boats);
  });

  it('swallows no following line when it is the last quoted field of its line', async () => {
    const fields = lines[BROKEN_LINE - 1].split(';');
    const last = fields.map((field) => field.startsWith('"')).lastIndexOf(true);
    fields[last] = fields[last].slice(0, -1);
    const report = await ingestFiles([await sampleWith(BROKEN_LINE, fields.join(';'))], { dataDir });

    expect(report.rejected[0]).toEqual({
      file: 'fangstdata_2021.csv.zip',
      line: BROKEN_LINE,
      reason: `Anførselstegnet i ${header[last]} lukkes ikke på linjen`,
    });
    expect((await storeTotals(dataDir)).lines).toBe(498);
  });

  it('on a store that had the year, leaves the updated documents whole and keeps the broken line’s document', async () => {
    await ingestFiles([LANDING_SAMPLE_ZIP], { dataDir });
    expect(await linesOf(BROKEN_DOCUMENT)).toBe(4);
    // A newer copy of the year: one document (with lines before and after the break) corrected to
    // version 9, and line 39 broken.
    const corrected = '1566860';
    const correctedLines = lines.filter((line) => documentNumberOf(line) === corrected).length;
    const newer = lines.map((line, index) => {
      if (index === BROKEN_LINE - 1) return openQuote();
      if (documentNumberOf(line) !== corrected) return line;
      const version = withField(line, column('Dokument versjonsnummer'), '9');
      return withField(version, column('Dokument versjonstidspunkt'), '01.12.2021 10.00.00,000000000');
    });
    const file = writeLines(workDir, 'fangstdata_2021.csv', newer);

    const report = await ingestFiles([file], { dataDir });

    expect(report.documents).toEqual({ inserted: 0, updated: 1, removed: 0, unchanged: 158 });
    expect(await linesOf(corrected)).toBe(correctedLines);
    expect(correctedLines).toBeGreaterThan(4);
    // The file's copy of the broken line's document is incomplete: the stored one stays.
    expect(await linesOf(BROKEN_DOCUMENT)).toBe(4);
    expect((await storeTotals(dataDir)).lines).toBe(499);
  });

  it('does not withdraw a stored document whose only line is broken', async () => {
    await ingestFiles([LANDING_SAMPLE_ZIP], { dataDir });
    // Document 1563717 has one line, line 40.
    const single = documentNumberOf(lines[39]);
    expect(lines.filter((line) => documentNumberOf(line) === single)).toHaveLength(1);
    const broken = withField(lines[39], column('Fartøynavn'), '"BROKEN');
    const newer = lines.map((line, index) => (index === 39 ? broken : line));
    newer[1] = withField(newer[1], column('Dokument versjonstidspunkt'), '01.12.2021 10.00.00,000000000');

    const report = await ingestFiles([writeLines(workDir, 'fangstdata_2021.csv', newer)], { dataDir });

    expect(report.documents.removed).toBe(0);
    expect(await linesOf(single)).toBe(1);
  });
});

describe('a byte the reader must not see', () => {
  it('rejects its line (not UTF-8), reported, and loads the rest', async () => {
    const line = Buffer.from(lines[BROKEN_LINE - 1].replace('"VEA"', '"V\u0000A"'));
    line[line.indexOf(0)] = 0xff;
    const body = lines.map((text, index) => (index === BROKEN_LINE - 1 ? line : Buffer.from(text)));
    const file = path.join(workDir, 'fangstdata_2021.csv');
    writeFileSync(file, Buffer.concat(body.flatMap((part) => [part, Buffer.from('\n')])));

    const report = await ingestFiles([file], { dataDir });

    expect(report.rejected).toEqual([
      { file: 'fangstdata_2021.csv', line: BROKEN_LINE, reason: 'Linjen er ikke gyldig UTF-8' },
      expect.objectContaining({ line: 501 }),
    ]);
    expect(report.lines).toBe(498);
    expect((await storeTotals(dataDir)).lines).toBe(498);
  });

  it('rejects lines with a NUL byte near the top, and still knows the file', async () => {
    const withNul = lines.map((line, index) =>
      index >= 1 && index <= 5 ? line.replace(';"Fiskefartøy";', ';"Fiske\u0000fartøy";') : line,
    );
    expect(withNul.slice(1, 6).every((line) => line.includes('\u0000'))).toBe(true);
    const file = writeLines(workDir, 'fangstdata_2021.csv', withNul);

    const report = await ingestFiles([file], { dataDir, limits: { maxRejectedShare: 0.02 } });

    expect(report.rejected.slice(0, 5)).toEqual(
      [2, 3, 4, 5, 6].map((line) => ({
        file: 'fangstdata_2021.csv',
        line,
        reason: 'Linjen inneholder en NUL-byte',
      })),
    );
    expect((await storeTotals(dataDir)).lines).toBe(494);
  });

  it('rejects its line of a VMS file instead of failing the file', async () => {
    const csv = path.join(workDir, 'vms.csv');
    await extractZipEntry(VMS_SAMPLE_ZIP, csv, (name) => name.endsWith('.csv'));
    const text = readFileSync(csv);
    const name = Buffer.from('KLÆVTIND');
    const at = text.indexOf(name);
    const broken = Buffer.concat([
      text.subarray(0, at),
      Buffer.from('KL\xc6VTIND', 'latin1'),
      text.subarray(at + name.length),
    ]);
    const file = path.join(workDir, '2023-VMS.csv');
    writeFileSync(file, broken);
    const lineOfName = text.subarray(0, at).toString('utf8').split('\n').length;

    const report = await ingestFiles([file], { dataDir, limits: { allowRejected: true } });

    expect(report.rejected).toContainEqual({
      file: '2023-VMS.csv',
      line: lineOfName,
      reason: 'Linjen er ikke gyldig UTF-8',
    });
    const [{ n }] = await queryCurrentStore<{ n: number }>(
      dataDir,
      'select count(*)::integer as n from positions',
    );
    expect(n).toBe(report.files[0].lines);
    expect(n + report.rejected.length).toBe(text.toString('utf8').trimEnd().split('\n').length - 1);
    expect(currentStoreFile(dataDir)).not.toBeNull();
  });
});

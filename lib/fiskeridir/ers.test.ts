import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ERS_SAMPLE_ZIP } from '@/tests/helpers/fiskeridir-samples';
import { writeTestZip } from '@/tests/helpers/zip';
import { listZipEntries, readLines } from './csv';
import { readErsZip, type ErsLine } from '@/tests/helpers/ers-file';
import { ErsHeaderError, ersEntries, type ErsMessageType } from './ers';

/** The sample's files read the simplest way: header names and the raw fields of each line. */
async function rawEntries() {
  const files: { entry: string; header: string[]; rows: string[][] }[] = [];
  for (const entry of await listZipEntries(ERS_SAMPLE_ZIP)) {
    const lines: string[] = [];
    for await (const { line } of readLines(ERS_SAMPLE_ZIP, { entryName: entry })) lines.push(line);
    files.push({ entry, header: lines[0].split(';'), rows: lines.slice(1).map((line) => line.split(';')) });
  }
  return files;
}

async function readAll(zip: string) {
  const lines: ErsLine[] = [];
  const errors: { lineNumber: number; message: string }[] = [];
  for await (const result of readErsZip(zip)) {
    if (result.line) lines.push(result.line);
    else errors.push({ lineNumber: result.lineNumber, message: result.error.message });
  }
  return { lines, errors };
}

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'fangstdata-ers-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the directorate’s ERS sample', () => {
  it('recognises the four message files by their headers', async () => {
    const { entries, skipped } = await ersEntries(ERS_SAMPLE_ZIP);
    expect(skipped).toEqual([]);
    expect(Object.fromEntries(entries.map((e) => [e.type, e.entry]))).toEqual({
      POR: expect.stringContaining('ankomstmelding'),
      DEP: expect.stringContaining('avgangsmelding'),
      DCA: expect.stringContaining('fangstmelding'),
      TRA: expect.stringContaining('overforingsmelding'),
    });
  });

  it('reads every line: message counts and round weights per type equal the files', async () => {
    const { lines, errors } = await readAll(ERS_SAMPLE_ZIP);
    expect(errors).toEqual([]);
    for (const file of await rawEntries()) {
      const col = (name: string) => file.header.findIndex((h) => h.replace('\uFEFF', '') === name);
      const type = file.rows[0][col('Meldingstype (kode)')] as ErsMessageType;
      const ofType = lines.filter((line) => line.type === type);
      expect(ofType).toHaveLength(file.rows.length);
      expect(new Set(ofType.map((l) => l.messageId)).size).toBe(
        new Set(file.rows.map((r) => r[col('Melding ID')])).size,
      );
      const weight = file.rows.reduce((sum, r) => sum + Number(r[col('Rundvekt')].replace(',', '.') || 0), 0);
      expect(ofType.reduce((sum, l) => sum + (l.roundWeight ?? 0), 0)).toBeCloseTo(weight, 3);
    }
  });

  it('gives a haul its start and stop, position, duration, gear, species and weight', async () => {
    const { lines } = await readAll(ERS_SAMPLE_ZIP);
    const haul = lines.find((l) => l.type === 'DCA' && l.messageId === 2270017)!;
    expect(haul).toMatchObject({
      version: 1,
      messageTime: '2021-01-01T00:00:00.000Z',
      eventTime: '2020-12-31T00:00:00.000Z',
      stopTime: '2021-01-01T00:00:00.000Z',
      durationMinutes: 1440,
      latitude: -62.717,
      longitude: -57.217,
      stopLatitude: -62.667,
      stopLongitude: -57.3,
      gearCode: '53',
      gear: 'Flytetrål',
      gearGroupCode: '5',
      speciesCode: '2513',
      roundWeight: 235218,
      vesselId: '2008045929',
      radioCallSign: 'LAWR',
      quantityType: 'DCA',
    });
    // The same vessel's transfer of that krill to a reefer.
    const transfer = lines.find((l) => l.type === 'TRA' && l.radioCallSign === 'LAWR')!;
    expect(transfer).toMatchObject({ transferTo: 'YJVT7', quantityType: 'KG', latitude: -62.4833 });
  });

  it('keeps the call sign and mark of a line the directorate did not link to a Fartøy ID', async () => {
    const { lines } = await readAll(ERS_SAMPLE_ZIP);
    const unlinked = lines.filter((l) => l.type === 'DCA' && l.vesselId === null);
    expect(unlinked.length).toBeGreaterThan(0);
    for (const line of unlinked) expect(line.radioCallSign ?? line.registrationMark).not.toBeNull();
  });

  it('reads arrivals with their port and catch on board', async () => {
    const { lines } = await readAll(ERS_SAMPLE_ZIP);
    const arrival = lines.find((l) => l.type === 'POR' && l.messageId === 2270027)!;
    expect(arrival).toMatchObject({
      portCode: 'NOAES',
      port: 'Ålesund',
      eventTime: '2021-01-01T06:30:00.000Z',
      quantityType: 'OB',
      roundWeight: 171000,
    });
  });
});

describe('bad ERS files', () => {
  async function dcaFile(transform: (header: string, rows: string[]) => string) {
    const dca = (await rawEntries()).find((f) => f.entry.includes('fangstmelding'))!;
    const header = dca.header.join(';');
    return writeTestZip(
      path.join(dir, `dca-${Math.random().toString(36).slice(2)}.zip`),
      'dca.csv',
      transform(
        header,
        dca.rows.map((r) => r.join(';')),
      ),
    );
  }

  it('refuses a header without a required column, naming it, before reading a line', async () => {
    const zip = await dcaFile((header, rows) => [header.replace(';Rundvekt;', ';Vekt;'), ...rows].join('\n'));
    await expect(ersEntries(zip)).rejects.toThrow(ErsHeaderError);
    await expect(ersEntries(zip)).rejects.toThrow(/lacks required columns: Rundvekt/);
  });

  it('rejects a cut-off line with its line number and keeps the others', async () => {
    const zip = await dcaFile((header, rows) =>
      [header, ...rows.slice(0, 10), rows[10].slice(0, 60), ...rows.slice(11)].join('\n'),
    );
    const { lines, errors } = await readAll(zip);
    expect(errors).toEqual([
      { lineNumber: 12, message: expect.stringMatching(/^line 12: expected 114 fields/) },
    ]);
    expect(lines).toHaveLength(98);
  });

  it('rejects a line with an impossible position or date', async () => {
    const zip = await dcaFile((header, rows) => {
      const columns = header.split(';');
      const bad = rows[0].split(';');
      bad[columns.indexOf('Startposisjon bredde')] = '123,4';
      const late = rows[1].split(';');
      late[columns.indexOf('Stoppdato')] = '31.02.2021';
      return [header, bad.join(';'), late.join(';'), ...rows.slice(2)].join('\n');
    });
    const { errors } = await readAll(zip);
    expect(errors.map((e) => e.message)).toEqual([
      'line 2: Startposisjon bredde: 123.4 is out of range',
      expect.stringMatching(/^line 3: Stoppdato: "31\.02\.2021/),
    ]);
  });

  it('skips a file of another message type and says why', async () => {
    const zip = await writeTestZip(
      path.join(dir, 'other.zip'),
      'elektronisk-rapportering-ers-2020-annen-melding.csv',
      'Melding ID;Meldingstype (kode);Noe\n1;XYZ;a\n',
    );
    const { entries, skipped } = await ersEntries(zip);
    expect(entries).toEqual([]);
    expect(skipped).toEqual([
      {
        entry: 'elektronisk-rapportering-ers-2020-annen-melding.csv',
        reason: 'not a DEP, DCA, POR or TRA message file',
      },
    ]);
  });
});

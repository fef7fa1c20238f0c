import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { VesselRegisterEntry } from './vessel-register-output';
import { generateSampleFiles, type GenerateSampleResult } from './generate';
import { END_YEAR, generateTestFiles, LINES, notes, Problems } from '@/tests/helpers/generated-files';
import {
  columns,
  isoOf,
  number,
  readZipEntry,
  unquote,
  type LandingFile,
} from '@/tests/helpers/landing-file';
import type { BuyerRegisterEntry } from '@/lib/fiskeridir/buyer-register';
import { LANDING_COLUMN_NAMES, LANDING_COLUMNS, LANDING_HEADER_LINE } from '@/lib/fiskeridir/landing-columns';
import { LANDING_SAMPLE_ZIP } from '@/tests/helpers/fiskeridir-samples';

describe('generateSampleFiles', () => {
  let dir: string;
  let result: GenerateSampleResult;
  let sampleLines: string[];
  let landing: Map<number, LandingFile>;
  let earlier: LandingFile;
  let vessels: VesselRegisterEntry[];
  let buyers: BuyerRegisterEntry[];

  beforeAll(async () => {
    ({ dir, result, landing, earlier, vessels, buyers } = await generateTestFiles());
    sampleLines = (await readZipEntry(LANDING_SAMPLE_ZIP)).text.split('\n');
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const allRows = () => [...landing.values()].flatMap((file) => file.rows.map((row) => ({ file, row })));

  it('writes the documented files', () => {
    expect(readdirSync(dir).sort()).toEqual(
      [
        `${END_YEAR}-VMS.csv.zip`,
        `elektronisk-rapportering-ers-${END_YEAR - 1}.zip`,
        `elektronisk-rapportering-ers-${END_YEAR}.zip`,
        `fangstdata_${END_YEAR - 1}.csv.zip`,
        `fangstdata_${END_YEAR}.csv.zip`,
        `fangstdata_${END_YEAR}_earlier.csv.zip`,
        'frtyweb.tar',
        'register_buyers.json',
        'register_vessels.json',
      ].sort(),
    );
    expect(result.files.every((file) => existsSync(file))).toBe(true);
    expect(result.landingLines).toBe(2 * LINES);
    expect(result.vessels).toBe(vessels.length);
    expect(result.buyers).toBe(buyers.length);
  });

  it('holds one CSV per zip with the published header', () => {
    for (const [year, file] of landing) {
      expect(file.name).toBe(`fangstdata_${year}.csv`);
      expect(file.text.split('\n')[0]).toBe(sampleLines[0]);
    }
    expect(earlier.name).toBe(`fangstdata_${END_YEAR}.csv`);
  });

  it('writes UTF-8 without BOM, LF line ends, 133 fields and the published quoting', () => {
    const quoted = sampleLines[1].split(';').map((field) => field.startsWith('"'));
    expect(quoted).toHaveLength(133);
    expect(LANDING_COLUMNS.map((column) => column.quoted)).toEqual(quoted);
    expect(LANDING_HEADER_LINE).toBe(sampleLines[0]);
    expect(LANDING_COLUMN_NAMES).toEqual(sampleLines[0].split(';').map(unquote));
    for (const file of [...landing.values(), earlier]) {
      expect(file.text.charCodeAt(0)).not.toBe(0xfeff);
      expect(file.text.includes('\r')).toBe(false);
      const problems = new Problems();
      for (const row of file.rows) {
        problems.check(row.length === 133, () => `${row.length} fields: ${row.join(';')}`);
        for (let i = 0; i < row.length; i++) {
          if ((row[i].charCodeAt(0) === 34) !== quoted[i])
            problems.check(false, () => `${file.header[i]}: ${row[i]}`);
        }
      }
      expect(problems.list).toEqual([]);
    }
  });

  it('writes exactly the requested number of lines per year', () => {
    for (const file of landing.values()) expect(file.rows).toHaveLength(LINES);
  });

  it('writes dates, times and numbers in the published formats', () => {
    const problems = new Problems();
    for (const { file, row } of allRows()) {
      const col = columns(file);
      const line = () => row.join(';');
      problems.check(/^\d{2}\.\d{2}\.\d{4}$/.test(col(row, 'Landingsdato')), line);
      problems.check(/^\d{2}:\d{2}:00$/.test(col(row, 'Landingsklokkeslett')), line);
      problems.check(
        /^\d{2}\.\d{2}\.\d{4} \d{2}\.\d{2}\.\d{2},\d{9}$/.test(col(row, 'Dokument versjonstidspunkt')),
        line,
      );
      problems.check(col(row, 'Oppdateringstidspunkt') === '01.07.2025', line);
      problems.check(col(row, 'Landingsmåned').length === 9, line);
      problems.check(/^\d+(,\d{1,2})?$/.test(col(row, 'Største lengde')), line);
      problems.check(col(row, 'Art - FDIR (kode)').length % 2 === 0, line);
    }
    expect(problems.list).toEqual([]);
  });

  it('is deterministic for a seed', async () => {
    const options = { years: 1, linesPerYear: 1_500, endYear: END_YEAR, vmsDays: 1, earlierCopy: true };
    const a = mkdtempSync(path.join(os.tmpdir(), 'sample-a-'));
    const b = mkdtempSync(path.join(os.tmpdir(), 'sample-b-'));
    const c = mkdtempSync(path.join(os.tmpdir(), 'sample-c-'));
    try {
      await generateSampleFiles({ ...options, outDir: a, seed: 3 });
      await generateSampleFiles({ ...options, outDir: b, seed: 3 });
      await generateSampleFiles({ ...options, outDir: c, seed: 4 });
      const names = readdirSync(a).sort();
      expect(readdirSync(b).sort()).toEqual(names);
      for (const name of names)
        expect(readFileSync(path.join(a, name)).equals(readFileSync(path.join(b, name)))).toBe(true);
      expect(
        readFileSync(path.join(a, `fangstdata_${END_YEAR}.csv.zip`)).equals(
          readFileSync(path.join(c, `fangstdata_${END_YEAR}.csv.zip`)),
        ),
      ).toBe(false);
    } finally {
      for (const d of [a, b, c]) rmSync(d, { recursive: true, force: true });
    }
  });

  it('lets skrei cod dominate January–April landings in Nordland and Finnmark', () => {
    for (const file of landing.values()) {
      const col = columns(file);
      const groups = new Map<string, number>();
      let skrei = 0;
      for (const row of file.rows) {
        const month = Number(col(row, 'Landingsmåned (kode)'));
        if (month > 4 || !['Nordland', 'Finnmark', 'Troms og Finnmark'].includes(col(row, 'Landingsfylke')))
          continue;
        const group = col(row, 'Art - gruppe');
        groups.set(group, (groups.get(group) ?? 0) + 1);
        if (col(row, 'Art - FDIR') === 'Skrei') skrei++;
      }
      const ranked = [...groups.entries()].sort((x, y) => y[1] - x[1]);
      expect(ranked[0][0]).toBe('Torsk');
      expect(ranked[0][1]).toBeGreaterThan(2 * (ranked[1]?.[1] ?? 0));
      expect(skrei).toBeGreaterThan(0);
    }
  });

  it('lands herring and mackerel in autumn in notes of 200–2 000 tonnes', () => {
    let count = 0;
    for (const file of landing.values()) {
      const col = columns(file);
      for (const lines of notes(file).values()) {
        const month = Number(col(lines[0], 'Landingsmåned (kode)'));
        const group = col(lines[0], 'Art - gruppe');
        if (month < 9 || month > 11 || !(group.startsWith('Sild') || group === 'Makrell')) continue;
        const tonnes = lines.reduce((sum, row) => sum + number(col(row, 'Rundvekt')), 0) / 1000;
        expect(tonnes).toBeGreaterThanOrEqual(200);
        expect(tonnes).toBeLessThanOrEqual(2_000);
        expect(col(lines[0], 'Salgslag')).toBe('Norges Sildesalgslag');
        count++;
      }
    }
    expect(count).toBeGreaterThan(5);
  });

  it('puts every vessel in the length group of its Største lengde', () => {
    const groups: [number, string, string][] = [
      [11, '1', 'Under 11 m'],
      [15, '2', '11-14,99 m'],
      [21, '3', '15-20,99 m'],
      [28, '4', '21-27,99 m'],
      [Infinity, '5', '28 m og over '],
    ];
    const seen = new Set<string>();
    const problems = new Problems();
    for (const { file, row } of allRows()) {
      const col = columns(file);
      const length = number(col(row, 'Største lengde'));
      const [, code, label] = groups.find(([below]) => length < below)!;
      problems.check(
        col(row, 'Lengdegruppe (kode)') === code && col(row, 'Lengdegruppe') === label,
        () => `${length}: ${col(row, 'Lengdegruppe')}`,
      );
      seen.add(code);
    }
    expect(problems.list).toEqual([]);
    expect(seen.size).toBe(5);
  });

  it('withholds prices for the 12 months before the reference date', () => {
    let priced = 0;
    let withheld = 0;
    const problems = new Problems();
    for (const { file, row } of allRows()) {
      const col = columns(file);
      const recent = isoOf(col(row, 'Landingsdato')) > '2024-07-01';
      const price = col(row, 'Enhetspris for fisker');
      const money = ['Beløp for fisker', 'Beløp for kjøper', 'Fangstverdi', 'Lagsavgift'].map((name) =>
        col(row, name),
      );
      if (recent) {
        problems.check(
          price === '' && money.every((value) => value === ''),
          () => `priced: ${row.join(';')}`,
        );
        withheld++;
      } else {
        const amount = Math.round(number(price) * number(col(row, 'Produktvekt')));
        problems.check(
          number(price) > 0 &&
            number(col(row, 'Beløp for fisker')) === amount &&
            number(col(row, 'Fangstverdi')) === amount,
          () => `unpriced or wrong amount: ${row.join(';')}`,
        );
        priced++;
      }
    }
    expect(problems.list).toEqual([]);
    expect(priced).toBeGreaterThan(0);
    expect(withheld).toBeGreaterThan(0);
  });

  it('prices species plausibly', () => {
    const prices = new Map<string, number[]>();
    for (const { file, row } of allRows()) {
      const col = columns(file);
      const price = col(row, 'Enhetspris for fisker');
      if (price === '' || !['110', '210'].includes(col(row, 'Produkttilstand (kode)'))) continue;
      const species = col(row, 'Art - gruppe');
      prices.set(species, [...(prices.get(species) ?? []), number(price)]);
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    // Fisher's price per kg product, in the band of recent years (drifting a few per cent a year).
    expect(median(prices.get('Torsk')!)).toBeGreaterThan(22);
    expect(median(prices.get('Torsk')!)).toBeLessThan(50);
    expect(median(prices.get('Hyse')!)).toBeGreaterThan(15);
    expect(median(prices.get('Hyse')!)).toBeLessThan(32);
    expect(median(prices.get('Sei')!)).toBeLessThan(17);
  });

  it('numbers notes per sales organisation with lines 1..n and a few later versions', () => {
    for (const file of landing.values()) {
      const col = columns(file);
      const byNote = notes(file);
      let corrected = 0;
      const problems = new Problems();
      for (const [key, lines] of byNote) {
        problems.check(
          lines.every((row, i) => Number(col(row, 'Linjenummer')) === i + 1),
          () => `${key}: line numbers`,
        );
        const versions = new Set(lines.map((row) => col(row, 'Dokument versjonsnummer')));
        problems.check(versions.size === 1, () => `${key}: versions ${[...versions]}`);
        if (Number([...versions][0]) > 1) corrected++;
        problems.check(
          new Set(lines.map((row) => col(row, 'Fartøy ID'))).size === 1,
          () => `${key}: vessels`,
        );
      }
      expect(problems.list).toEqual([]);
      expect(corrected).toBeGreaterThan(0);
      expect(corrected / byNote.size).toBeLessThan(0.08);
      expect(new Set(file.rows.map((row) => col(row, 'Fangstår')))).toEqual(
        new Set([file.name.slice(11, 15)]),
      );
    }
  });

  it('keeps round weight, product weight and condition consistent', () => {
    const factors: Record<string, Record<string, number>> = {
      Torsk: { '210': 1.18, '211': 1.5, '110': 1 },
      Hyse: { '210': 1.14, '211': 1.4, '110': 1 },
      Sei: { '210': 1.19, '211': 1.48, '110': 1 },
    };
    let checked = 0;
    const problems = new Problems();
    for (const { file, row } of allRows()) {
      const col = columns(file);
      const product = number(col(row, 'Produktvekt'));
      const round = number(col(row, 'Rundvekt'));
      const condition = col(row, 'Produkttilstand (kode)');
      const line = () => row.join(';');
      // By-products (roe, liver) are published with round weight 0.
      if (condition === '641' || condition === '642') {
        problems.check(round === 0, line);
        continue;
      }
      problems.check(product > 0 && round >= product && number(col(row, 'Bruttovekt')) >= product, line);
      const factor = factors[col(row, 'Art - gruppe')]?.[condition];
      if (factor) {
        problems.check(round === Math.round(product * factor), line);
        checked++;
      }
    }
    expect(problems.list).toEqual([]);
    expect(checked).toBeGreaterThan(1_000);
  });

  it('flags north or south of 62°N by the catch location', () => {
    const problems = new Problems();
    for (const { file, row } of allRows()) {
      const col = columns(file);
      const lat = number(col(row, 'Lat (lokasjon)'));
      const flag = col(row, 'Nord/sør for 62 grader nord');
      const expected = flag === 'Annet' ? 'Annet' : lat >= 62 ? 'Nord for 62°N' : 'Sør for 62°N';
      problems.check(flag === expected, () => `${lat}: ${flag}`);
      const field = `${col(row, 'Kyst/hav (kode)')}${col(row, 'Hovedområde (kode)')}${col(row, 'Lokasjon (kode)')}`;
      problems.check(
        col(row, 'Fangstfelt (kode)') === field,
        () => `Fangstfelt ${col(row, 'Fangstfelt (kode)')}`,
      );
    }
    expect(problems.list).toEqual([]);
  });

  it('writes an earlier copy with older versions, notes withdrawn since and notes added since', () => {
    const before = notes(earlier);
    const after = notes(landing.get(END_YEAR)!);
    const col = columns(earlier);
    for (const row of earlier.rows) {
      expect(col(row, 'Oppdateringstidspunkt')).toBe('01.12.2024');
      expect(isoOf(col(row, 'Landingsdato')) < '2024-12-01').toBe(true);
    }
    const withdrawn = [...before.keys()].filter((key) => !after.has(key));
    const added = [...after.keys()].filter((key) => !before.has(key));
    const corrected = [...before.keys()].filter(
      (key) =>
        after.has(key) &&
        col(before.get(key)![0], 'Dokument versjonsnummer') !==
          col(after.get(key)![0], 'Dokument versjonsnummer'),
    );
    expect(withdrawn.length).toBeGreaterThan(0);
    expect(added.length).toBeGreaterThan(0);
    expect(corrected.length).toBeGreaterThan(0);
    const problems = new Problems();
    const weights = (lines: string[][]) => lines.map((row) => col(row, 'Produktvekt')).join('|');
    for (const key of corrected) {
      const old = before.get(key)!;
      const current = after.get(key)!;
      problems.check(
        Number(col(old[0], 'Dokument versjonsnummer')) < Number(col(current[0], 'Dokument versjonsnummer')),
        () => `${key}: version`,
      );
      problems.check(weights(old) !== weights(current), () => `${key}: same content`);
    }
    // Unchanged notes are the same apart from the columns that depend on the publication date.
    const dated = new Set(
      earlier.header
        .map((name, i) => [name, i] as const)
        .filter(([name]) => /pris|[Bb]eløp|avgift|verdi|Etterbetaling|Oppdateringstidspunkt/.test(name))
        .map(([, i]) => i),
    );
    const strip = (row: string[]) => row.filter((_, i) => !dated.has(i)).join(';');
    const correctedKeys = new Set(corrected);
    for (const [key, lines] of before) {
      if (!after.has(key) || correctedKeys.has(key)) continue;
      const current = after.get(key)!;
      problems.check(
        lines.length === current.length && lines.every((row, i) => strip(row) === strip(current[i])),
        () => `${key}: changed`,
      );
    }
    expect(problems.list).toEqual([]);
  });
});

import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateSampleFiles, type GenerateSampleOptions, type GenerateSampleResult } from './generate';
import { columns, isoOf, splitLandingZip, type LandingFile } from '@/tests/helpers/landing-file';
import { readVmsFile, type VmsPosition } from '@/tests/helpers/vms-file';

/**
 * The default data set runs to the day before it is made: the newest year from 1 January to an end
 * date, as the directorate's nightly file has it the morning after.
 */

/** A Friday: coastal boats land on it. */
const END_DATE = '2026-11-20';
const LINES = 4_000;

const tempDirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sample-end-date-'));
  tempDirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

async function generate(options: Omit<GenerateSampleOptions, 'outDir'>) {
  const outDir = tempDir();
  return { dir: outDir, result: await generateSampleFiles({ outDir, ...options }) };
}

async function positions(file: string): Promise<VmsPosition[]> {
  const all: VmsPosition[] = [];
  for await (const entry of readVmsFile(file)) {
    if (entry.error) throw entry.error;
    all.push(entry.record);
  }
  return all;
}

const dates = (file: LandingFile) => {
  const col = columns(file);
  return file.rows.map((row) => isoOf(col(row, 'Landingsdato')));
};

describe('generateSampleFiles up to an end date', () => {
  let dir: string;
  let result: GenerateSampleResult;
  let full: LandingFile;
  let partial: LandingFile;
  let earlier: LandingFile;

  beforeAll(async () => {
    ({ dir, result } = await generate({
      years: 2,
      linesPerYear: LINES,
      seed: 5,
      endDate: END_DATE,
      vmsDays: 3,
      earlierCopy: true,
    }));
    full = await splitLandingZip(path.join(dir, 'fangstdata_2025.csv.zip'));
    partial = await splitLandingZip(path.join(dir, 'fangstdata_2026.csv.zip'));
    earlier = await splitLandingZip(path.join(dir, 'fangstdata_2026_earlier.csv.zip'));
  });

  it('writes the newest year from 1 January to the end date, published the morning after', () => {
    expect(result).toMatchObject({ endDate: END_DATE, referenceDate: '2026-11-21' });
    const days = dates(partial).sort();
    expect(days[0] < '2026-01-08').toBe(true);
    expect(days.at(-1)).toBe(END_DATE);
    expect(dates(full).sort().at(-1)).toBe('2025-12-31');
    for (const file of [full, partial]) {
      const col = columns(file);
      expect(new Set(file.rows.map((row) => col(row, 'Oppdateringstidspunkt')))).toEqual(
        new Set(['21.11.2026']),
      );
      // No note is registered after the file was made.
      const versions = file.rows.map((row) => col(row, 'Dokument versjonstidspunkt'));
      expect(versions.every((time) => isoOf(time.slice(0, 10)) <= END_DATE)).toBe(true);
    }
  });

  it('gives the partial year the whole year’s share of lines up to the end date, month by month', () => {
    expect(full.rows).toHaveLength(LINES);
    // 20 November is day 324 of 365; the season makes the share a little different from the days'.
    expect(partial.rows.length).toBeGreaterThan(LINES * 0.8);
    expect(partial.rows.length).toBeLessThan(LINES * 0.96);
    expect(result.landingLines).toBe(full.rows.length + partial.rows.length);
    // Season by season as many lines as a whole year has (a small fleet varies from month to month).
    const between = (file: LandingFile, from: string, to: string) =>
      dates(file).filter((day) => day.slice(5) >= from && day.slice(5) <= to).length;
    for (const [from, to] of [
      ['01-01', '06-30'],
      ['07-01', '10-31'],
    ]) {
      const ratio = between(partial, from, to) / between(full, from, to);
      expect(ratio).toBeGreaterThan(0.85);
      expect(ratio).toBeLessThan(1.18);
    }
    // The month of the end date has landings on most of its days so far.
    const novemberDays = new Set(dates(partial).filter((day) => day >= '2026-11-01'));
    expect(novemberDays.size).toBeGreaterThan(12);
  });

  it('withholds prices for the 12 months before the publication day, whichever year they fall in', () => {
    const problems: string[] = [];
    for (const file of [full, partial]) {
      const col = columns(file);
      for (const row of file.rows) {
        const day = isoOf(col(row, 'Landingsdato'));
        const priced = col(row, 'Enhetspris for fisker') !== '';
        if (priced !== day <= '2025-11-21') problems.push(`${day} ${priced ? 'priced' : 'withheld'}`);
      }
    }
    expect(problems.slice(0, 5)).toEqual([]);
  });

  it('writes the earlier copy as published on the 1st of the end date’s month', () => {
    const col = columns(earlier);
    expect(earlier.rows.length).toBeGreaterThan(0);
    expect(dates(earlier).every((day) => day < '2026-11-01')).toBe(true);
    expect(earlier.rows.every((row) => col(row, 'Oppdateringstidspunkt') === '01.11.2026')).toBe(true);
  });

  it('writes VMS positions up to the end date, with boats still at sea whose trips land after it', async () => {
    expect(readdirSync(dir).filter((name) => name.includes('VMS'))).toEqual(['2026-VMS.csv.zip']);
    const all = await positions(path.join(dir, '2026-VMS.csv.zip'));
    const times = all.map((position) => position.timestampUtc).sort();
    expect(times[0].startsWith('2026-11-18T00:')).toBe(true);
    expect(times.at(-1)!.startsWith(`${END_DATE}T23:`)).toBe(true);
    // Every landing of the end date is done by midnight; a boat steaming in the last hour is on a trip
    // that lands later, so it has no note yet.
    const lastHour = all.filter((position) => position.timestampUtc >= `${END_DATE}T23:00`);
    expect(lastHour.some((position) => (position.speed ?? 0) > 2)).toBe(true);
  });
});

describe('generateSampleFiles: end dates', () => {
  it('is deterministic for a seed and an end date', async () => {
    const options = { years: 1, linesPerYear: 1_500, seed: 3, vmsDays: 1, earlierCopy: true };
    const a = await generate({ ...options, endDate: '2026-03-10' });
    const b = await generate({ ...options, endDate: '2026-03-10' });
    const c = await generate({ ...options, endDate: '2026-03-11' });
    const names = readdirSync(a.dir).sort();
    expect(readdirSync(b.dir).sort()).toEqual(names);
    for (const name of names) {
      expect(readFileSync(path.join(a.dir, name)).equals(readFileSync(path.join(b.dir, name)))).toBe(true);
    }
    const newest = 'fangstdata_2026.csv.zip';
    expect(readFileSync(path.join(a.dir, newest)).equals(readFileSync(path.join(c.dir, newest)))).toBe(false);
    expect(
      dates(await splitLandingZip(path.join(c.dir, newest)))
        .sort()
        .at(-1),
    ).toBe('2026-03-11');
    // A day later, the same landings up to the earlier end date, and that day's added.
    const landings = async (dir: string) => {
      const file = await splitLandingZip(path.join(dir, newest));
      const col = columns(file);
      return file.rows.map((row) =>
        ['Landingsdato', 'Fartøy ID', 'Art - FDIR', 'Produktvekt'].map((name) => col(row, name)).join('|'),
      );
    };
    const [before, after] = [await landings(a.dir), await landings(c.dir)];
    const added = after.filter((line) => line.startsWith('11.03.2026'));
    expect(added.length).toBeGreaterThan(0);
    expect(after.filter((line) => !line.startsWith('11.03.2026'))).toEqual(before);
  });

  it('tells the same history in files published a day apart, with boats sold and leaving', async () => {
    // As the directorate's nightly files: last night's notes with their numbers, and the new day's.
    const options = { years: 4, linesPerYear: 3_000, seed: 11, vmsDays: 0, turnover: true };
    const a = await generate({ ...options, endDate: '2026-03-09' });
    const b = await generate({ ...options, endDate: '2026-03-10' });
    // The oldest year, its prices long published: line for line the same but for the update time.
    const linesOf = async (dir: string) => {
      const file = await splitLandingZip(path.join(dir, 'fangstdata_2023.csv.zip'));
      const updated = file.header.indexOf('Oppdateringstidspunkt');
      return file.rows.map((row) => row.filter((_, index) => index !== updated).join(';'));
    };
    const oldest = await linesOf(a.dir);
    expect(oldest.length).toBeGreaterThan(2_000);
    expect(await linesOf(b.dir)).toEqual(oldest);
    const notesOf = async (dir: string) => {
      const file = await splitLandingZip(path.join(dir, 'fangstdata_2026.csv.zip'));
      const col = columns(file);
      return new Map(file.rows.map((row) => [col(row, 'Dokumentnummer'), col(row, 'Landingsdato')]));
    };
    const [before, after] = [await notesOf(a.dir), await notesOf(b.dir)];
    for (const [number, day] of before) expect(after.get(number)).toBe(day);
    const added = [...after].filter(([number]) => !before.has(number));
    expect(added.length).toBeGreaterThan(0);
    expect(added.every(([, day]) => day === '10.03.2026')).toBe(true);
  });

  it('writes a VMS file for each year its days fall in', async () => {
    const { dir } = await generate({
      years: 2,
      linesPerYear: 1_500,
      seed: 3,
      endDate: '2026-01-02',
      vmsDays: 3,
      ers: false,
    });
    const older = (await positions(path.join(dir, '2025-VMS.csv.zip'))).map((p) =>
      p.timestampUtc.slice(0, 10),
    );
    const newer = (await positions(path.join(dir, '2026-VMS.csv.zip'))).map((p) =>
      p.timestampUtc.slice(0, 10),
    );
    expect(new Set(older)).toEqual(new Set(['2025-12-31']));
    expect(new Set(newer)).toEqual(new Set(['2026-01-01', '2026-01-02']));
  });

  it('refuses a date that does not exist, and an end year together with an end date', async () => {
    await expect(generate({ years: 1, linesPerYear: 100, endDate: '2026-02-30' })).rejects.toThrow(
      'No such date: "2026-02-30"',
    );
    await expect(
      generate({ years: 1, linesPerYear: 100, endYear: 2025, endDate: '2025-06-30' }),
    ).rejects.toThrow('give endYear or endDate, not both');
    await expect(
      generate({ years: 1, linesPerYear: 100, endDate: '2025-06-30', referenceDate: '2025-06-30' }),
    ).rejects.toThrow('referenceDate must be after the last day with landings (2025-06-30)');
  });
});

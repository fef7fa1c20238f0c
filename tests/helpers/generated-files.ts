import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { VesselRegisterEntry } from '@/lib/sample-data/vessel-register-output';
import { generateSampleFiles, type GenerateSampleResult } from '@/lib/sample-data/generate';
import type { BuyerRegisterEntry } from '@/lib/fiskeridir/buyer-register';
import { listZipEntries, openDataStream } from '@/lib/fiskeridir/csv';

/** What the generator tests share: one small generated data set and readers that split it into fields. */

export const END_YEAR = 2024;
export const LINES = 6_000;

/** A landing file split into lines and fields (the generator never writes `;` inside a text). */
export interface LandingFile {
  name: string;
  text: string;
  header: string[];
  rows: string[][];
}

export const unquote = (field: string) =>
  field.startsWith('"') ? field.slice(1, -1).replace(/""/g, '"') : field;
export const number = (field: string) => Number(field.replace(',', '.'));
export const isoOf = (date: string) => `${date.slice(6, 10)}-${date.slice(3, 5)}-${date.slice(0, 2)}`;

/** The single entry of a zip, as text, through the format module's reader (bytes as written: BOM and CR kept). */
export async function readZipEntry(file: string): Promise<{ name: string; text: string }> {
  expect(await listZipEntries(file)).toHaveLength(1);
  const opened = await openDataStream(file);
  try {
    const parts: Buffer[] = [];
    for await (const part of opened.stream) parts.push(part as Buffer);
    return { name: opened.entryName ?? '', text: Buffer.concat(parts).toString('utf8') };
  } finally {
    opened.close();
  }
}

export async function readLandingFile(file: string): Promise<LandingFile> {
  const { name, text } = await readZipEntry(file);
  const lines = text.split('\n');
  expect(lines.pop()).toBe('');
  return {
    name,
    text,
    header: lines[0].split(';').map(unquote),
    rows: lines.slice(1).map((line) => line.split(';')),
  };
}

export function columns(file: LandingFile) {
  const index = new Map(file.header.map((name, i) => [name, i]));
  return (row: string[], name: string) => {
    const i = index.get(name);
    if (i === undefined) throw new Error(`No column ${name}`);
    return unquote(row[i]);
  };
}

export function notes(file: LandingFile): Map<string, string[][]> {
  const col = columns(file);
  const byKey = new Map<string, string[][]>();
  for (const row of file.rows) {
    const key = `${col(row, 'Salgslag (kode)')}|${col(row, 'Dokumenttype (kode)')}|${col(row, 'Dokumentnummer')}`;
    byKey.set(key, [...(byKey.get(key) ?? []), row]);
  }
  return byKey;
}

/** Collects what is wrong across many rows, so a test asserts once (and reports the first few). */
export class Problems {
  readonly list: string[] = [];
  check(ok: boolean, message: () => string) {
    if (!ok && this.list.length < 20) this.list.push(message());
  }
}

export interface GeneratedFiles {
  dir: string;
  result: GenerateSampleResult;
  landing: Map<number, LandingFile>;
  earlier: LandingFile;
  vessels: VesselRegisterEntry[];
  buyers: BuyerRegisterEntry[];
}

/** Two years of 6 000 lines with an earlier copy and three days of VMS, in a fresh temp directory. */
export async function generateTestFiles(): Promise<GeneratedFiles> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sample-data-'));
  const result = await generateSampleFiles({
    outDir: dir,
    years: 2,
    linesPerYear: LINES,
    seed: 7,
    endYear: END_YEAR,
    vmsDays: 3,
    earlierCopy: true,
  });
  const landing = new Map<number, LandingFile>();
  for (const year of [END_YEAR - 1, END_YEAR])
    landing.set(year, await readLandingFile(path.join(dir, `fangstdata_${year}.csv.zip`)));
  return {
    dir,
    result,
    landing,
    earlier: await readLandingFile(path.join(dir, `fangstdata_${END_YEAR}_earlier.csv.zip`)),
    vessels: JSON.parse(readFileSync(path.join(dir, 'register_vessels.json'), 'utf8')),
    buyers: JSON.parse(readFileSync(path.join(dir, 'register_buyers.json'), 'utf8')),
  };
}

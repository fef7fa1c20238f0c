import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { VesselRegisterEntry } from '@/lib/sample-data/vessel-register-output';
import { generateSampleFiles, type GenerateSampleResult } from '@/lib/sample-data/generate';
import type { BuyerRegisterEntry } from '@/lib/fiskeridir/buyer-register';
import { columns, splitLandingZip, type LandingFile } from './landing-file';

/** What the generator tests share: one small generated data set and readers that split it into fields. */

export const END_YEAR = 2024;
export const LINES = 6_000;

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
    landing.set(year, await splitLandingZip(path.join(dir, `fangstdata_${year}.csv.zip`)));
  return {
    dir,
    result,
    landing,
    earlier: await splitLandingZip(path.join(dir, `fangstdata_${END_YEAR}_earlier.csv.zip`)),
    vessels: JSON.parse(readFileSync(path.join(dir, 'register_vessels.json'), 'utf8')),
    buyers: JSON.parse(readFileSync(path.join(dir, 'register_buyers.json'), 'utf8')),
  };
}

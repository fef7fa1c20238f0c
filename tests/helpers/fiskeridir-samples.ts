import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseCsvLine, readFirstLine } from '@/lib/fiskeridir/csv';
import { extractZipEntry } from '@/lib/store/ingest/unzip';

/** The directorate's real sample files, shared beside the repository (never copied into it). */
export const SAMPLES_DIR = path.join(process.cwd(), '..', 'shared', 'data', 'fiskeridir');
export const LANDING_SAMPLE_ZIP = path.join(SAMPLES_DIR, 'fangstdata_2021_sample.csv.zip');
export const VESSEL_REGISTER_SAMPLE = path.join(SAMPLES_DIR, 'register_vessels_sample.json');
export const VMS_SAMPLE_ZIP = path.join(SAMPLES_DIR, 'vms_2023_sample.csv.zip');
export const ERS_SAMPLE_ZIP = path.join(SAMPLES_DIR, 'ers_2020_sample.zip');

export function makeTempDir(prefix = 'fangstdata-test-'): string {
  return mkdtempSync(path.join(os.tmpdir(), prefix));
}

export function removeDir(dir: string) {
  rmSync(dir, { recursive: true, force: true });
}

/** The landing sample's header, as column names. */
export async function landingSampleHeader(): Promise<string[]> {
  const first = await readFirstLine(LANDING_SAMPLE_ZIP);
  return parseCsvLine(first!.line);
}

/** The landing sample's lines (header first). */
export async function landingSampleLines(): Promise<string[]> {
  const dir = makeTempDir('fangstdata-unzip-');
  try {
    const csv = path.join(dir, 'fangstdata_2021.csv');
    await extractZipEntry(LANDING_SAMPLE_ZIP, csv, (name) => name.endsWith('.csv'));
    return readFileSync(csv, 'utf8')
      .split('\n')
      .filter((line) => line !== '');
  } finally {
    removeDir(dir);
  }
}

export function writeLines(dir: string, name: string, lines: string[]): string {
  const file = path.join(dir, name);
  writeFileSync(file, lines.join('\n') + '\n');
  return file;
}

/** Sets one field of a `;`-separated line (the sample has no quoted separators). */
export function withField(line: string, index: number, value: string): string {
  const fields = line.split(';');
  fields[index] = value;
  return fields.join(';');
}

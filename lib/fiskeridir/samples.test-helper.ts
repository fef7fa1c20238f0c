import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The directorate's real sample files, shared beside the repository and never copied into it. */
export const SAMPLES_DIR = path.join(process.cwd(), '..', 'shared', 'data', 'fiskeridir');
export const LANDING_SAMPLE = path.join(SAMPLES_DIR, 'fangstdata_2021_sample.csv.zip');
export const VESSEL_SAMPLE = path.join(SAMPLES_DIR, 'register_vessels_sample.json');
export const VMS_SAMPLE = path.join(SAMPLES_DIR, 'vms_2023_sample.csv.zip');
export const ERS_SAMPLE = path.join(SAMPLES_DIR, 'ers_2020_sample.zip');

export function makeTempDir(): string {
  return mkdtempSync(path.join(os.tmpdir(), 'fiskeridir-test-'));
}

export function removeTempDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import path from 'node:path';
import { detectFileKind } from '@/lib/fiskeridir';
import { IngestInputError } from './errors';
import { formatOf, loadOrderOf, type PlannedFile } from './formats';
import type { IngestLimits } from './limits';

/**
 * The check of every file before anything is written: what it is, that it can be read as a whole
 * (headers, zip directory, register content: its format's plan, ./formats), and its content hash. A
 * file that fails any check stops the run with IngestInputError, naming the file.
 */

export type { PlannedFile } from './formats';

/** What the load order looks at. */
type Ordered = Pick<PlannedFile, 'kind' | 'label'>;

/** The year a landing or logbook file's name carries (`fangstdata_2024.csv.zip`, `…-ers-2024.zip`), or null. */
function yearInName(file: Ordered): number | null {
  if (file.kind !== 'landings' && file.kind !== 'ers') return null;
  const match = /(?:^|\D)((?:19|20)\d{2})(?:\D|$)/.exec(file.label);
  return match ? Number(match[1]) : null;
}

/**
 * The order files are loaded in: by kind (the formats' order, ./formats), and the yearly landing and logbook files newest
 * year first, so that a first ingest of the whole history knows the newest years before it writes the
 * older ones, and writes those straight into the older years' file (lib/store/year-parts.ts). Copies
 * of one year keep the order they were given in; a file whose name carries no year goes first.
 */
export function compareLoadOrder(a: Ordered, b: Ordered): number {
  const byKind = loadOrderOf(a.kind) - loadOrderOf(b.kind);
  if (byKind !== 0) return byKind;
  return (yearInName(b) ?? Infinity) - (yearInName(a) ?? Infinity) || 0;
}

async function hashFile(filePath: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(filePath)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

export async function planFile(filePath: string, limits: IngestLimits): Promise<PlannedFile> {
  const label = path.basename(filePath);
  if (!existsSync(filePath)) throw new IngestInputError(`${label}: no such file (${filePath})`, label);
  let detected: Awaited<ReturnType<typeof detectFileKind>>;
  try {
    detected = await detectFileKind(filePath);
  } catch (error) {
    throw new IngestInputError(
      `${label}: could not be read (${(error as Error).message}); a truncated or corrupt download?`,
      label,
    );
  }
  if (detected.kind === 'unknown') {
    throw new IngestInputError(
      `${label}: not a known Fiskeridirektoratet format (expected landing notes fangstdata_YYYY.csv[.zip], the vessel register JSON or extract frtyweb.tar (or one of its CSV files), the buyer register JSON, a VMS .csv[.zip] or an ERS logbook .zip)`,
      label,
    );
  }
  const base = { path: filePath, label, hash: await hashFile(filePath) };
  return formatOf(detected.kind).plan(base, detected, limits);
}

import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  detectFileKind,
  isTarHeader as isTarHeaderBuffer,
  ExtractContentError,
  ExtractHeaderError,
  missingLandingColumns,
  parseRegisterExtract,
  parseRegisterExtractTar,
  repeatedColumns,
  TarFormatError,
  parseBuyerRegister,
  parseVesselRegister,
  type BuyerRegisterEntry,
  type RegisterExtract,
  type Vessel,
} from '@/lib/fiskeridir';
import {
  createErsHeaderIndex,
  ErsHeaderError,
  ersEntries,
  ersTypeOfHeader,
  type ErsEntry,
} from '@/lib/fiskeridir/ers';
import { IngestInputError } from './errors';
import type { IngestLimits } from './limits';
import type { FileKind } from './types';
import { checkZipEntry, ZipEntryError } from './unzip';

/**
 * The check of every file before anything is written: what it is, that it can be read as a whole
 * (headers, zip directory, register content), and its content hash. A file that fails any check stops
 * the run with IngestInputError, naming the file.
 */

export interface PlannedFile {
  path: string;
  label: string;
  kind: FileKind;
  hash: string;
  /** The zip entry to read, when the file is a zip. */
  zipEntry?: string;
  header?: string[];
  vessels?: Vessel[];
  buyers?: BuyerRegisterEntry[];
  /** ERS: the message files to load (every entry of a yearly zip, or the one loose file). */
  ers?: Pick<ErsEntry, 'entry' | 'type' | 'header'>[];
  extract?: RegisterExtract;
}

// Registers first, so that the derived tables see boats and buyers the landings refer to.
// The extract after the JSON register, so that its newer owners and quotas win.
export const LOAD_ORDER: Record<FileKind, number> = {
  vessels: 0,
  extract: 1,
  buyers: 2,
  landings: 3,
  vms: 4,
  ers: 5,
};

/** The year a landing or logbook file's name carries (`fangstdata_2024.csv.zip`, `…-ers-2024.zip`), or null. */
function yearInName(file: PlannedFile): number | null {
  if (file.kind !== 'landings' && file.kind !== 'ers') return null;
  const match = /(?:^|\D)((?:19|20)\d{2})(?:\D|$)/.exec(file.label);
  return match ? Number(match[1]) : null;
}

/**
 * The order files are loaded in: by kind (LOAD_ORDER), and the yearly landing and logbook files newest
 * year first, so that a first ingest of the whole history knows the newest years before it writes the
 * older ones, and writes those straight into the older years' file (lib/store/year-parts.ts). Copies
 * of one year keep the order they were given in; a file whose name carries no year goes first.
 */
export function compareLoadOrder(a: PlannedFile, b: PlannedFile): number {
  const byKind = LOAD_ORDER[a.kind] - LOAD_ORDER[b.kind];
  if (byKind !== 0) return byKind;
  return (yearInName(b) ?? Infinity) - (yearInName(a) ?? Infinity) || 0;
}

async function hashFile(filePath: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(filePath)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

async function readExtract(filePath: string, label: string, limits: IngestLimits): Promise<RegisterExtract> {
  const { size } = await stat(filePath);
  if (size > limits.maxEntryBytes) {
    throw new IngestInputError(
      `${label}: ${size} bytes, more than the limit of ${limits.maxEntryBytes}`,
      label,
    );
  }
  const content = await readFile(filePath);
  try {
    return isTarHeaderBuffer(content)
      ? parseRegisterExtractTar(content)
      : parseRegisterExtract([{ name: label, text: content.toString('utf8') }]);
  } catch (error) {
    if (error instanceof ExtractHeaderError) {
      throw new IngestInputError(`${label}: ${error.message}`, label, error.missingColumns);
    }
    if (error instanceof TarFormatError || error instanceof ExtractContentError) {
      throw new IngestInputError(`${label}: ${error.message}`, label);
    }
    throw error;
  }
}

/** DuckDB reads a CSV by its header's names: a name given twice has no one column to read. */
function refuseRepeatedColumns(label: string, header: readonly string[]) {
  const repeated = repeatedColumns(header);
  if (repeated.length === 0) return;
  const named = repeated.map(({ name, positions }) => `${name} (columns ${positions.join(' and ')})`);
  throw new IngestInputError(
    `${label}: the header names ${named.join(', ')} more than once; a column must appear once`,
    label,
  );
}

/** A register lists each vessel, buyer and station once: a second entry has no one set of facts. */
function refuseRepeatedIds(label: string, what: string, entries: readonly { id: string; place: string }[]) {
  const first = new Map<string, string>();
  for (const { id, place } of entries) {
    const earlier = first.get(id);
    if (earlier !== undefined) {
      throw new IngestInputError(
        `${label}: ${what} ${id} is listed twice (${earlier} and ${place}); the register lists each once`,
        label,
      );
    }
    first.set(id, place);
  }
}

async function planErs(planned: PlannedFile, detectedEntry: string | undefined, limits: IngestLimits) {
  const { path: filePath, label } = planned;
  // Every message file's header is checked before anything is written.
  try {
    if (detectedEntry) {
      const { entries } = await ersEntries(filePath);
      planned.ers = entries.map(({ entry, type, header }) => ({ entry, type, header }));
      await checkZipEntry(filePath, (name) => entries.some((e) => e.entry === name), limits.maxEntryBytes);
    } else {
      const header = planned.header ?? [];
      const type = ersTypeOfHeader(header)!;
      createErsHeaderIndex(header, type);
      planned.ers = [{ entry: label, type, header }];
    }
  } catch (error) {
    if (error instanceof ErsHeaderError || error instanceof ZipEntryError) {
      throw new IngestInputError(`${label}: ${error.message}`, label);
    }
    throw error;
  }
  for (const entry of planned.ers) {
    refuseRepeatedColumns(detectedEntry ? `${label}: ${entry.entry}` : label, entry.header);
  }
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
  const planned: PlannedFile = {
    path: filePath,
    label,
    kind: detected.kind,
    hash: await hashFile(filePath),
    zipEntry: detected.entryName,
    header: detected.header,
  };
  if (detected.kind === 'ers') {
    await planErs(planned, detected.entryName, limits);
    return planned;
  }
  if (detected.entryName) {
    // The zip's directory alone tells an oversized entry: refuse it before anything is written.
    try {
      await checkZipEntry(filePath, (name) => name === detected.entryName, limits.maxEntryBytes);
    } catch (error) {
      if (error instanceof ZipEntryError) throw new IngestInputError(`${label}: ${error.message}`, label);
      throw error;
    }
  }
  if (detected.kind === 'landings') {
    const missing = missingLandingColumns(detected.header ?? []);
    if (missing.length > 0) {
      throw new IngestInputError(
        `${label}: the header lacks required columns: ${missing.join(', ')}`,
        label,
        missing,
      );
    }
    refuseRepeatedColumns(label, detected.header ?? []);
  } else if (detected.kind === 'vms') {
    refuseRepeatedColumns(label, detected.header ?? []);
  } else if (detected.kind === 'extract') {
    planned.extract = await readExtract(filePath, label, limits);
  } else if (detected.kind === 'vessels' || detected.kind === 'buyers') {
    let json: unknown;
    try {
      json = JSON.parse(await readFile(filePath, 'utf8'));
    } catch (error) {
      throw new IngestInputError(`${label}: not valid JSON (${(error as Error).message})`, label);
    }
    try {
      if (detected.kind === 'vessels') planned.vessels = parseVesselRegister(json);
      else planned.buyers = parseBuyerRegister(json);
    } catch (error) {
      throw new IngestInputError(`${label}: ${(error as Error).message}`, label);
    }
    const element = (index: number) => `element ${index}`;
    if (planned.vessels) {
      const vessels = planned.vessels.map((vessel, index) => ({ id: vessel.id, place: element(index) }));
      refuseRepeatedIds(label, 'vessel', vessels);
    }
    if (planned.buyers) {
      refuseRepeatedIds(
        label,
        'buyer',
        planned.buyers.map((buyer, index) => ({ id: buyer.id, place: element(index) })),
      );
      const stations = planned.buyers.flatMap((buyer, index) =>
        buyer.receivingStations.map((station) => ({
          id: station.id,
          place: `${element(index)} (buyer ${buyer.id})`,
        })),
      );
      refuseRepeatedIds(label, 'receiving station', stations);
    }
  }
  return planned;
}

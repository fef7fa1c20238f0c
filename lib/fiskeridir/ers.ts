import { FIELD_SEPARATOR, listZipEntries, parseCsvLine, readLines } from './csv';

/**
 * Electronic logbooks (ERS) as the directorate publishes them: a yearly zip
 * (`elektronisk-rapportering-ers-YYYY.zip`) with one `;`-separated CSV per message type: departure
 * (DEP, `avgangsmelding`), catch (DCA, `fangstmelding`), arrival (POR, `ankomstmelding`) and transfer
 * (TRA, `overforingsmelding`). UTF-8 with a BOM, a header row, decimal comma, dates `dd.mm.yyyy` and
 * clock times `HH:MM` in columns of their own. One line per message and species, so `Melding ID`
 * repeats; a corrected catch message has a higher `Meldingsversjon`. Times are UTC, as ERS reports are.
 *
 * This module recognises the files and their columns; ingest reads the lines with SQL
 * (lib/store/ingest/ers.ts), and tests read them back with tests/helpers/ers-file.ts.
 */

export const ERS_MESSAGE_TYPES = ['DEP', 'DCA', 'POR', 'TRA'] as const;
export type ErsMessageType = (typeof ERS_MESSAGE_TYPES)[number];

/** The columns that tell the four files apart, and that a file of the type must have. */
const TYPE_COLUMNS: Record<ErsMessageType, readonly string[]> = {
  DEP: ['Avgangsdato', 'Avgangsklokkeslett'],
  DCA: ['Meldingsversjon', 'Startdato', 'Startklokkeslett', 'Stoppdato', 'Stoppklokkeslett'],
  POR: ['Ankomstdato', 'Ankomstklokkeslett'],
  TRA: ['Omlastingsdato', 'Omlastingsklokkeslett'],
};

/** Every ERS file has these: a message, when it was sent, and a vessel. */
const COMMON_COLUMNS = [
  'Melding ID',
  'Meldingstype (kode)',
  'Meldingsdato',
  'Meldingsklokkeslett',
  'Radiokallesignal (ERS)',
  'Art - FDIR (kode)',
  'Rundvekt',
] as const;

export class ErsHeaderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ErsHeaderError';
  }
}

/** The message type whose columns the header has; null when it is not an ERS file of a known type. */
export function ersTypeOfHeader(header: readonly string[]): ErsMessageType | null {
  const names = new Set(header.map((name) => name.trim()));
  if (!names.has('Melding ID') || !names.has('Meldingstype (kode)')) return null;
  return ERS_MESSAGE_TYPES.find((type) => TYPE_COLUMNS[type].every((name) => names.has(name))) ?? null;
}

export interface ErsHeaderIndex {
  type: ErsMessageType;
  fieldCount: number;
  positions: ReadonlyMap<string, number>;
}

/** Indexes a header of the given type; throws ErsHeaderError naming the columns it lacks. */
export function createErsHeaderIndex(header: readonly string[], type: ErsMessageType): ErsHeaderIndex {
  const positions = new Map<string, number>();
  header.forEach((name, position) => {
    const trimmed = name.trim();
    if (trimmed && !positions.has(trimmed)) positions.set(trimmed, position);
  });
  const missing = [...COMMON_COLUMNS, ...TYPE_COLUMNS[type]].filter((name) => !positions.has(name));
  if (missing.length > 0) {
    throw new ErsHeaderError(`ERS ${type} header lacks required columns: ${missing.join(', ')}`);
  }
  return { type, fieldCount: header.length, positions };
}

export interface ErsEntry {
  entry: string;
  type: ErsMessageType;
  /** The header as written (the byte-order mark removed). */
  header: string[];
  index: ErsHeaderIndex;
}

export interface ErsSkippedEntry {
  entry: string;
  reason: string;
}

/**
 * The CSV entries of an ERS zip: each recognised by its header (not its name), in archive order.
 * Entries of other message types are listed as skipped, with the reason; a header of a known type that
 * lacks a required column throws ErsHeaderError before any line is read, so nothing half-read is used.
 */
export async function ersEntries(zipPath: string): Promise<{
  entries: ErsEntry[];
  skipped: ErsSkippedEntry[];
}> {
  const entries: ErsEntry[] = [];
  const skipped: ErsSkippedEntry[] = [];
  for (const entry of await listZipEntries(zipPath)) {
    if (entry.endsWith('/') || !entry.toLowerCase().endsWith('.csv')) {
      skipped.push({ entry, reason: 'not a CSV file' });
      continue;
    }
    let header: string[] | null = null;
    for await (const { line } of readLines(zipPath, { entryName: entry })) {
      header = parseCsvLine(line, FIELD_SEPARATOR);
      break;
    }
    const type = header ? ersTypeOfHeader(header) : null;
    if (!header || !type) {
      skipped.push({ entry, reason: header ? 'not a DEP, DCA, POR or TRA message file' : 'empty file' });
      continue;
    }
    entries.push({ entry, type, header, index: createErsHeaderIndex(header, type) });
  }
  return { entries, skipped };
}

import { open } from 'node:fs/promises';
import { isZipFile, listZipEntries, parseCsvLine, readFirstLine } from './csv';
import { ersTypeOfHeader } from './ers';
import { extractMemberKindOfHeader } from './register-extract-members';
import { isTarHeader } from './tar';

/**
 * Which of the directorate's formats a file holds, judged by content: operators rename downloads, and a
 * year file is `fangstdata_2021.csv.zip` one day and `download (3)` the next. Only the first bytes are
 * read (a zip's first CSV line, or the head of a JSON file), never a whole year.
 */

/** `extract`: the vessel register extract `frtyweb.tar`, or one of its CSV members given loose. */
export type FileKind = 'landings' | 'vessels' | 'buyers' | 'vms' | 'ers' | 'extract' | 'unknown';

export interface DetectedFile {
  kind: FileKind;
  /** The zip entry that was looked at (and that ingest should read). */
  entryName?: string;
  /** The CSV header, trimmed, when the file is CSV. */
  header?: string[];
}

const JSON_HEAD_BYTES = 64 * 1024;

function kindOfHeader(header: readonly string[]): FileKind {
  const names = new Set(header);
  if (names.has('Dokumentnummer') && names.has('Linjenummer')) return 'landings';
  if (names.has('Melding ID') && names.has('Tidspunkt (UTC)')) return 'vms';
  // Electronic logbooks: a yearly zip of four message files, or one of them on its own.
  if (ersTypeOfHeader(header)) return 'ers';
  if (extractMemberKindOfHeader(header)) return 'extract';
  return 'unknown';
}

async function readHead(filePath: string, bytes: number): Promise<string> {
  const handle = await open(filePath, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    // A multi-byte character cut at the end decodes to U+FFFD; harmless for key sniffing.
    return buffer.subarray(0, bytesRead).toString('utf8');
  } finally {
    await handle.close();
  }
}

/**
 * A JSON array's first element decides: vessels carry `registrationMark`, buyers `receivingStations`.
 * Whichever key comes first in the head wins, so a buyer named after a vessel field cannot confuse it.
 */
function kindOfJsonHead(head: string): FileKind {
  const text = head.replace(/^\uFEFF/, '').trimStart();
  if (!text.startsWith('[')) return 'unknown';
  const afterBracket = text.slice(1).trimStart();
  if (!afterBracket.startsWith('{')) return 'unknown';
  const vessel = afterBracket.search(/"registrationMark"\s*:/);
  const buyer = afterBracket.search(/"receivingStations"\s*:/);
  if (vessel === -1 && buyer === -1) return 'unknown';
  if (buyer === -1) return 'vessels';
  if (vessel === -1) return 'buyers';
  return vessel < buyer ? 'vessels' : 'buyers';
}

function looksLikeText(head: string): boolean {
  // NUL bytes or many replacement characters mean a binary file, whatever it is.
  if (head.includes('\u0000')) return false;
  const replacements = head.split('\uFFFD').length - 1;
  return replacements <= 4;
}

async function isTarFile(filePath: string): Promise<boolean> {
  const handle = await open(filePath, 'r');
  try {
    const buffer = Buffer.alloc(512);
    const { bytesRead } = await handle.read(buffer, 0, 512, 0);
    return isTarHeader(buffer.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
}

export async function detectFileKind(filePath: string): Promise<DetectedFile> {
  if (await isZipFile(filePath)) {
    const entries = await listZipEntries(filePath);
    const csvEntry = entries.find((name) => !name.endsWith('/') && name.toLowerCase().endsWith('.csv'));
    if (!csvEntry) return { kind: 'unknown' };
    const first = await readFirstLine(filePath, { entryName: csvEntry });
    if (!first) return { kind: 'unknown', entryName: csvEntry };
    const header = parseCsvLine(first.line).map((name) => name.trim());
    return { kind: kindOfHeader(header), entryName: csvEntry, header };
  }

  const head = await readHead(filePath, JSON_HEAD_BYTES);
  if (await isTarFile(filePath)) return { kind: 'extract' };
  const trimmed = head.replace(/^\uFEFF/, '').trimStart();
  if (trimmed.startsWith('[') || trimmed.startsWith('{')) {
    return { kind: looksLikeText(head) ? kindOfJsonHead(head) : 'unknown' };
  }

  // A CSV file is judged by its header: a bad byte in a data line is that line's fault (ingest rejects
  // the line), not a sign of a binary file.
  const firstLine = trimmed.split('\n', 1)[0].replace(/\r$/, '');
  if (!looksLikeText(firstLine) || !firstLine.includes(';')) return { kind: 'unknown' };
  const header = parseCsvLine(firstLine).map((name) => name.trim());
  return { kind: kindOfHeader(header), header };
}

import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { openPromise as openZip, type Entry as ZipEntry } from 'yauzl';

/**
 * The directorate's CSV: `;` between fields, text optionally in double quotes, a quote inside quotes
 * doubled (`""`). One record is one line: the files never break a field over lines, which is what lets
 * a 1 GB year be read line by line.
 */

export const FIELD_SEPARATOR = ';';

/**
 * Splits one line into fields, unquoting quoted ones. Lenient where the files are sloppy: text after a
 * closing quote is kept, and an unterminated quote runs to the end of the line.
 */
export function parseCsvLine(line: string, separator: string = FIELD_SEPARATOR): string[] {
  // Most lines of older files have no quotes at all; split is far faster than the scan below.
  if (!line.includes('"')) return line.split(separator);

  const fields: string[] = [];
  const length = line.length;
  const step = separator.length;
  let position = 0;
  for (;;) {
    let value: string;
    if (line.charCodeAt(position) === QUOTE) {
      const closing = line.indexOf('"', position + 1);
      if (closing === -1) {
        fields.push(line.slice(position + 1));
        return fields;
      }
      if (line.charCodeAt(closing + 1) === QUOTE) {
        [value, position] = readEscapedField(line, position + 1);
      } else {
        value = line.slice(position + 1, closing);
        position = closing + 1;
      }
      // The usual case: the separator follows the closing quote directly.
      if (position >= length) {
        fields.push(value);
        return fields;
      }
      if (line.startsWith(separator, position)) {
        fields.push(value);
        position += step;
        continue;
      }
    } else {
      value = '';
    }
    const end = line.indexOf(separator, position);
    if (end === -1) {
      fields.push(value + line.slice(position));
      return fields;
    }
    fields.push(value + line.slice(position, end));
    position = end + step;
  }
}

const QUOTE = 0x22;

/** A quoted field holding doubled quotes; returns the value and the position after the closing quote. */
function readEscapedField(line: string, start: number): [string, number] {
  let value = '';
  let position = start;
  for (;;) {
    const quote = line.indexOf('"', position);
    if (quote === -1) return [value + line.slice(position), line.length];
    value += line.slice(position, quote);
    if (line.charCodeAt(quote + 1) !== QUOTE) return [value, quote + 1];
    value += '"';
    position = quote + 2;
  }
}

/**
 * The index of the field whose opening quote is not closed on this line, or -1. Such a field makes a CSV
 * reader that allows quoted line breaks (DuckDB's) run on into the next lines, taking them for part of
 * the field. As for that reader, a quote opens a field only at its start (after spaces); inside an
 * unquoted field, or in what follows a closing quote before the next separator (`"a"b`), it is text.
 */
export function unclosedQuoteField(line: string, separator: string = FIELD_SEPARATOR): number {
  let field = 0;
  let position = 0;
  for (;;) {
    let start = position;
    while (line.charCodeAt(start) === SPACE) start++;
    let rest = position;
    if (line.charCodeAt(start) === QUOTE) {
      let closing = line.indexOf('"', start + 1);
      while (closing !== -1 && line.charCodeAt(closing + 1) === QUOTE)
        closing = line.indexOf('"', closing + 2);
      if (closing === -1) return field;
      rest = closing + 1;
    }
    const end = line.indexOf(separator, rest);
    if (end === -1) return -1;
    position = end + separator.length;
    field++;
  }
}

const SPACE = 0x20;

/**
 * Columns a header names more than once (trimmed, without regard to case, as SQL names compare), each
 * with its 1-based positions: a file with a repeated column has no one value for it.
 */
export function repeatedColumns(header: readonly string[]): { name: string; positions: number[] }[] {
  const byName = new Map<string, { name: string; positions: number[] }>();
  header.forEach((raw, index) => {
    const name = raw.trim();
    const entry = byName.get(name.toLowerCase()) ?? { name, positions: [] };
    entry.positions.push(index + 1);
    byName.set(name.toLowerCase(), entry);
  });
  return [...byName.values()].filter((entry) => entry.positions.length > 1);
}

export interface NumberedLine {
  /** 1-based, the header being line 1. */
  lineNumber: number;
  line: string;
}

export interface ReadLinesOptions {
  /** Which entry of a zip to read; by default the first `.csv` entry. */
  entryName?: string;
}

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const EMPTY_ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x05, 0x06]);

/** True when the file starts like a zip archive, whatever its name. */
export async function isZipFile(filePath: string): Promise<boolean> {
  const handle = await open(filePath, 'r');
  try {
    const head = Buffer.alloc(4);
    const { bytesRead } = await handle.read(head, 0, 4, 0);
    if (bytesRead < 4) return false;
    return head.equals(ZIP_MAGIC) || head.equals(EMPTY_ZIP_MAGIC);
  } finally {
    await handle.close();
  }
}

/** The entries of a zip (names only), in archive order, without reading any data. */
export async function listZipEntries(zipPath: string): Promise<string[]> {
  const zip = await openZip(zipPath, { autoClose: false });
  try {
    const names: string[] = [];
    for await (const entry of zip.eachEntry()) names.push(entry.fileName);
    return names;
  } finally {
    zip.close();
  }
}

function isCsvEntry(name: string): boolean {
  return !name.endsWith('/') && name.toLowerCase().endsWith('.csv');
}

export interface OpenedStream {
  stream: Readable;
  /** The zip entry the stream reads, when the file is a zip. */
  entryName?: string;
  close(): void;
}

/**
 * A byte stream of a plain file or of one entry of a zip (recognised by its first bytes, not its name).
 * The caller must call `close()` when done, also after reading only part of it.
 */
export async function openDataStream(
  filePath: string,
  options: ReadLinesOptions = {},
): Promise<OpenedStream> {
  if (!(await isZipFile(filePath))) {
    const stream = createReadStream(filePath, { highWaterMark: 1 << 20 });
    return { stream, close: () => stream.destroy() };
  }
  const zip = await openZip(filePath, { autoClose: false });
  try {
    let chosen: ZipEntry | undefined;
    for await (const entry of zip.eachEntry()) {
      const wanted = options.entryName ? entry.fileName === options.entryName : isCsvEntry(entry.fileName);
      if (wanted) {
        chosen = entry;
        break;
      }
    }
    if (!chosen) {
      throw new Error(
        options.entryName
          ? `${filePath}: no entry named ${options.entryName} in the zip`
          : `${filePath}: no .csv entry in the zip`,
      );
    }
    const stream = await zip.openReadStreamPromise(chosen);
    return {
      stream,
      entryName: chosen.fileName,
      close: () => {
        stream.destroy();
        if (zip.isOpen) zip.close();
      },
    };
  } catch (error) {
    if (zip.isOpen) zip.close();
    throw error;
  }
}

const BOM = '\uFEFF';

/**
 * The lines of a CSV file or of a CSV inside a zip, streamed (memory stays flat for a 1 GB year), with
 * 1-based line numbers. A byte-order mark and `\r` line ends are removed; an empty last line is not
 * reported. Breaking out of the loop closes the file.
 */
export async function* readLines(
  filePath: string,
  options: ReadLinesOptions = {},
): AsyncGenerator<NumberedLine> {
  const opened = await openDataStream(filePath, options);
  const decoder = new StringDecoder('utf8');
  let pending = '';
  let lineNumber = 0;
  const emit = (line: string): NumberedLine => {
    lineNumber++;
    if (lineNumber === 1 && line.startsWith(BOM)) line = line.slice(1);
    if (line.endsWith('\r')) line = line.slice(0, -1);
    return { lineNumber, line };
  };
  try {
    for await (const chunk of opened.stream) {
      const text = pending + decoder.write(chunk as Buffer);
      let start = 0;
      let newline = text.indexOf('\n', start);
      while (newline !== -1) {
        yield emit(text.slice(start, newline));
        start = newline + 1;
        newline = text.indexOf('\n', start);
      }
      pending = text.slice(start);
    }
    pending += decoder.end();
    if (pending !== '') yield emit(pending);
  } finally {
    opened.close();
  }
}

/**
 * The first line of a CSV file or zipped CSV, reading no more than `maxBytes` (a header is a few KB;
 * detection must not stream a whole year). Null for an empty file.
 */
export async function readFirstLine(
  filePath: string,
  options: ReadLinesOptions & { maxBytes?: number } = {},
): Promise<{ line: string; entryName?: string } | null> {
  const maxBytes = options.maxBytes ?? 256 * 1024;
  const opened = await openDataStream(filePath, options);
  const decoder = new StringDecoder('utf8');
  let text = '';
  let bytes = 0;
  try {
    for await (const chunk of opened.stream) {
      const buffer = chunk as Buffer;
      bytes += buffer.length;
      text += decoder.write(buffer);
      if (text.includes('\n') || bytes >= maxBytes) break;
    }
  } finally {
    opened.close();
  }
  let line = text.split('\n', 1)[0];
  if (line === '' && text === '') return null;
  if (line.startsWith(BOM)) line = line.slice(1);
  if (line.endsWith('\r')) line = line.slice(0, -1);
  return { line, entryName: opened.entryName };
}

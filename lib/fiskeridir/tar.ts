/**
 * A minimal reader and writer of (ustar) tar archives: the register extract `frtyweb.tar` is a plain,
 * uncompressed tar of a few CSV files, small enough to read whole, so no streaming and no dependency.
 */

const BLOCK = 512;

export interface TarEntry {
  name: string;
  data: Buffer;
  /** writeTar only: write a symbolic link to this target instead of a file (`data` is ignored). */
  symlinkTo?: string;
}

export class TarFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TarFormatError';
  }
}

function readString(block: Buffer, offset: number, length: number): string {
  const field = block.subarray(offset, offset + length);
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? field.length : end).toString('utf8');
}

function readOctal(block: Buffer, offset: number, length: number): number {
  const text = readString(block, offset, length).trim();
  if (text === '') return 0;
  if (!/^[0-7]+$/.test(text)) throw new TarFormatError(`bad octal number "${text}" in a tar header`);
  return parseInt(text, 8);
}

/** True when the buffer starts with a ustar header (the magic sits at byte 257). */
export function isTarHeader(head: Buffer): boolean {
  return head.length >= 263 && head.subarray(257, 262).toString('latin1') === 'ustar';
}

function checksumOf(header: Buffer): number {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : header[i];
  return sum;
}

/** The regular files of a tar archive, in order; directories and other entry types are left out. */
export function readTar(archive: Buffer): TarEntry[] {
  const entries: TarEntry[] = [];
  let offset = 0;
  let longName: string | null = null;
  while (offset + BLOCK <= archive.length) {
    const header = archive.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) break;
    if (readOctal(header, 148, 8) !== checksumOf(header)) {
      throw new TarFormatError(`tar header checksum mismatch at byte ${offset}`);
    }
    const size = readOctal(header, 124, 12);
    const type = String.fromCharCode(header[156] || 48);
    const prefix = isTarHeader(header) ? readString(header, 345, 155) : '';
    const shortName = readString(header, 0, 100);
    const dataStart = offset + BLOCK;
    if (dataStart + size > archive.length) throw new TarFormatError('tar archive is truncated');
    const data = archive.subarray(dataStart, dataStart + size);
    offset = dataStart + Math.ceil(size / BLOCK) * BLOCK;
    if (type === 'L') {
      // GNU long name: the next entry's name is this entry's data.
      longName = data.toString('utf8').replace(/\0+$/, '');
      continue;
    }
    const name = longName ?? (prefix ? `${prefix}/${shortName}` : shortName);
    longName = null;
    if (type === '0' || type === '7') entries.push({ name, data: Buffer.from(data) });
  }
  return entries;
}

function writeOctal(header: Buffer, offset: number, length: number, value: number): void {
  header.write(value.toString(8).padStart(length - 1, '0') + '\0', offset, length, 'latin1');
}

/**
 * A ustar archive of the given files (names and link targets up to 100 bytes), dated `mtime` (seconds
 * since 1970).
 */
export function writeTar(entries: readonly TarEntry[], mtime = 0): Buffer {
  const parts: Buffer[] = [];
  for (const entry of entries) {
    if (Buffer.byteLength(entry.name) > 100 || Buffer.byteLength(entry.symlinkTo ?? '') > 100)
      throw new TarFormatError(`tar entry name too long: ${entry.name}`);
    const data = entry.symlinkTo === undefined ? entry.data : Buffer.alloc(0);
    const header = Buffer.alloc(BLOCK);
    header.write(entry.name, 0, 100, 'utf8');
    writeOctal(header, 100, 8, 0o644);
    writeOctal(header, 108, 8, 0);
    writeOctal(header, 116, 8, 0);
    writeOctal(header, 124, 12, data.length);
    writeOctal(header, 136, 12, mtime);
    // '0': a regular file, '2': a symbolic link (its target in the link name field).
    header[156] = entry.symlinkTo === undefined ? 48 : 50;
    if (entry.symlinkTo !== undefined) header.write(entry.symlinkTo, 157, 100, 'utf8');
    header.write('ustar\u000000', 257, 8, 'latin1');
    writeOctal(header, 148, 7, checksumOf(header));
    header[155] = 32;
    parts.push(header, data);
    const padding = (BLOCK - (data.length % BLOCK)) % BLOCK;
    if (padding) parts.push(Buffer.alloc(padding));
  }
  parts.push(Buffer.alloc(BLOCK * 2));
  return Buffer.concat(parts);
}

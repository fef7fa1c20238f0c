import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { open, writeFile } from 'node:fs/promises';
import type { TransformOptions } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import type { ByteChunk } from '@/lib/fiskeridir/chunk-writer';

/**
 * A single-entry ZIP writer for generated files. yazl computes the entry's CRC with a pure-JavaScript
 * CRC-32 on the main thread, which alone costs several seconds per gigabyte and holds up generation;
 * here the CRC is zlib's (native) and deflate runs in the thread pool while the next chunk is built.
 * The local header is patched with CRC and sizes once the data is written (no data descriptor), the
 * timestamp is a plain DOS date (no time zone), so equal input gives equal bytes. Entries of 4 GiB or
 * more need `zip64`, which the caller chooses up front.
 */

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const ZIP64_END_OF_CENTRAL_DIRECTORY = 0x06064b50;
const ZIP64_LOCATOR = 0x07064b50;
const FLAG_UTF8_NAME = 0x0800;
const METHOD_DEFLATE = 8;
const MAX_32 = 0xffffffff;

const nativeCrc32 = (zlib as unknown as { crc32?: (data: Uint8Array, value?: number) => number }).crc32;

let crcTable: Uint32Array | null = null;
function crc32(data: Uint8Array, value: number): number {
  if (nativeCrc32) return nativeCrc32(data, value);
  // Node before 20.15 has no zlib.crc32.
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let crc = ~value >>> 0;
  for (let i = 0; i < data.length; i++) crc = crcTable[(crc ^ data[i]) & 0xff] ^ (crc >>> 8);
  return ~crc >>> 0;
}

export interface ZipEntryOptions {
  /** Name of the single entry inside the archive. */
  entryName: string;
  /** Modification date written into the entry (local calendar date, 06:00). */
  modified: { year: number; month: number; day: number };
  /** Deflate level 1–9. */
  level: number;
  /** Write ZIP64 records (needed for entries of 4 GiB or more). */
  zip64: boolean;
  /** Called after each chunk has been handed to the compressor. */
  onChunk?: (chunk: ByteChunk) => void;
}

export async function writeZipFile(
  file: string,
  chunks: Iterable<ByteChunk>,
  options: ZipEntryOptions,
): Promise<void> {
  const name = Buffer.from(options.entryName, 'utf8');
  const { year, month, day } = options.modified;
  const entry: EntryFields = {
    name,
    version: options.zip64 ? 45 : 20,
    dosTime: 6 << 11,
    dosDate: ((year - 1980) << 9) | (month << 5) | day,
    zip64: options.zip64,
  };
  const zip64 = entry.zip64;

  const localExtra = zip64 ? 20 : 0;
  const local = Buffer.alloc(30 + name.length + localExtra);
  local.writeUInt32LE(LOCAL_HEADER, 0);
  // CRC and sizes are patched in when known; with ZIP64 the sizes live in the extra field.
  const unknownSize = zip64 ? MAX_32 : 0;
  writeSharedFields(local, 4, entry, { crc: 0, size: unknownSize, compressedSize: unknownSize }, localExtra);
  name.copy(local, 30);
  if (zip64) {
    local.writeUInt16LE(0x0001, 30 + name.length);
    local.writeUInt16LE(16, 32 + name.length);
  }

  // A deep input buffer lets the next chunk be generated while the thread pool compresses this one.
  const deflateOptions: zlib.ZlibOptions & TransformOptions = {
    level: options.level,
    chunkSize: 256 << 10,
    writableHighWaterMark: 24 << 20,
  };
  const deflate = zlib.createDeflateRaw(deflateOptions);
  let crc = 0;
  let size = 0;
  let compressedSize = 0;
  const trailer = () => centralDirectory(entry, { crc, size, compressedSize }, local.length + compressedSize);
  const written = pipeline(async function* () {
    yield local;
    for await (const data of deflate) {
      compressedSize += (data as Buffer).length;
      yield data as Buffer;
    }
    yield trailer();
  }, createWriteStream(file));
  let failure: unknown = null;
  written.catch((error: unknown) => {
    failure = error;
  });
  for (const chunk of chunks) {
    if (failure) throw failure;
    crc = crc32(chunk.bytes, crc);
    size += chunk.bytes.length;
    if (!deflate.write(chunk.bytes)) await Promise.race([once(deflate, 'drain'), written]);
    options.onChunk?.(chunk);
  }
  deflate.end();
  await written;
  if (!zip64 && (size >= MAX_32 || compressedSize >= MAX_32)) {
    throw new Error(`${options.entryName} is ${size} bytes: too large for a ZIP without ZIP64`);
  }

  const handle = await open(file, 'r+');
  try {
    const patch = Buffer.alloc(zip64 ? 4 : 12);
    patch.writeUInt32LE(crc, 0);
    if (!zip64) {
      patch.writeUInt32LE(compressedSize, 4);
      patch.writeUInt32LE(size, 8);
    }
    await handle.write(patch, 0, patch.length, 14);
    if (zip64) {
      const sizes = Buffer.alloc(16);
      sizes.writeBigUInt64LE(BigInt(size), 0);
      sizes.writeBigUInt64LE(BigInt(compressedSize), 8);
      await handle.write(sizes, 0, 16, 34 + name.length);
    }
  } finally {
    await handle.close();
  }
}

/** What the local and the central header say alike about the single entry. */
interface EntryFields {
  name: Buffer;
  /** Version needed to extract: 2.0, or 4.5 for ZIP64. */
  version: number;
  dosTime: number;
  dosDate: number;
  zip64: boolean;
}

interface EntrySizes {
  crc: number;
  size: number;
  compressedSize: number;
}

/**
 * The run of fields the local header (at offset 4) and the central header (at offset 6) share, in the
 * same order: version needed, flags, method, time, date, CRC, compressed and uncompressed size, name
 * length and extra-field length.
 */
function writeSharedFields(
  header: Buffer,
  at: number,
  entry: EntryFields,
  sizes: EntrySizes,
  extraLength: number,
) {
  header.writeUInt16LE(entry.version, at);
  header.writeUInt16LE(FLAG_UTF8_NAME, at + 2);
  header.writeUInt16LE(METHOD_DEFLATE, at + 4);
  header.writeUInt16LE(entry.dosTime, at + 6);
  header.writeUInt16LE(entry.dosDate, at + 8);
  header.writeUInt32LE(sizes.crc, at + 10);
  header.writeUInt32LE(sizes.compressedSize, at + 14);
  header.writeUInt32LE(sizes.size, at + 18);
  header.writeUInt16LE(entry.name.length, at + 22);
  header.writeUInt16LE(extraLength, at + 24);
}

function centralDirectory(entry: EntryFields, sizes: EntrySizes, offset: number): Buffer {
  const { name, version, zip64 } = entry;
  const { size, compressedSize } = sizes;
  const extra = zip64 ? 28 : 0;
  const central = Buffer.alloc(46 + name.length + extra);
  central.writeUInt32LE(CENTRAL_HEADER, 0);
  central.writeUInt16LE((3 << 8) | version, 4); // made by: Unix
  writeSharedFields(
    central,
    6,
    entry,
    {
      crc: sizes.crc,
      size: zip64 ? MAX_32 : size,
      compressedSize: zip64 ? MAX_32 : compressedSize,
    },
    extra,
  );
  central.writeUInt32LE((0o100644 << 16) >>> 0, 38);
  central.writeUInt32LE(zip64 ? MAX_32 : 0, 42);
  name.copy(central, 46);
  if (zip64) {
    const at = 46 + name.length;
    central.writeUInt16LE(0x0001, at);
    central.writeUInt16LE(24, at + 2);
    central.writeBigUInt64LE(BigInt(size), at + 4);
    central.writeBigUInt64LE(BigInt(compressedSize), at + 12);
    central.writeBigUInt64LE(0n, at + 20);
  }

  const parts = [central];
  if (zip64) {
    const record = Buffer.alloc(56);
    record.writeUInt32LE(ZIP64_END_OF_CENTRAL_DIRECTORY, 0);
    record.writeBigUInt64LE(44n, 4);
    record.writeUInt16LE((3 << 8) | version, 12);
    record.writeUInt16LE(version, 14);
    record.writeBigUInt64LE(1n, 24);
    record.writeBigUInt64LE(1n, 32);
    record.writeBigUInt64LE(BigInt(central.length), 40);
    record.writeBigUInt64LE(BigInt(offset), 48);
    const locator = Buffer.alloc(20);
    locator.writeUInt32LE(ZIP64_LOCATOR, 0);
    locator.writeBigUInt64LE(BigInt(offset + central.length), 8);
    locator.writeUInt32LE(1, 16);
    parts.push(record, locator);
  }
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END_OF_CENTRAL_DIRECTORY, 0);
  end.writeUInt16LE(zip64 ? 0xffff : 1, 8);
  end.writeUInt16LE(zip64 ? 0xffff : 1, 10);
  end.writeUInt32LE(zip64 ? MAX_32 : central.length, 12);
  end.writeUInt32LE(zip64 ? MAX_32 : offset, 16);
  parts.push(end);
  return Buffer.concat(parts);
}

/**
 * A zip of several small entries (the ERS year: four message files), built in memory: each entry is
 * deflated whole, so this is for files of tens of megabytes, not the landing-note years (use
 * `writeZipFile` for those). No ZIP64; an archive that would need it is refused.
 */
export async function writeSmallZipFile(
  file: string,
  entries: { name: string; bytes: Buffer }[],
  options: Pick<ZipEntryOptions, 'modified' | 'level'>,
): Promise<void> {
  const { year, month, day } = options.modified;
  const parts: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name: entryName, bytes } of entries) {
    const name = Buffer.from(entryName, 'utf8');
    const entry: EntryFields = {
      name,
      version: 20,
      dosTime: 6 << 11,
      dosDate: ((year - 1980) << 9) | (month << 5) | day,
      zip64: false,
    };
    const data = zlib.deflateRawSync(bytes, { level: options.level });
    const sizes = { crc: crc32(bytes, 0), size: bytes.length, compressedSize: data.length };
    const local = Buffer.alloc(30 + name.length);
    local.writeUInt32LE(LOCAL_HEADER, 0);
    writeSharedFields(local, 4, entry, sizes, 0);
    name.copy(local, 30);
    const central = Buffer.alloc(46 + name.length);
    central.writeUInt32LE(CENTRAL_HEADER, 0);
    central.writeUInt16LE((3 << 8) | entry.version, 4);
    writeSharedFields(central, 6, entry, sizes, 0);
    central.writeUInt32LE((0o100644 << 16) >>> 0, 38);
    central.writeUInt32LE(offset, 42);
    name.copy(central, 46);
    parts.push(local, data);
    centrals.push(central);
    offset += local.length + data.length;
    if (offset >= MAX_32) throw new Error(`${file}: too large for a ZIP without ZIP64`);
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END_OF_CENTRAL_DIRECTORY, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  await writeFile(file, Buffer.concat([...parts, directory, end]));
}

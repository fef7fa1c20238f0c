import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { PassThrough, Transform } from 'node:stream';
import { crc32, createInflateRaw } from 'node:zlib';
import yauzl from 'yauzl';
import { DEFAULT_INGEST_LIMITS } from './limits';

/**
 * A zip that cannot be extracted as it claims: truncated, corrupt, an entry that inflates past its
 * declared size (a zip bomb) or one larger than the configured cap. Nothing is left on disk.
 */
export class ZipEntryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ZipEntryError';
  }
}

const gb = (bytes: number) => `${(bytes / 1024 ** 3).toFixed(bytes < 1024 ** 3 ? 3 : 1)} GB`;

function openZip(zipPath: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.open(zipPath, { lazyEntries: true, autoClose: false }, (error, file) =>
      error
        ? reject(new ZipEntryError(`not a readable zip file (${error.message}): truncated or corrupt?`))
        : resolve(file),
    ),
  );
}

function findEntry(zip: yauzl.ZipFile, accept: (entryName: string) => boolean): Promise<yauzl.Entry> {
  return new Promise<yauzl.Entry>((resolve, reject) => {
    zip.on('entry', (candidate: yauzl.Entry) => {
      if (!candidate.fileName.endsWith('/') && accept(candidate.fileName)) resolve(candidate);
      else zip.readEntry();
    });
    zip.on('end', () => reject(new ZipEntryError('holds no matching file')));
    zip.on('error', (error: Error) =>
      reject(new ZipEntryError(`not a readable zip file (${error.message}): truncated or corrupt?`)),
    );
    zip.readEntry();
  });
}

function checkDeclaredSize(entry: yauzl.Entry, maxBytes: number) {
  if (entry.uncompressedSize > maxBytes) {
    throw new ZipEntryError(
      `entry ${entry.fileName} declares ${gb(entry.uncompressedSize)} uncompressed, more than the limit of ${gb(maxBytes)} (INGEST_MAX_ENTRY_BYTES)`,
    );
  }
}

/**
 * Checks, from the zip's directory alone, that the entry is readable and within the size cap: lets
 * ingest refuse an oversized or damaged zip before it writes anything.
 */
export async function checkZipEntry(
  zipPath: string,
  accept: (entryName: string) => boolean,
  maxBytes: number = DEFAULT_INGEST_LIMITS.maxEntryBytes,
): Promise<{ entryName: string; declaredBytes: number }> {
  const zip = await openZip(zipPath);
  try {
    const entry = await findEntry(zip, accept);
    checkDeclaredSize(entry, maxBytes);
    return { entryName: entry.fileName, declaredBytes: entry.uncompressedSize };
  } finally {
    zip.close();
  }
}

/**
 * An entry's bytes as stored, inflated here with 1 MB chunks: zlib's default 16 KB chunks make a 1 GB
 * entry 80,000 trips through the stream pipeline, which more than doubles the time of the inflate itself.
 * (yauzl's own size check applies only when it inflates, hence the callers' counting.)
 */
async function inflatedStream(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<NodeJS.ReadableStream> {
  const compressed = entry.compressionMethod === 8;
  const raw = await new Promise<NodeJS.ReadableStream>((resolve, reject) =>
    zip.openReadStream(entry, { decodeFileData: !compressed }, (error, stream) =>
      error
        ? reject(new ZipEntryError(`entry ${entry.fileName} is unreadable (${error.message})`))
        : resolve(stream),
    ),
  );
  return compressed ? raw.pipe(createInflateRaw({ chunkSize: 1 << 20 })) : raw;
}

export interface ExtractOptions {
  /** Largest uncompressed size accepted (default 8 GB). */
  maxBytes?: number;
  /** A stage the checked bytes pass through on their way to the file (the line census). */
  through?: Transform;
}

/**
 * Extracts one entry of a zip file to disk, streaming (a year of landing notes is ~1 GB unzipped).
 * Picks the first entry whose name passes `accept`; reports progress in uncompressed bytes. The entry
 * must inflate to exactly its declared size, which must be within `maxBytes`: the data is counted
 * as it streams, so a lying entry is stopped at its declared size, not after it filled the disk. On
 * any failure the partly written target is removed.
 */
export async function extractZipEntry(
  zipPath: string,
  targetPath: string,
  accept: (entryName: string) => boolean,
  onProgress?: (bytesDone: number, bytesTotal: number) => void,
  options: ExtractOptions = {},
): Promise<{ entryName: string; bytes: number }> {
  const maxBytes = options.maxBytes ?? DEFAULT_INGEST_LIMITS.maxEntryBytes;
  const zip = await openZip(zipPath);
  try {
    const entry = await findEntry(zip, accept);
    checkDeclaredSize(entry, maxBytes);
    const declared = entry.uncompressedSize;
    const source = await inflatedStream(zip, entry);
    let done = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        done += chunk.length;
        if (done > declared) {
          callback(
            new ZipEntryError(
              `entry ${entry.fileName} inflates past its declared size of ${declared.toLocaleString('en-US')} bytes: a corrupt file or a zip bomb`,
            ),
          );
          return;
        }
        onProgress?.(done, declared);
        callback(null, chunk);
      },
    });
    try {
      await pipeline(
        source,
        counter,
        options.through ?? new PassThrough(),
        createWriteStream(targetPath, { highWaterMark: 1 << 20 }),
      );
      if (done !== declared) {
        throw new ZipEntryError(
          `entry ${entry.fileName} ends after ${done.toLocaleString('en-US')} of its declared ${declared.toLocaleString('en-US')} bytes: truncated or corrupt`,
        );
      }
    } catch (error) {
      await rm(targetPath, { force: true });
      if (error instanceof ZipEntryError) throw error;
      // zlib's errors (Z_DATA_ERROR, Z_BUF_ERROR) and yauzl's (no code) mean a damaged file; a failed
      // write (ENOSPC, EACCES) is the machine's problem and keeps its own message.
      const code = (error as NodeJS.ErrnoException).code;
      if (code && !code.startsWith('Z_')) throw error;
      throw new ZipEntryError(`entry ${entry.fileName} is corrupt (${(error as Error).message})`);
    }
    return { entryName: entry.fileName, bytes: done };
  } finally {
    zip.close();
  }
}

/**
 * Reads an entry through to its end without writing it: it must inflate to exactly its declared size
 * and match its CRC-32. yauzl reads the zip's directory (a download cut short loses it) but never
 * checks the CRC; a file damaged in the middle would otherwise be found only halfway through an ingest.
 */
export async function verifyZipEntry(
  zipPath: string,
  accept: (entryName: string) => boolean,
  maxBytes: number = DEFAULT_INGEST_LIMITS.maxEntryBytes,
): Promise<{ entryName: string; bytes: number }> {
  const zip = await openZip(zipPath);
  try {
    const entry = await findEntry(zip, accept);
    checkDeclaredSize(entry, maxBytes);
    const source = await inflatedStream(zip, entry);
    let bytes = 0;
    let crc = 0;
    try {
      for await (const chunk of source as AsyncIterable<Buffer>) {
        bytes += chunk.length;
        if (bytes > entry.uncompressedSize) {
          throw new ZipEntryError(
            `entry ${entry.fileName} inflates past its declared size of ${entry.uncompressedSize.toLocaleString('en-US')} bytes: a corrupt file or a zip bomb`,
          );
        }
        crc = crc32(chunk, crc);
      }
    } catch (error) {
      if (error instanceof ZipEntryError) throw error;
      throw new ZipEntryError(`entry ${entry.fileName} is corrupt (${(error as Error).message})`);
    }
    if (bytes !== entry.uncompressedSize) {
      throw new ZipEntryError(
        `entry ${entry.fileName} ends after ${bytes.toLocaleString('en-US')} of its declared ${entry.uncompressedSize.toLocaleString('en-US')} bytes: truncated or corrupt`,
      );
    }
    if (crc >>> 0 !== entry.crc32 >>> 0) {
      throw new ZipEntryError(`entry ${entry.fileName} fails its CRC-32 check: the file is corrupt`);
    }
    return { entryName: entry.fileName, bytes };
  } finally {
    zip.close();
  }
}

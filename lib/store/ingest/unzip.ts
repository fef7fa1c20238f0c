import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { Transform } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import yauzl from 'yauzl';

/**
 * Extracts one entry of a zip file to disk, streaming (a year of landing notes is ~1 GB unzipped).
 * Picks the first entry whose name passes `accept`; reports progress in uncompressed bytes.
 */
export async function extractZipEntry(
  zipPath: string,
  targetPath: string,
  accept: (entryName: string) => boolean,
  onProgress?: (bytesDone: number, bytesTotal: number) => void,
): Promise<{ entryName: string; bytes: number }> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(zipPath, { lazyEntries: true, autoClose: false }, (error, file) =>
      error ? reject(error) : resolve(file),
    ),
  );
  try {
    const entry = await new Promise<yauzl.Entry>((resolve, reject) => {
      zip.on('entry', (candidate: yauzl.Entry) => {
        if (!candidate.fileName.endsWith('/') && accept(candidate.fileName)) resolve(candidate);
        else zip.readEntry();
      });
      zip.on('end', () => reject(new Error(`${zipPath} holds no matching file`)));
      zip.on('error', reject);
      zip.readEntry();
    });
    // Inflate ourselves with 1 MB chunks: zlib's default 16 KB chunks make a 1 GB entry 80,000 trips
    // through the stream pipeline, which more than doubles the time of the inflate itself.
    const compressed = entry.compressionMethod === 8;
    const raw = await new Promise<NodeJS.ReadableStream>((resolve, reject) =>
      zip.openReadStream(entry, { decodeFileData: !compressed }, (error, stream) =>
        error ? reject(error) : resolve(stream),
      ),
    );
    const source = compressed ? raw.pipe(createInflateRaw({ chunkSize: 1 << 20 })) : raw;
    let done = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        done += chunk.length;
        onProgress?.(done, entry.uncompressedSize);
        callback(null, chunk);
      },
    });
    await pipeline(source, counter, createWriteStream(targetPath, { highWaterMark: 1 << 20 }));
    return { entryName: entry.fileName, bytes: done };
  } finally {
    zip.close();
  }
}

import { randomUUID } from 'node:crypto';
import { open, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { IngestInputError } from '../errors';
import type { CensusedCsv } from '../line-accounting';
import { CensusLimitError, censusOfPlainFile, censusStream, LineCensus } from '../line-census';
import { extractZipEntry, ZipEntryError } from '../unzip';
import type { LoadContext, PlannedBase } from './types';

/** The CSV files of the line formats (landing notes, positions, logbooks), ready for DuckDB's reader. */

/**
 * A CSV for the reader with its census: a zip entry is extracted through the census; a plain file is
 * read where it is unless lines had to be blanked. `remove` deletes what was written for it.
 */
async function censusedCsv(
  file: PlannedBase,
  source: { entry: string | null; header: string[]; label: string },
  context: LoadContext,
): Promise<{ csv: CensusedCsv; remove: () => Promise<void> }> {
  const { entry, header, label } = source;
  let csvPath: string;
  let census: LineCensus;
  if (entry) {
    csvPath = path.join(context.tempDir, `${randomUUID()}.csv`);
    census = new LineCensus();
    await extractZipEntry(
      file.path,
      csvPath,
      (name) => name === entry,
      (done, total) =>
        context.report({ file: file.label, phase: 'extract', fraction: total ? done / total : 0 }),
      { maxBytes: context.limits.maxEntryBytes, through: censusStream(census) },
    ).catch((error: unknown) => {
      if (error instanceof ZipEntryError || error instanceof CensusLimitError)
        throw new IngestInputError(`${file.label}: ${error.message}`, file.label);
      throw error;
    });
  } else {
    ({ csvPath, census } = await censusOfPlainFile(file.path, context.tempDir).catch((error: unknown) => {
      if (error instanceof CensusLimitError)
        throw new IngestInputError(`${file.label}: ${error.message}`, file.label);
      throw error;
    }));
  }
  const remove = async () => {
    if (csvPath !== file.path) await rm(csvPath, { force: true });
  };
  return { csv: { path: csvPath, header, census, label, tempDir: context.tempDir }, remove };
}

/** Runs `read` over the CSV of `source` (./censusedCsv) and removes what was written for it after. */
export async function withCsv<T>(
  file: PlannedBase,
  source: { entry: string | null; header: string[]; label: string },
  context: LoadContext,
  read: (csv: CensusedCsv) => Promise<T>,
): Promise<T> {
  const { csv, remove } = await censusedCsv(file, source, context);
  try {
    return await read(csv);
  } finally {
    await remove();
  }
}

/** Average line length near the start of a CSV, to turn DuckDB's progress into a line count. */
export async function estimateLines(csvPath: string): Promise<number> {
  const { size } = await stat(csvPath);
  const handle = await open(csvPath, 'r');
  try {
    const buffer = Buffer.alloc(Math.min(size, 256 * 1024));
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    const newlines = buffer.subarray(0, bytesRead).filter((byte) => byte === 10).length;
    return newlines > 1 ? Math.max(1, Math.round((size / bytesRead) * newlines) - 1) : 1;
  } finally {
    await handle.close();
  }
}

import { readFile } from 'node:fs/promises';
import { detectFileKind, isZipFile, listZipEntries, missingLandingColumns } from '@/lib/fiskeridir';
import { verifyZipEntry, ZipEntryError } from '@/lib/store/ingest/unzip';
import type { UpdateSource } from './sources';

/**
 * The last gate before ingest: a download is handed on only when it is whole (every zip entry byte
 * inflates and matches its CRC-32, a JSON file parses to its end) and holds what the source promises
 * (the right format, a landing header with every required column). An HTML error page served with
 * status 200, a cut-off zip or a renamed file stops here, with the store untouched.
 */

export type DownloadProblem = 'corrupt' | 'wrong_format' | 'bad_header';

export class DownloadCheckError extends Error {
  constructor(
    message: string,
    readonly problem: DownloadProblem,
    readonly missingColumns?: string[],
  ) {
    super(message);
    this.name = 'DownloadCheckError';
  }
}

const KIND_NAMES: Record<string, string> = {
  landings: 'landing notes',
  vms: 'VMS positions',
  ers: 'electronic logbooks (ERS)',
  vessels: 'the vessel register',
  buyers: 'the buyer register',
  unknown: 'no known format',
};

export async function checkDownload(
  file: string,
  source: UpdateSource,
  maxEntryBytes: number,
): Promise<void> {
  const zipped = source.fileName.endsWith('.zip');
  if (zipped && !(await isZipFile(file))) {
    throw new DownloadCheckError('is not a zip file (an error page served as the file?)', 'corrupt');
  }
  let detected: Awaited<ReturnType<typeof detectFileKind>>;
  try {
    detected = await detectFileKind(file);
  } catch (error) {
    throw new DownloadCheckError(
      `cannot be read (${(error as Error).message}): truncated or corrupt`,
      'corrupt',
    );
  }
  if (detected.kind !== source.kind) {
    throw new DownloadCheckError(
      `holds ${KIND_NAMES[detected.kind] ?? detected.kind}, not ${KIND_NAMES[source.kind]}`,
      'wrong_format',
    );
  }
  if (detected.kind === 'landings') {
    const missing = missingLandingColumns(detected.header ?? []);
    if (missing.length > 0) {
      throw new DownloadCheckError(
        `the header lacks required columns: ${missing.join(', ')}`,
        'bad_header',
        missing,
      );
    }
  }
  if (detected.entryName) {
    try {
      // A logbook zip holds four message files: every one must be whole.
      const names =
        detected.kind === 'ers'
          ? (await listZipEntries(file)).filter((name) => name.toLowerCase().endsWith('.csv'))
          : [detected.entryName];
      for (const name of names) await verifyZipEntry(file, (entry) => entry === name, maxEntryBytes);
    } catch (error) {
      if (error instanceof ZipEntryError) throw new DownloadCheckError(error.message, 'corrupt');
      throw error;
    }
  } else if (!zipped && (source.kind === 'vessels' || source.kind === 'buyers')) {
    try {
      JSON.parse(await readFile(file, 'utf8'));
    } catch (error) {
      throw new DownloadCheckError(
        `is not complete JSON (${(error as Error).message}): truncated?`,
        'corrupt',
      );
    }
  }
}

import { repeatedColumns } from '@/lib/fiskeridir';
import type { DetectedFile } from '@/lib/fiskeridir/detect';
import { IngestInputError } from '../errors';
import { checkZipEntry, ZipEntryError } from '../unzip';
import type { PlannedBase } from './types';

/** The checks several formats make of a file before anything is written. */

/** DuckDB reads a CSV by its header's names: a name given twice has no one column to read. */
export function refuseRepeatedColumns(label: string, header: readonly string[]) {
  const repeated = repeatedColumns(header);
  if (repeated.length === 0) return;
  const named = repeated.map(({ name, positions }) => `${name} (columns ${positions.join(' and ')})`);
  throw new IngestInputError(
    `${label}: the header names ${named.join(', ')} more than once; a column must appear once`,
    label,
  );
}

/** A register lists each vessel, buyer and station once: a second entry has no one set of facts. */
export function refuseRepeatedIds(
  label: string,
  what: string,
  entries: readonly { id: string; place: string }[],
) {
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

/** The zip's directory alone tells an oversized entry: refuse it before anything is written. */
export async function refuseOversizedEntry(
  filePath: string,
  label: string,
  accept: (name: string) => boolean,
  maxBytes: number,
): Promise<void> {
  try {
    await checkZipEntry(filePath, accept, maxBytes);
  } catch (error) {
    if (error instanceof ZipEntryError) throw new IngestInputError(`${label}: ${error.message}`, label);
    throw error;
  }
}

/**
 * A line format's CSV, given plain or as a zip's entry: the entry to read (its size refused before
 * anything is written when it is over the limit) and the header, checked for repeated names.
 */
export async function lineCsv(
  base: PlannedBase,
  detected: DetectedFile,
  maxEntryBytes: number,
): Promise<{ zipEntry: string | null; header: string[] }> {
  const header = detected.header ?? [];
  const zipEntry = detected.entryName ?? null;
  if (zipEntry) await refuseOversizedEntry(base.path, base.label, (name) => name === zipEntry, maxEntryBytes);
  refuseRepeatedColumns(base.label, header);
  return { zipEntry, header };
}

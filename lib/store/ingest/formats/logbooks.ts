import {
  createErsHeaderIndex,
  ErsHeaderError,
  ersEntries,
  ersTypeOfHeader,
  type ErsEntry,
} from '@/lib/fiskeridir/ers';
import { IngestInputError } from '../errors';
import { insertPendingErsLines, loadErsFile } from '../ers';
import { checkRejectedShare } from '../guards';
import { checkZipEntry, ZipEntryError } from '../unzip';
import { refuseRepeatedColumns } from './checks';
import { withCsv } from './source-csv';
import type { PlannedBase, SourceFormat } from './types';

/**
 * Electronic logbooks (ERS): a yearly zip of four message files (departure, catch, arrival, transfer),
 * or one of them given loose; loaded by ../ers.ts.
 */

export interface PlannedLogbooks extends PlannedBase {
  kind: 'ers';
  /** Whether the message files are entries of a zip (else the file is one message file). */
  zipped: boolean;
  /** The message files to load. */
  entries: Pick<ErsEntry, 'entry' | 'type' | 'header'>[];
}

export const LOGBOOKS: SourceFormat<PlannedLogbooks> = {
  kind: 'ers',
  async plan(base, detected, limits) {
    const { path: filePath, label } = base;
    const zipped = Boolean(detected.entryName);
    let entries: PlannedLogbooks['entries'];
    // Every message file's header is checked before anything is written.
    try {
      if (zipped) {
        const listed = (await ersEntries(filePath)).entries;
        entries = listed.map(({ entry, type, header }) => ({ entry, type, header }));
        await checkZipEntry(filePath, (name) => listed.some((e) => e.entry === name), limits.maxEntryBytes);
      } else {
        const header = detected.header ?? [];
        const type = ersTypeOfHeader(header)!;
        createErsHeaderIndex(header, type);
        entries = [{ entry: label, type, header }];
      }
    } catch (error) {
      if (error instanceof ErsHeaderError || error instanceof ZipEntryError) {
        throw new IngestInputError(`${label}: ${error.message}`, label);
      }
      throw error;
    }
    for (const entry of entries) {
      refuseRepeatedColumns(zipped ? `${label}: ${entry.entry}` : label, entry.header);
    }
    return { ...base, kind: 'ers', zipped, entries };
  },
  async load(file, context, loaded) {
    for (const entry of file.entries) {
      const label = file.zipped ? `${file.label}: ${entry.entry}` : file.label;
      const source = { entry: file.zipped ? entry.entry : null, header: entry.header, label };
      await withCsv(file, source, context, async (csv) => {
        const ers = await loadErsFile(context.connection, csv, entry.type);
        checkRejectedShare(label, ers.lines, ers.rejected.length, context.limits);
        loaded.report.lines += ers.lines;
        loaded.report.rejected += ers.rejected.length;
        loaded.rejected.push(...ers.rejected);
        loaded.changed ||= ers.changed;
      });
    }
    await insertPendingErsLines(context.connection, context.years);
  },
};

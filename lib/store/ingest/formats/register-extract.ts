import { readFile, stat } from 'node:fs/promises';
import {
  ExtractContentError,
  ExtractHeaderError,
  isTarHeader,
  parseRegisterExtract,
  parseRegisterExtractTar,
  TarFormatError,
  type RegisterExtract,
} from '@/lib/fiskeridir';
import { IngestInputError } from '../errors';
import { loadRegisterExtract } from '../register-extract';
import { refuseOversizedEntry } from './checks';
import { loadRegister } from './register-content';
import type { PlannedBase, SourceFormat } from './types';

/**
 * The vessel register extract `frtyweb.tar` (vessels, owners with holding companies, quotas), or one of
 * its CSV members given loose; loaded by ../register-extract.ts.
 */

export interface PlannedRegisterExtract extends PlannedBase {
  kind: 'extract';
  extract: RegisterExtract;
}

export const REGISTER_EXTRACT: SourceFormat<PlannedRegisterExtract> = {
  kind: 'extract',
  async plan(base, detected, limits) {
    const { path: filePath, label } = base;
    if (detected.entryName) {
      const entry = detected.entryName;
      await refuseOversizedEntry(filePath, label, (name) => name === entry, limits.maxEntryBytes);
    }
    const { size } = await stat(filePath);
    if (size > limits.maxEntryBytes) {
      throw new IngestInputError(
        `${label}: ${size} bytes, more than the limit of ${limits.maxEntryBytes}`,
        label,
      );
    }
    const content = await readFile(filePath);
    try {
      const extract = isTarHeader(content)
        ? parseRegisterExtractTar(content)
        : parseRegisterExtract([{ name: label, text: content.toString('utf8') }]);
      return { ...base, kind: 'extract', extract };
    } catch (error) {
      if (error instanceof ExtractHeaderError) {
        throw new IngestInputError(`${label}: ${error.message}`, label, error.missingColumns);
      }
      if (error instanceof TarFormatError || error instanceof ExtractContentError) {
        throw new IngestInputError(`${label}: ${error.message}`, label);
      }
      throw error;
    }
  },
  async load(file, context, loaded) {
    context.report({ file: file.label, phase: 'load', fraction: 0 });
    await loadRegister(context, loaded, () =>
      loadRegisterExtract(context.connection, file.extract, context.snapshotDate, context.tempDir),
    );
    context.report({ file: file.label, phase: 'load', fraction: 1, lines: loaded.report.lines });
  },
};

import { missingLandingColumns } from '@/lib/fiskeridir';
import { IngestInputError } from '../errors';
import { loadLandingFile } from '../landings';
import { lineCsv } from './checks';
import { estimateLines, withCsv } from './source-csv';
import type { PlannedBase, SourceFormat } from './types';

/** Landing notes (sluttsedler): `fangstdata_YYYY.csv[.zip]`, loaded by ../landings.ts. */

export interface PlannedLandingNotes extends PlannedBase {
  kind: 'landings';
  /** The zip entry to read, when the file is a zip. */
  zipEntry: string | null;
  header: string[];
}

export const LANDING_NOTES: SourceFormat<PlannedLandingNotes> = {
  kind: 'landings',
  async plan(base, detected, limits) {
    // The required columns first: a file without them is not worth reading further.
    const missing = missingLandingColumns(detected.header ?? []);
    if (missing.length > 0) {
      throw new IngestInputError(
        `${base.label}: the header lacks required columns: ${missing.join(', ')}`,
        base.label,
        missing,
      );
    }
    return { ...base, kind: 'landings', ...(await lineCsv(base, detected, limits.maxEntryBytes)) };
  },
  load: (file, context, loaded) =>
    withCsv(file, { entry: file.zipEntry, header: file.header, label: file.label }, context, async (csv) => {
      const landed = await loadLandingFile(
        context.connection,
        csv,
        await estimateLines(csv.path),
        context.report,
        context.limits,
        context.years,
      );
      loaded.report.lines = landed.lines;
      loaded.report.rejected = landed.rejected.length;
      loaded.report.catchYears = landed.catchYears;
      loaded.rejected.push(...landed.rejected);
      loaded.documents = landed.documents;
      loaded.landingLines = landed.lines;
      const { inserted, updated, removed } = landed.documents;
      loaded.changed = inserted + updated + removed > 0;
    }),
};

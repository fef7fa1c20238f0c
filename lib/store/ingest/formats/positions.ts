import { checkRejectedShare } from '../guards';
import { loadVmsFile } from '../vms';
import { lineCsv } from './checks';
import { withCsv } from './source-csv';
import type { PlannedBase, SourceFormat } from './types';

/** VMS position reports: `YYYY-VMS.csv[.zip]`, loaded by ../vms.ts. */

export interface PlannedPositions extends PlannedBase {
  kind: 'vms';
  zipEntry: string | null;
  header: string[];
}

export const POSITIONS: SourceFormat<PlannedPositions> = {
  kind: 'vms',
  async plan(base, detected, limits) {
    return { ...base, kind: 'vms', ...(await lineCsv(base, detected, limits.maxEntryBytes)) };
  },
  load: (file, context, loaded) =>
    withCsv(file, { entry: file.zipEntry, header: file.header, label: file.label }, context, async (csv) => {
      const vms = await loadVmsFile(context.connection, context.years, csv);
      // Checked after loading, which is cheap for positions: the refusal throws the copy away.
      checkRejectedShare(file.label, vms.lines, vms.rejected.length, context.limits);
      loaded.report.lines = vms.lines;
      loaded.report.rejected = vms.rejected.length;
      loaded.rejected.push(...vms.rejected);
      loaded.changed = vms.added > 0;
    }),
};

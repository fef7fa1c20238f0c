import { formatOf, type LoadContext, type LoadedFile, type PlannedFile } from './formats';

/**
 * Loads one checked file (./plan.ts) into the store being written with its format's load (./formats),
 * records it in `ingested_files`, and tells whether it changed the store: a file whose content the
 * store already holds (the same year's file with a byte-order mark or CRLF line ends, a header without
 * lines, an extract without members) changes nothing, and a run of such files makes no new version.
 */

export type { LoadContext, LoadedFile } from './formats';

export async function loadPlannedFile(file: PlannedFile, context: LoadContext): Promise<LoadedFile> {
  const loaded: LoadedFile = {
    report: { file: file.label, kind: file.kind, status: 'loaded', lines: 0, rejected: 0 },
    rejected: [],
    documents: { inserted: 0, updated: 0, removed: 0, unchanged: 0 },
    landingLines: 0,
    changed: false,
  };
  await loadWithFormat(file, context, loaded);
  if (!loaded.changed) loaded.report.status = 'unchanged';
  await context.connection.run(
    'insert or replace into ingested_files values ($1, $2, $3, now()::timestamp, $4, $5)',
    [file.hash, file.label, file.kind, loaded.report.lines, loaded.report.rejected],
  );
  return loaded;
}

/** The file's own format loads it (TypeScript cannot pair a union's member with its format unaided). */
function loadWithFormat<F extends PlannedFile>(file: F, context: LoadContext, loaded: LoadedFile) {
  return (
    formatOf(file.kind) as unknown as { load(file: F, c: LoadContext, l: LoadedFile): Promise<void> }
  ).load(file, context, loaded);
}

import type { DuckDBConnection } from '@duckdb/node-api';
import { randomUUID } from 'node:crypto';
import { open, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { IngestInputError } from './errors';
import { insertPendingErsLines, loadErsFile } from './ers';
import { checkRejectedShare } from './guards';
import type { CensusedCsv } from './line-accounting';
import { CensusLimitError, censusOfPlainFile, censusStream, LineCensus } from './line-census';
import { loadLandingFile } from './landings';
import type { IngestLimits } from './limits';
import type { PlannedFile } from './plan';
import { loadRegisterExtract } from './register-extract';
import { loadBuyerRegister, loadVesselRegister } from './registers';
import type { FileReport, IngestProgress, RejectedLine, YearWriter } from './types';
import { extractZipEntry, ZipEntryError } from './unzip';
import { loadVmsFile } from './vms';

/**
 * Loads one checked file (./plan.ts) into the store being written, and tells whether it changed the
 * store: a file whose content the store already holds (the same year's file with a byte-order mark or
 * CRLF line ends, a header without lines, an extract without members) changes nothing, and a run of
 * such files makes no new version.
 */

export interface LoadContext {
  connection: DuckDBConnection;
  /** The store version being written: a load names the years it changes before it writes them. */
  years: YearWriter;
  tempDir: string;
  limits: IngestLimits;
  snapshotDate: string;
  report: (progress: IngestProgress) => void;
}

export interface LoadedFile {
  report: FileReport;
  rejected: RejectedLine[];
  documents: { inserted: number; updated: number; removed: number; unchanged: number };
  /** Landing lines read from the file. */
  landingLines: number;
  changed: boolean;
}

/** The register tables: small enough to compare whole before and after a register file. */
const REGISTER_TABLES = [
  'register_vessels',
  'register_owners',
  'register_company_owners',
  'register_quotas',
  'register_quota_catch',
  'register_buyers',
  'register_stations',
];

/** Row counts and order-independent checksums of the register tables, as one text. */
async function registerContent(connection: DuckDBConnection): Promise<string> {
  const parts = REGISTER_TABLES.map(
    (table) =>
      `select count(*)::varchar || ':' || coalesce(sum(hash(t))::varchar, '0') as part from ${table} t`,
  );
  const reader = await connection.runAndReadAll(parts.join(' union all '));
  return reader
    .getRowObjectsJS()
    .map((row) => String(row.part))
    .join('|');
}

/** Average line length near the start of a CSV, to turn DuckDB's progress into a line count. */
async function estimateLines(csvPath: string): Promise<number> {
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

/**
 * A CSV for the reader with its census: a zip entry is extracted through the census; a plain file is
 * read where it is unless lines had to be blanked. `remove` deletes what was written for it.
 */
async function censusedCsv(
  file: PlannedFile,
  entry: { name: string; header: string[]; label: string } | null,
  context: LoadContext,
): Promise<{ csv: CensusedCsv; remove: () => Promise<void> }> {
  const header = entry?.header ?? file.header!;
  const label = entry?.label ?? file.label;
  let csvPath: string;
  let census: LineCensus;
  if (entry) {
    csvPath = path.join(context.tempDir, `${randomUUID()}.csv`);
    census = new LineCensus();
    await extractZipEntry(
      file.path,
      csvPath,
      (name) => name === entry.name,
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

export async function loadPlannedFile(file: PlannedFile, context: LoadContext): Promise<LoadedFile> {
  const { connection, tempDir, limits, report } = context;
  const loaded: LoadedFile = {
    report: { file: file.label, kind: file.kind, status: 'loaded', lines: 0, rejected: 0 },
    rejected: [],
    documents: { inserted: 0, updated: 0, removed: 0, unchanged: 0 },
    landingLines: 0,
    changed: false,
  };
  const fileReport = loaded.report;
  if (file.kind === 'vessels' || file.kind === 'extract' || file.kind === 'buyers') {
    const before = await registerContent(connection);
    if (file.kind === 'vessels') {
      fileReport.lines = await loadVesselRegister(connection, file.vessels!, context.snapshotDate, tempDir);
    } else if (file.kind === 'extract') {
      report({ file: file.label, phase: 'load', fraction: 0 });
      fileReport.lines = await loadRegisterExtract(connection, file.extract!, context.snapshotDate, tempDir);
      report({ file: file.label, phase: 'load', fraction: 1, lines: fileReport.lines });
    } else {
      fileReport.lines = await loadBuyerRegister(connection, file.buyers!, tempDir);
    }
    loaded.changed = (await registerContent(connection)) !== before;
  } else if (file.kind === 'ers') {
    for (const entry of file.ers!) {
      const zipped = Boolean(file.zipEntry);
      const label = zipped ? `${file.label}: ${entry.entry}` : file.label;
      const { csv, remove } = await censusedCsv(
        file,
        zipped ? { name: entry.entry, header: entry.header, label } : null,
        context,
      );
      try {
        const ers = await loadErsFile(connection, csv, entry.type);
        checkRejectedShare(label, ers.lines, ers.rejected.length, limits);
        fileReport.lines += ers.lines;
        fileReport.rejected += ers.rejected.length;
        loaded.rejected.push(...ers.rejected);
        loaded.changed ||= ers.changed;
      } finally {
        await remove();
      }
    }
    await insertPendingErsLines(connection, context.years);
  } else {
    const { csv, remove } = await censusedCsv(
      file,
      file.zipEntry ? { name: file.zipEntry, header: file.header!, label: file.label } : null,
      context,
    );
    try {
      if (file.kind === 'landings') {
        const landed = await loadLandingFile(
          connection,
          csv,
          await estimateLines(csv.path),
          report,
          limits,
          context.years,
        );
        fileReport.lines = landed.lines;
        fileReport.rejected = landed.rejected.length;
        fileReport.catchYears = landed.catchYears;
        loaded.rejected.push(...landed.rejected);
        loaded.documents = landed.documents;
        loaded.landingLines = landed.lines;
        loaded.changed = landed.documents.inserted + landed.documents.updated + landed.documents.removed > 0;
      } else {
        const vms = await loadVmsFile(connection, csv);
        // Checked after loading, which is cheap for positions: the refusal throws the copy away.
        checkRejectedShare(file.label, vms.lines, vms.rejected.length, limits);
        fileReport.lines = vms.lines;
        fileReport.rejected = vms.rejected.length;
        loaded.rejected.push(...vms.rejected);
        loaded.changed = vms.added > 0;
      }
    } finally {
      await remove();
    }
  }
  if (!loaded.changed) fileReport.status = 'unchanged';
  await connection.run(
    'insert or replace into ingested_files values ($1, $2, $3, now()::timestamp, $4, $5)',
    [file.hash, file.label, file.kind, fileReport.lines, fileReport.rejected],
  );
  return loaded;
}

import type { DuckDBConnection } from '@duckdb/node-api';
import { FIXED_WIDTH_CODE_COLUMNS } from '@/lib/fiskeridir/landing-columns';
import { recordChangedLines } from './changed-lines';
import { checkRejectedShare, checkWithdrawalShare } from './guards';
import { createRejectedDocuments, verifyWrittenDocuments } from './landing-documents';
import { ESSENTIAL_LINE_VALUES, LANDING_LINE_COLUMNS, type StoreColumnType } from './landing-line-columns';
import { stageAccountedCsv, type CensusedCsv } from './line-accounting';
import { publishedCsvSource, readStructuralRejects, type RejectsTables } from './published-csv';
import { paddedCode, quoteIdentifier, sqlString, typedValue } from './sql-values';
import type { IngestLimits } from './limits';
import type { IngestProgress, RejectedLine, YearWriter } from './types';

/**
 * Loads one landing-note file (already unzipped) into the store, applying the directorate's
 * correction rules:
 *  - a document is Dokumentnummer + Salgslag (kode) + Dokumenttype (kode) + catch year;
 *  - only its newest `Dokument versjonsnummer` counts (in the file and against the store);
 *  - a document of the file's catch years that the file no longer holds has been withdrawn: removed.
 * A file that would withdraw more than the limit's share of a year, or whose malformed lines exceed
 * theirs, is refused (IngestRefusedError) before anything is deleted; so is one whose lines cannot all
 * be accounted for, before or after they are written (./line-accounting.ts, ./landing-documents.ts).
 * DuckDB reads the CSV itself (parallel, typed in SQL) because a year is ~1.2 M lines and 1 GB.
 */

export interface LandingFileResult {
  lines: number;
  rejected: RejectedLine[];
  documents: { inserted: number; updated: number; removed: number; unchanged: number };
  catchYears: number[];
}

const LANDING_REJECTS: RejectsTables = { table: 'landing_rejects', scan: 'landing_reject_scans' };
/** The second pass reads the file exactly as the first did: the reader skips a broken line the same way. */
const SECOND_PASS_REJECTS: RejectsTables = { table: 'landing_rejects_2', scan: 'landing_reject_scans_2' };

const sourceByStoreColumn = new Map(LANDING_LINE_COLUMNS.map(([store, source]) => [store, source]));

/**
 * A document in the file replaces the stored one when its version is higher, or when the version is the
 * same but the content differs and this copy is at least as recent: the directorate republishes a year
 * with prices filled in (they are withheld for 12 months) without raising the version number.
 */
const NEWER_IN_FILE = `(f.version > d.version or (f.version = d.version
  and f.fingerprint is distinct from d.fingerprint
  and coalesce(f.updated_time, timestamp '1900-01-01') >= coalesce(d.updated_time, timestamp '1900-01-01')))`;

/** The published values that make up a document's content fingerprint. */
const FINGERPRINTED_COLUMNS = [
  'Linjenummer',
  'Art - FDIR (kode)',
  'Rundvekt',
  'Produktvekt',
  'Enhetspris for fisker',
  'Beløp for fisker',
  'Fangstverdi',
];

function valueOf(source: string, type: StoreColumnType): string {
  const width = FIXED_WIDTH_CODE_COLUMNS.get(source);
  return width ? paddedCode(source, width) : typedValue(source, type);
}

function docKeyExpression(): string {
  const part = (store: string) => typedValue(sourceByStoreColumn.get(store)!, 'VARCHAR');
  return `concat_ws('-', ${part('document_number')}, ${part('sales_org_code')}, ${part('document_type_code')}, ${typedValue(sourceByStoreColumn.get('catch_year')!, 'INTEGER')})`;
}

/**
 * The year files the catch years are written to, each with its years: the newest years have a file
 * each, the older years share one (lib/store/year-parts.ts), which is then written once, not per year.
 */
function partsOfYears(years: YearWriter, catchYears: number[]) {
  const parts = new Map<string, { landingLines: string; documents: string; years: number[] }>();
  for (const year of catchYears) {
    const landingLines = years.yearTable('landing_lines', year);
    const part = parts.get(landingLines) ?? {
      landingLines,
      documents: years.yearTable('documents', year),
      years: [],
    };
    part.years.push(year);
    parts.set(landingLines, part);
  }
  return [...parts.values()];
}

/** A SQL expression naming the first essential value that is missing or unreadable, or NULL. */
function problemExpression(): string {
  const checks = ESSENTIAL_LINE_VALUES.map((store) => {
    const source = sourceByStoreColumn.get(store)!;
    const type = LANDING_LINE_COLUMNS.find(([name]) => name === store)![2];
    const raw = `nullif(trim(${quoteIdentifier(source)}), '')`;
    return `when ${raw} is null then ${sqlString(`${source} mangler`)}
      when ${typedValue(source, type)} is null then concat(${sqlString(`${source} er ugyldig: `)}, ${raw})`;
  });
  return `case ${checks.join('\n')} else null end`;
}

async function runWithProgress<T>(
  connection: DuckDBConnection,
  work: Promise<T>,
  onFraction: (fraction: number) => void,
): Promise<T> {
  const timer = setInterval(() => {
    const progress = connection.progress;
    if (progress.percentage >= 0) onFraction(Math.min(progress.percentage / 100, 1));
  }, 200);
  try {
    return await work;
  } finally {
    clearInterval(timer);
  }
}

export async function loadLandingFile(
  connection: DuckDBConnection,
  csv: CensusedCsv,
  estimatedLines: number,
  report: (progress: IngestProgress) => void,
  limits: Pick<
    IngestLimits,
    'maxWithdrawalShare' | 'allowWithdrawals' | 'maxRejectedShare' | 'allowRejected'
  >,
  years: YearWriter,
): Promise<LandingFileResult> {
  const started = Date.now();
  const fileLabel = csv.label;
  const progress = (from: number, to: number) => (fraction: number) => {
    const overall = from + (to - from) * fraction;
    const seconds = (Date.now() - started) / 1000;
    const lines = Math.round(overall * estimatedLines);
    report({ file: fileLabel, phase: 'load', fraction: overall, lines, totalLines: estimatedLines, seconds });
  };
  const countOf = async (sql: string) =>
    Number((await connection.runAndReadAll(sql)).getRowObjectsJS()[0].n ?? 0);

  // Pass 1 reads only what identifies each line (cheap: DuckDB skips the other columns), to decide
  // which documents are new, corrected or withdrawn before any full line is materialised. Every line of
  // the file is accounted for: a row, a rejected line or a blank one.
  const reading = await runWithProgress(
    connection,
    stageAccountedCsv(connection, csv, LANDING_REJECTS, async (source) => {
      await connection.run(`
        create or replace temp table file_lines as
        select ${docKeyExpression()} as doc_key, ${problemExpression()} as problem,
          ${valueOf('Dokument versjonsnummer', 'INTEGER')} as version,
          ${valueOf('Fangstår', 'INTEGER')} as catch_year,
          ${valueOf('Dokument versjonstidspunkt', 'TIMESTAMP')} as version_time,
          ${valueOf('Oppdateringstidspunkt', 'TIMESTAMP')} as updated_time,
          ${valueOf('Linjenummer', 'INTEGER')} as line_number,
          hash(${FINGERPRINTED_COLUMNS.map(quoteIdentifier).join(', ')}) as line_hash
        from ${source}`);
      return countOf('select count(*)::integer as n from file_lines');
    }),
    progress(0, 0.15),
  );
  const csvPath = reading.csvPath;
  // Blanked lines (bytes the reader must not see, a quote left open) and lines DuckDB could not read as
  // 133 fields (e.g. the sample's cut-off last line): one report each.
  const rejected = reading.rejected;
  const unreadableCount = rejected.length;

  // Lines that were readable but lack an essential value (rows keep the file's order).
  const invalid = await connection.runAndReadAll(
    'select cast(rowid as bigint) as row_index, problem from file_lines where problem is not null order by rowid',
  );
  for (const row of invalid.getRowObjectsJS()) {
    rejected.push({
      file: fileLabel,
      line: reading.lines.lineOfRow(Number(row.row_index)),
      reason: String(row.problem),
      text: '',
    });
  }
  rejected.sort((a, b) => a.line - b.line);

  const lines = await countOf('select count(*)::integer as n from file_lines where problem is null');
  checkRejectedShare(fileLabel, lines, rejected.length, limits);

  // The newest version of each document in this file.
  await connection.run(`
    create or replace temp table file_documents as
    with newest as (select doc_key, max(version) as version from file_lines where problem is null group by doc_key)
    select l.doc_key, any_value(l.catch_year) as catch_year, max(l.version) as version,
      max(l.version_time) as version_time, max(l.updated_time) as updated_time, bit_xor(l.line_hash) as fingerprint,
      count(*)::integer as line_count
    from file_lines l join newest n on n.doc_key = l.doc_key and n.version = l.version
    where l.problem is null group by l.doc_key`);
  const yearRows = await connection.runAndReadAll(
    'select distinct catch_year from file_documents order by catch_year',
  );
  const catchYears = yearRows.getRowObjectsJS().map((row) => Number(row.catch_year));

  // A copy of a year's file that is older than what the store holds for that year (its newest version
  // time is earlier) changes nothing for that year: loading an old copy after a new one must neither
  // resurrect withdrawn documents nor undo corrections.
  await connection.run(`
    create or replace temp table stale_years as
    select f.catch_year from (select catch_year, max(version_time) as newest from file_documents group by catch_year) f
    join (select catch_year, max(version_time) as newest from documents group by catch_year) d using (catch_year)
    where f.newest < d.newest`);

  // Documents whose lines change: new ones and newer ones. A stored document that lost a line of this
  // file to a rejection is replaced only by a higher version.
  await createRejectedDocuments(connection, csv.header, rejected, csv.tempDir);
  await connection.run(`
    create or replace temp table replaced as
    select f.doc_key, f.version, d.doc_key is null as is_new from file_documents f left join documents d using (doc_key)
    where (d.doc_key is null or (${NEWER_IN_FILE}
        and (f.version > d.version or f.doc_key not in (select doc_key from rejected_documents))))
      and f.catch_year not in (select catch_year from stale_years)`);
  const inserted = await countOf('select count(*)::integer as n from replaced where is_new');
  const updated = await countOf('select count(*)::integer as n from replaced where not is_new');
  const unchanged = (await countOf('select count(*)::integer as n from file_documents')) - inserted - updated;

  // Withdrawn documents: of the file's (current) catch years, in the store, not in this file.
  await connection.run(`
    create or replace temp table withdrawn as
    select d.doc_key from documents d
    where d.catch_year in (select catch_year from file_documents except select catch_year from stale_years)
      and d.doc_key not in (select doc_key from file_documents)
      and d.doc_key not in (select doc_key from rejected_documents)`);
  const removed = await countOf('select count(*)::integer as n from withdrawn');
  if (removed > 0 && !limits.allowWithdrawals) {
    const years = await connection.runAndReadAll(`
      select catch_year, count(*)::integer as in_store,
        count(*) filter (where doc_key in (select doc_key from withdrawn))::integer as withdrawn
      from documents
      where catch_year in (select distinct catch_year from documents semi join withdrawn using (doc_key))
      group by catch_year`);
    checkWithdrawalShare(
      fileLabel,
      years.getRowObjectsJS().map((row) => ({
        catchYear: Number(row.catch_year),
        documentsInStore: Number(row.in_store),
        documentsWithdrawn: Number(row.withdrawn),
      })),
      limits,
    );
  }

  await connection.run('insert into replaced select doc_key, null, false from withdrawn');
  // Only the catch years whose documents change get a new year file (lib/store/year-parts.ts).
  const changedYears = (
    await connection.runAndReadAll(`
      select catch_year from file_documents semi join replaced using (doc_key)
      union select catch_year from documents semi join withdrawn using (doc_key) order by 1`)
  )
    .getRowObjectsJS()
    .map((row) => Number(row.catch_year));
  await years.writeYears(changedYears);
  const parts = partsOfYears(years, changedYears);
  // The read models refreshed after the load recompute what these lines were part of (./changed-lines.ts).
  await recordChangedLines(connection, 'replaced');
  for (const part of parts) {
    for (const table of [part.landingLines, part.documents]) {
      await connection.run(`delete from ${table} where doc_key in (select doc_key from replaced)`);
    }
  }

  // Pass 2: the full lines of the documents to insert, newest version only, straight into the store.
  report({ file: fileLabel, phase: 'load', fraction: 0.15, lines: 0, totalLines: estimatedLines });
  if (inserted + updated > 0) {
    // Row order does not matter here (unlike in pass 1, where it gives line numbers), and not keeping it
    // lets DuckDB write the two threads' row groups as they come: markedly faster for a year of lines.
    await connection.run('set preserve_insertion_order = false');
    const storeColumns = ['doc_key', ...LANDING_LINE_COLUMNS.map(([store]) => store)].join(', ');
    const selectList = LANDING_LINE_COLUMNS.map(
      ([store, sourceColumn, type]) => `${valueOf(sourceColumn, type)} as ${store}`,
    ).join(',\n');
    // The common case (a new year, or a first load) takes every line of the file: then the filters
    // below are skipped, which saves a third of the time of this pass.
    const hasProblems = rejected.length > unreadableCount;
    const takesEveryLine =
      (await countOf(`select count(*)::integer as n from file_lines where problem is null
        and (doc_key, version) not in (select doc_key, version from replaced where version is not null)`)) ===
      0;
    // A file of one catch year (the directorate's are) is read once more; one of several once per year
    // file its years are written to.
    for (const [index, part] of parts.entries()) {
      const share = (fraction: number) => (index + fraction) / parts.length;
      await runWithProgress(
        connection,
        connection.run(`
          insert into ${part.landingLines} (${storeColumns})
          select ${storeColumns} from (
            select ${docKeyExpression()} as doc_key, ${hasProblems ? problemExpression() : 'null'} as problem,
              ${selectList}
            from ${publishedCsvSource(csvPath, csv.header, SECOND_PASS_REJECTS)}
          ) line
          ${takesEveryLine ? '' : 'semi join replaced r on r.doc_key = line.doc_key and r.version = line.version'}
          where line.problem is null${parts.length > 1 ? ` and line.catch_year in (${part.years.join(', ')})` : ''}`),
        (fraction) => progress(0.15, 1)(share(fraction)),
      );
      await readStructuralRejects(connection, SECOND_PASS_REJECTS, fileLabel);
    }
    await connection.run('reset preserve_insertion_order');
  }
  report({ file: fileLabel, phase: 'apply', fraction: 1, lines: estimatedLines, totalLines: estimatedLines });
  for (const part of parts) {
    await connection.run(`
      insert into ${part.documents}
      select l.doc_key, any_value(l.document_number), any_value(l.sales_org_code), any_value(l.document_type_code),
        any_value(l.catch_year), max(l.version), max(l.version_time), min(l.landing_date), any_value(l.vessel_id),
        count(*)::integer, ${sqlString(fileLabel)}, any_value(f.fingerprint), any_value(f.updated_time)
      from ${part.landingLines} l join file_documents f on f.doc_key = l.doc_key
      where l.doc_key in (select doc_key from replaced) and l.catch_year in (${part.years.join(', ')})
      group by l.doc_key`);
  }
  await recordChangedLines(connection, 'replaced');
  await verifyWrittenDocuments(connection, fileLabel, reading.lines);
  await connection.run(`drop table file_lines; drop table file_documents; drop table withdrawn; drop table replaced;
    drop table stale_years; drop table rejected_documents`);

  return {
    lines,
    rejected: rejected.map(({ file, line, reason }) => ({ file, line, reason })),
    documents: { inserted, updated, removed, unchanged },
    catchYears,
  };
}

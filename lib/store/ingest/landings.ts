import type { DuckDBConnection } from '@duckdb/node-api';
import { ESSENTIAL_LINE_VALUES, LANDING_LINE_COLUMNS, type StoreColumnType } from './landing-line-columns';
import { paddedCode, quoteIdentifier, sqlString, typedValue } from './sql-values';
import type { IngestProgress, RejectedLine } from './types';

/**
 * Loads one landing-note file (already unzipped) into the store, applying the directorate's
 * correction rules:
 *  - a document is Dokumentnummer + Salgslag (kode) + Dokumenttype (kode) + catch year;
 *  - only its newest `Dokument versjonsnummer` counts (in the file and against the store);
 *  - a document of the file's catch years that the file no longer holds has been withdrawn: removed.
 * DuckDB reads the CSV itself (parallel, typed in SQL) because a year is ~1.2 M lines and 1 GB.
 */

export interface LandingFileResult {
  lines: number;
  rejected: RejectedLine[];
  documents: { inserted: number; updated: number; removed: number; unchanged: number };
  catchYears: number[];
}

const sourceByStoreColumn = new Map(LANDING_LINE_COLUMNS.map(([store, source]) => [store, source]));

/** Fixed-width codes that lose their leading zeros when a file writes them unquoted. */
const FIXED_WIDTH_CODES: Record<string, 2 | 4> = {
  landing_municipality_code: 4,
  fisher_municipality_code: 4,
  vessel_municipality_code: 4,
  landing_county_code: 2,
  vessel_county_code: 2,
};

function valueOf(store: string, source: string, type: StoreColumnType): string {
  const width = FIXED_WIDTH_CODES[store];
  return width ? paddedCode(source, width) : typedValue(source, type);
}

function docKeyExpression(): string {
  const part = (store: string) => typedValue(sourceByStoreColumn.get(store)!, 'VARCHAR');
  return `concat_ws('-', ${part('document_number')}, ${part('sales_org_code')}, ${part('document_type_code')}, ${typedValue(sourceByStoreColumn.get('catch_year')!, 'INTEGER')})`;
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

/** File line numbers of accepted rows, knowing which lines DuckDB rejected while reading. */
function fileLineOfRow(rowIndex: number, rejectedLines: number[]): number {
  // Line 1 is the header; every rejected line before a row pushes it one line further down.
  let line = rowIndex + 2;
  for (const rejected of rejectedLines) {
    if (rejected <= line) line++;
    else break;
  }
  return line;
}

export async function loadLandingFile(
  connection: DuckDBConnection,
  csvPath: string,
  header: string[],
  fileLabel: string,
  estimatedLines: number,
  report: (progress: IngestProgress) => void,
): Promise<LandingFileResult> {
  const columns = `{${header.map((name) => `${sqlString(name)}: 'VARCHAR'`).join(', ')}}`;
  const selectList = LANDING_LINE_COLUMNS.map(
    ([store, source, type]) => `${valueOf(store, source, type)} as ${store}`,
  ).join(',\n');

  const started = Date.now();
  await connection.run('drop table if exists staged_lines');
  await runWithProgress(
    connection,
    connection.run(`
      create temp table staged_lines as
      select ${docKeyExpression()} as doc_key, ${problemExpression()} as problem, ${selectList}
      from read_csv(${sqlString(csvPath)}, delim = ';', header = true, quote = '"', escape = '"',
        auto_detect = false, columns = ${columns}, ignore_errors = true, store_rejects = true,
        rejects_table = 'landing_rejects', rejects_scan = 'landing_reject_scans')
    `),
    (fraction) => {
      const seconds = (Date.now() - started) / 1000;
      const lines = Math.round(fraction * estimatedLines);
      report({ file: fileLabel, phase: 'load', fraction, lines, totalLines: estimatedLines, seconds });
    },
  );

  // Lines DuckDB could not read as 133 fields (e.g. the sample's cut-off last line): one report each.
  const structural = await connection.runAndReadAll(`
    select cast(line as integer) as line, first(error_message order by column_idx) as reason
    from landing_rejects group by line order by line`);
  const rejected: RejectedLine[] = structural
    .getRowObjectsJS()
    .map((row) => ({ file: fileLabel, line: Number(row.line), reason: String(row.reason) }));
  const rejectedLineNumbers = rejected.map((r) => r.line);

  // Lines that were readable but lack an essential value.
  const invalid = await connection.runAndReadAll(
    'select cast(rowid as bigint) as row_index, problem from staged_lines where problem is not null order by rowid',
  );
  for (const row of invalid.getRowObjectsJS()) {
    rejected.push({
      file: fileLabel,
      line: fileLineOfRow(Number(row.row_index), rejectedLineNumbers),
      reason: String(row.problem),
    });
  }
  rejected.sort((a, b) => a.line - b.line);
  await connection.run('delete from staged_lines where problem is not null');
  await connection.run('drop table if exists landing_rejects; drop table if exists landing_reject_scans');

  report({ file: fileLabel, phase: 'apply', fraction: 1, lines: estimatedLines, totalLines: estimatedLines });
  const counted = await connection.runAndReadAll('select count(*)::integer as n from staged_lines');
  const lines = Number(counted.getRowObjectsJS()[0].n);

  // The newest version of each document in this file.
  await connection.run(`
    create or replace temp table file_documents as
    select doc_key, any_value(document_number) as document_number, any_value(sales_org_code) as sales_org_code,
      any_value(document_type_code) as document_type_code, any_value(catch_year) as catch_year,
      max(version) as version
    from staged_lines group by doc_key`);
  const yearRows = await connection.runAndReadAll(
    'select distinct catch_year from file_documents order by catch_year',
  );
  const catchYears = yearRows.getRowObjectsJS().map((row) => Number(row.catch_year));

  const countOf = async (sql: string) =>
    Number((await connection.runAndReadAll(sql)).getRowObjectsJS()[0].n ?? 0);
  const inserted = await countOf(`select count(*)::integer as n from file_documents f
    where not exists (select 1 from documents d where d.doc_key = f.doc_key)`);
  const updated = await countOf(`select count(*)::integer as n from file_documents f
    join documents d using (doc_key) where f.version > d.version`);
  const unchanged = await countOf(`select count(*)::integer as n from file_documents f
    join documents d using (doc_key) where f.version <= d.version`);

  // Withdrawn documents: of the file's catch years, in the store, not in this file. Only when this copy
  // of the file is at least as new as what the store holds for those years, so that loading an old copy
  // after a new one cannot resurrect corrections or delete newer documents.
  await connection.run(`
    create or replace temp table withdrawn as
    with stored_newest as (
      select catch_year, max(version_time) as newest from documents group by catch_year
    ), file_newest as (select max(version_time) as newest from staged_lines)
    select d.doc_key from documents d
    join stored_newest s using (catch_year)
    where d.catch_year in (select catch_year from file_documents)
      and d.doc_key not in (select doc_key from file_documents)
      and coalesce((select newest from file_newest), timestamp '9999-12-31') >= coalesce(s.newest, timestamp '1900-01-01')`);
  const removed = await countOf('select count(*)::integer as n from withdrawn');

  // Documents whose lines change: new ones, newer versions, withdrawn ones.
  await connection.run(`
    create or replace temp table replaced as
    select f.doc_key from file_documents f left join documents d using (doc_key)
    where d.doc_key is null or f.version > d.version
    union all select doc_key from withdrawn`);
  await connection.run('delete from landing_lines where doc_key in (select doc_key from replaced)');
  await connection.run('delete from documents where doc_key in (select doc_key from replaced)');

  const storeColumns = ['doc_key', ...LANDING_LINE_COLUMNS.map(([store]) => store)].join(', ');
  await connection.run(`
    insert into landing_lines (${storeColumns})
    select ${storeColumns.replace(/(\w+)/g, 's.$1')} from staged_lines s
    join file_documents f on f.doc_key = s.doc_key and f.version = s.version
    left join documents d on d.doc_key = s.doc_key
    where d.doc_key is null`);
  await connection.run(`
    insert into documents
    select doc_key, any_value(document_number), any_value(sales_org_code), any_value(document_type_code),
      any_value(catch_year), max(version), max(version_time), min(landing_date), any_value(vessel_id),
      count(*)::integer, ${sqlString(fileLabel)}
    from landing_lines where doc_key in (select doc_key from replaced)
    group by doc_key`);
  await connection.run(
    'drop table staged_lines; drop table file_documents; drop table withdrawn; drop table replaced',
  );

  return { lines, rejected, documents: { inserted, updated, removed, unchanged }, catchYears };
}

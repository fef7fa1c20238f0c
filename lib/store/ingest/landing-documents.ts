import type { DuckDBConnection } from '@duckdb/node-api';
import { parseCsvLine } from '@/lib/fiskeridir/csv';
import { IngestRefusedError } from './errors';
import { insertRows } from './insert-rows';
import type { LineMap } from './line-accounting';
import type { RejectedLineWithText } from './published-csv';

/**
 * Two safeguards of a landing file's documents, around the writing of their lines (./landings.ts).
 *
 * Before: a document of which the file lost a line to a rejection is incomplete in this file. The store's
 * copy of it stays (it is neither replaced by the same version with a line missing, nor withdrawn
 * because all its lines were rejected); only a higher version replaces it.
 *
 * After: every written document must have exactly the lines the first pass counted for it, and every
 * document to write must be there. Any difference refuses the file, naming the first line that did not
 * arrive: the second reading lost its way there.
 */

const KEY_COLUMNS = {
  document_number: 'Dokumentnummer',
  sales_org_code: 'Salgslag (kode)',
  document_type_code: 'Dokumenttype (kode)',
  catch_year: 'Fangstår',
} as const;

/**
 * Creates `rejected_documents`: the stored documents that a rejected line of the file belongs to, by the
 * document's key as far as the line could be read (a line cut short by an open quote may lack its catch
 * year; it then holds back every catch year of that document number, sales organisation and type).
 */
export async function createRejectedDocuments(
  connection: DuckDBConnection,
  header: readonly string[],
  rejected: readonly RejectedLineWithText[],
  tempDir: string,
): Promise<void> {
  const position = (column: string) => header.findIndex((name) => name.trim() === column);
  const positions = Object.entries(KEY_COLUMNS).map(([key, column]) => [key, position(column)] as const);
  const keys = rejected.flatMap(({ text }) => {
    if (!text) return [];
    const fields = parseCsvLine(text);
    const key = Object.fromEntries(
      positions.map(([name, at]) => [name, fields[at]?.trim() || null]),
    ) as Record<keyof typeof KEY_COLUMNS, string | null>;
    if (!key.document_number) return [];
    const year = Number(key.catch_year);
    return [{ ...key, catch_year: Number.isInteger(year) && key.catch_year ? year : null }];
  });
  await connection.run(`create or replace temp table rejected_line_keys (document_number varchar,
    sales_org_code varchar, document_type_code varchar, catch_year integer)`);
  await insertRows(connection, 'rejected_line_keys', keys, tempDir);
  await connection.run(`
    create or replace temp table rejected_documents as
    select d.doc_key from documents d join rejected_line_keys k on d.document_number = k.document_number
      and (k.sales_org_code is null or d.sales_org_code = k.sales_org_code)
      and (k.document_type_code is null or d.document_type_code = k.document_type_code)
      and (k.catch_year is null or d.catch_year = k.catch_year)
    union
    select l.doc_key from file_lines l semi join documents d using (doc_key) where l.problem is not null`);
  await connection.run('drop table rejected_line_keys');
}

/**
 * Compares the written documents with the first pass's count (`file_documents.line_count`) for every
 * document in `replaced`; throws IngestRefusedError ('lines_lost') on any difference.
 */
export async function verifyWrittenDocuments(
  connection: DuckDBConnection,
  fileLabel: string,
  lines: LineMap,
): Promise<void> {
  await connection.run(`
    create or replace temp table short_documents as
    select f.doc_key, r.version, f.line_count as expected, coalesce(d.line_count, 0) as written
    from replaced r join file_documents f using (doc_key) left join documents d using (doc_key)
    where r.version is not null and (d.doc_key is null or d.line_count <> f.line_count)`);
  const summary = (
    await connection.runAndReadAll(`select count(*)::integer as documents from short_documents`)
  ).getRowObjectsJS()[0];
  if (Number(summary.documents) === 0) {
    await connection.run('drop table short_documents');
    return;
  }
  // The first line the file has and the store lacks; else the first line of a document that differs.
  const [first] = (
    await connection.runAndReadAll(`
      select coalesce(
        (select min(l.rowid) from file_lines l join short_documents s on s.doc_key = l.doc_key and s.version = l.version
          where l.problem is null and not exists (select 1 from landing_lines x
            where x.doc_key = l.doc_key and x.line_number is not distinct from l.line_number)),
        (select min(l.rowid) from file_lines l join short_documents s on s.doc_key = l.doc_key and s.version = l.version
          where l.problem is null))::bigint as row_index`)
  ).getRowObjectsJS();
  const line = lines.lineOfRow(Number(first.row_index));
  const [document] = (
    await connection.runAndReadAll(`
      select s.doc_key, s.expected, s.written from short_documents s join file_lines l using (doc_key)
      where l.rowid = ${Number(first.row_index)}`)
  ).getRowObjectsJS();
  await connection.run('drop table short_documents');
  const count = (n: unknown) => Number(n).toLocaleString('en-US');
  throw new IngestRefusedError({
    reason: 'lines_lost',
    file: fileLabel,
    line,
    detail:
      `document ${String(document.doc_key)} has ${count(document.expected)} lines in the file, but ${count(document.written)} were written` +
      ` (${count(summary.documents)} ${Number(summary.documents) === 1 ? 'document differs' : 'documents differ'})`,
  });
}

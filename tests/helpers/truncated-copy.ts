import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseCsvLine } from '@/lib/fiskeridir/csv';
import { landingFileName } from '@/lib/sample-data/generate';
import { writeLines } from '@/tests/helpers/fiskeridir-samples';
import { extractZipEntry } from '@/lib/store/ingest/unzip';

/**
 * A year's file of a store built by buildGeneratedStore, with most of its documents cut away (a
 * truncated or filtered download, see everyTenthDocument; an older copy would change nothing anyway).
 * Returns the file and the document numbers it keeps.
 */
export async function truncatedYearCopy(
  dataDir: string,
  workDir: string,
  year: number,
): Promise<{ file: string; kept: Set<string> }> {
  const zip = path.join(dataDir, 'sources', landingFileName(year));
  const csv = path.join(workDir, 'full.csv');
  await extractZipEntry(zip, csv, (name) => name.endsWith('.csv'));
  const [header, ...body] = readFileSync(csv, 'utf8').split('\n').filter(Boolean);
  const { lines, kept } = everyTenthDocument(header, body);
  const file = writeLines(workDir, `fangstdata_${year}.csv`, [header, ...lines]);
  return { file, kept };
}

/**
 * The lines of every tenth document of a landing file's body, plus those of the document with the
 * newest version time, so the copy is not judged older than the full file; and the numbers kept.
 */
export function everyTenthDocument(header: string, body: string[]): { lines: string[]; kept: Set<string> } {
  const columns = parseCsvLine(header).map((name) => name.trim());
  const numberAt = columns.indexOf('Dokumentnummer');
  const timeAt = columns.indexOf('Dokument versjonstidspunkt');
  // dd.MM.yyyy HH.mm.ss → yyyyMMddHHmmss, comparable as text.
  const sortable = (time: string) =>
    time.replace(/^(\d\d)\.(\d\d)\.(\d{4}) (\d\d)\.(\d\d)\.(\d\d).*$/, '$3$2$1$4$5$6');
  const rows = body.map((line) => parseCsvLine(line));
  const newest = rows.reduce((a, b) => (sortable(b[timeAt]) > sortable(a[timeAt]) ? b : a))[numberAt];
  const numbers = [...new Set(rows.map((row) => row[numberAt]))];
  const kept = new Set([newest, ...numbers.filter((_, i) => i % 10 === 0)]);
  return { lines: body.filter((_, i) => kept.has(rows[i][numberAt])), kept };
}

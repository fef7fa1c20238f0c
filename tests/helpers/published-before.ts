import { readFileSync } from 'node:fs';
import path from 'node:path';
import { extractZipEntry } from '@/lib/store/ingest/unzip';
import { writeLines } from '@/tests/helpers/fiskeridir-samples';

/**
 * What a VMS or logbook (ERS) zip held when the directorate published it earlier: of each entry, the
 * lines whose `dateColumn` (a `dd.mm.yyyy` date, maybe with a time after it) is before `before`
 * (yyyy-mm-dd), written as plain CSV files of the entries' names into `dir`. The ingest reads such a
 * file as it reads the entry in a zip.
 */
export async function publishedBefore(
  zip: string,
  entries: readonly string[],
  dateColumn: string,
  before: string,
  dir: string,
): Promise<string[]> {
  const files: string[] = [];
  for (const entry of entries) {
    const extracted = path.join(dir, `${entry}.full`);
    await extractZipEntry(zip, extracted, (name) => name === entry);
    const [header, ...body] = readFileSync(extracted, 'utf8').split(/\r?\n/).filter(Boolean);
    const column = header
      .replace(/^\uFEFF/, '')
      .split(';')
      .indexOf(dateColumn);
    if (column < 0) throw new Error(`${entry} has no column ${dateColumn}`);
    const isoDay = (line: string) => {
      const [day, month, year] = line.split(';')[column].slice(0, 10).split('.');
      return `${year}-${month}-${day}`;
    };
    files.push(writeLines(dir, entry, [header, ...body.filter((line) => isoDay(line) < before)]));
  }
  return files;
}

import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { openDataStream } from '@/lib/fiskeridir/csv';

/**
 * A later copy of a generated landing file in which some boats' landing notes changed, the way the
 * directorate republishes a year: the notes of `corrected` boats come back as a new version with one
 * kilo more on every line, and one note of each `withdrawn` boat is missing. Every other line is as it
 * was. The generator never writes `;` inside a text, so lines split on it.
 */
export async function changedLandingFile(
  zipFile: string,
  outDir: string,
  change: { corrected: readonly string[]; withdrawn: readonly string[] },
): Promise<string> {
  const opened = await openDataStream(zipFile);
  let text: string;
  let name: string;
  try {
    const parts: Buffer[] = [];
    for await (const part of opened.stream) parts.push(part as Buffer);
    text = Buffer.concat(parts).toString('utf8');
    name = opened.entryName ?? path.basename(zipFile, '.zip');
  } finally {
    opened.close();
  }
  const lines = text.split('\n');
  const header = lines[0]
    .replace(/^\uFEFF/, '')
    .split(';')
    .map((field) => field.replace(/^"|"$/g, ''));
  const at = (column: string) => {
    const index = header.indexOf(column);
    if (index < 0) throw new Error(`No column ${column}`);
    return index;
  };
  const [vessel, document, version, roundWeight] = [
    at('Fartøy ID'),
    at('Dokumentnummer'),
    at('Dokument versjonsnummer'),
    at('Rundvekt'),
  ];
  const unquote = (field: string) => field.replace(/^"|"$/g, '');
  const corrected = new Set(change.corrected);
  const withdrawn = new Set(change.withdrawn);
  // The first note seen of each withdrawn boat is the one taken out.
  const withdrawnNotes = new Map<string, string>();
  const out = [lines[0]];
  for (const line of lines.slice(1)) {
    if (!line.trim()) {
      out.push(line);
      continue;
    }
    const fields = line.split(';');
    const boat = unquote(fields[vessel]);
    if (withdrawn.has(boat)) {
      if (!withdrawnNotes.has(boat)) withdrawnNotes.set(boat, fields[document]);
      if (withdrawnNotes.get(boat) === fields[document]) continue;
    }
    if (corrected.has(boat)) {
      fields[version] = String(Number(fields[version]) + 1);
      const weight = Number(unquote(fields[roundWeight]).replace(',', '.'));
      fields[roundWeight] = String(Math.floor(Number.isFinite(weight) ? weight : 0) + 1);
    }
    out.push(fields.join(';'));
  }
  const file = path.join(outDir, name.endsWith('.csv') ? name : `${name}.csv`);
  writeFileSync(file, out.join('\n'));
  return file;
}

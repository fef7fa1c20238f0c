import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { openDataStream } from '@/lib/fiskeridir/csv';

/**
 * The directorate's landing sample with one boat made very busy: `notes` more landing notes of the boat
 * with the most lines, written in the file's own format, each a copy of its shortest note under a new
 * document number, landed on a day of the catch year in turn, with a little more weight each. One file
 * (a year's file is always whole: a second one would withdraw what it lacks), as published, unzipped.
 */
export async function busyBoatLandingFile(
  zipFile: string,
  outDir: string,
  notes: number,
): Promise<{ file: string; boatId: string; registrationMark: string; buyerId: string; year: number }> {
  const opened = await openDataStream(zipFile);
  let text: string;
  try {
    const parts: Buffer[] = [];
    for await (const part of opened.stream) parts.push(part as Buffer);
    text = Buffer.concat(parts).toString('utf8');
  } finally {
    opened.close();
  }
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  const unquote = (field: string) => field.replace(/^"|"$/g, '');
  const header = lines[0].split(';').map(unquote);
  const at = (column: string) => {
    const index = header.indexOf(column);
    if (index < 0) throw new Error(`No column ${column}`);
    return index;
  };
  const [vessel, mark, document, landingDate, catchYear, roundWeight, buyer] = [
    at('Fartøy ID'),
    at('Registreringsmerke (seddel)'),
    at('Dokumentnummer'),
    at('Landingsdato'),
    at('Fangstår'),
    at('Rundvekt'),
    at('Mottaker ID'),
  ];
  // Quoted data lines of the current format only (the sample's last line is an older, cut-off one).
  const rows = lines
    .slice(1)
    .map((line) => line.split(';'))
    .filter((fields) => fields.length === header.length);
  const perBoat = new Map<string, string[][]>();
  for (const fields of rows) {
    const boat = unquote(fields[vessel]);
    if (boat) perBoat.set(boat, [...(perBoat.get(boat) ?? []), fields]);
  }
  const [boatId, boatLines] = [...perBoat.entries()].sort((a, b) => b[1].length - a[1].length)[0];
  // Its note with the fewest lines is the model: the file grows by notes, not by lines.
  const byDocument = new Map<string, string[][]>();
  for (const fields of boatLines)
    byDocument.set(fields[document], [...(byDocument.get(fields[document]) ?? []), fields]);
  const template = [...byDocument.values()].sort((a, b) => a.length - b.length)[0];
  const year = Number(unquote(template[0][catchYear]));
  const pad = (n: number) => String(n).padStart(2, '0');
  const extra: string[] = [];
  for (let note = 0; note < notes; note++) {
    const day = new Date(Date.UTC(year, 0, 1 + (note % 365)));
    const date = `${pad(day.getUTCDate())}.${pad(day.getUTCMonth() + 1)}.${year}`;
    for (const fields of template) {
      const copy = [...fields];
      copy[document] = String(90_000_000 + note);
      copy[landingDate] = date;
      const weight = Number(unquote(fields[roundWeight]).replace(',', '.')) || 100;
      copy[roundWeight] = String(Math.round(weight) + (note % 7)).replace('.', ',');
      extra.push(copy.join(';'));
    }
  }
  const file = path.join(outDir, `fangstdata_${year}.csv`);
  writeFileSync(file, [lines[0], ...lines.slice(1), ...extra].join('\n') + '\n');
  return {
    file,
    boatId,
    registrationMark: unquote(template[0][mark]),
    buyerId: unquote(template[0][buyer]),
    year,
  };
}

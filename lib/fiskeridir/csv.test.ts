import { writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  isZipFile,
  listZipEntries,
  parseCsvLine,
  readFirstLine,
  readLines,
  repeatedColumns,
  unclosedQuoteField,
} from './csv';
import {
  ERS_SAMPLE_ZIP,
  LANDING_SAMPLE_ZIP,
  makeTempDir,
  removeDir,
  VMS_SAMPLE_ZIP,
} from '@/tests/helpers/fiskeridir-samples';

describe('unclosedQuoteField', () => {
  it('finds the field whose quote runs past the end of the line', () => {
    expect(unclosedQuoteField('1;"a";"b""c";""')).toBe(-1);
    expect(unclosedQuoteField('1;"BROKEN;"R 0007K";"LMMJ"')).toBe(-1);
    expect(unclosedQuoteField('1;2;"open')).toBe(2);
    expect(unclosedQuoteField('1;"a""')).toBe(1);
    // A quote opens a field after spaces, and again after a field spoilt by text after its closing quote.
    expect(unclosedQuoteField('1; "open;3')).toBe(1);
    expect(unclosedQuoteField('1;"a"x;"open')).toBe(2);
    // Inside an unquoted field a quote is text.
    expect(unclosedQuoteField('1;x"y;3')).toBe(-1);
  });
});

describe('repeatedColumns', () => {
  it('names each column given more than once, with its positions', () => {
    expect(repeatedColumns(['a', 'B ', 'c', 'b', 'a'])).toEqual([
      { name: 'a', positions: [1, 5] },
      { name: 'B', positions: [2, 4] },
    ]);
    expect(repeatedColumns(['a', 'b'])).toEqual([]);
  });
});

describe('parseCsvLine', () => {
  it('splits unquoted lines', () => {
    expect(parseCsvLine('a;b;;d')).toEqual(['a', 'b', '', 'd']);
    expect(parseCsvLine('')).toEqual(['']);
  });

  it('unquotes quoted fields and keeps separators inside quotes', () => {
    expect(parseCsvLine('1;"Norges Sildesalgslag";"a;b";""')).toEqual([
      '1',
      'Norges Sildesalgslag',
      'a;b',
      '',
    ]);
  });

  it('turns doubled quotes into one', () => {
    expect(parseCsvLine('"27";"Rfw + ""Soft Eddik""";x')).toEqual(['27', 'Rfw + "Soft Eddik"', 'x']);
  });

  it('keeps trailing spaces inside quotes (callers trim)', () => {
    expect(parseCsvLine('"5";"28 m og over "')).toEqual(['5', '28 m og over ']);
  });

  it('is lenient with sloppy quoting', () => {
    expect(parseCsvLine('"abc"def;x')).toEqual(['abcdef', 'x']);
    expect(parseCsvLine('"unterminated;x')).toEqual(['unterminated;x']);
    expect(parseCsvLine('a"b;c')).toEqual(['a"b', 'c']);
  });

  it('handles an empty last field after a quoted one', () => {
    expect(parseCsvLine('"a";')).toEqual(['a', '']);
  });
});

describe('readLines', () => {
  let dir: string;
  beforeAll(() => {
    dir = makeTempDir();
  });
  afterAll(() => removeDir(dir));

  it('streams a zipped CSV with line numbers', async () => {
    const lines: { lineNumber: number; line: string }[] = [];
    for await (const line of readLines(LANDING_SAMPLE_ZIP)) lines.push(line);
    expect(lines).toHaveLength(501);
    expect(lines[0].lineNumber).toBe(1);
    expect(lines[0].line.startsWith('"Dokumentnummer";')).toBe(true);
    expect(lines[500].lineNumber).toBe(501);
    expect(lines[500].line.startsWith('200003036720;')).toBe(true);
  });

  it('reads a plain CSV, removing a BOM and CR line ends', async () => {
    const file = path.join(dir, 'plain.csv');
    writeFileSync(file, '\uFEFFa;b\r\n1;2\r\n3;4');
    const lines: string[] = [];
    for await (const { line } of readLines(file)) lines.push(line);
    expect(lines).toEqual(['a;b', '1;2', '3;4']);
  });

  it('keeps multi-byte characters whole across chunk boundaries', async () => {
    const file = path.join(dir, 'big.csv');
    const row = 'ØØØØØØØØØØ;æøå;BÅTSFJORD';
    writeFileSync(file, Array.from({ length: 200_000 }, () => row).join('\n') + '\n');
    let count = 0;
    for await (const { line } of readLines(file)) {
      if (line !== row) throw new Error(`line ${count + 1} broke: ${line}`);
      count++;
    }
    expect(count).toBe(200_000);
  });

  it('closes the file when the reader stops early', async () => {
    for await (const { lineNumber } of readLines(VMS_SAMPLE_ZIP)) {
      if (lineNumber === 3) break;
    }
    // Reading again must work: the earlier zip handle was released, not leaked half-read.
    const first = await readFirstLine(VMS_SAMPLE_ZIP);
    expect(first?.line.startsWith('Melding ID;')).toBe(true);
  });
});

describe('zip helpers', () => {
  it('recognise a zip by its first bytes and list its entries', async () => {
    expect(await isZipFile(LANDING_SAMPLE_ZIP)).toBe(true);
    expect(await listZipEntries(ERS_SAMPLE_ZIP)).toHaveLength(4);
  });

  it('read the first line of a chosen entry', async () => {
    const first = await readFirstLine(VMS_SAMPLE_ZIP);
    expect(first?.entryName).toBe('2023-VMS.csv');
  });
});

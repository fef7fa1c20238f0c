import { memoryDuckDbForAll } from '@/tests/helpers/memory-duckdb';
import { IngestRefusedError } from './errors';
import { verifyWrittenDocuments } from './landing-documents';
import { LineMap, lineWhereReadingParts } from './line-accounting';
import { LineCensus } from './line-census';

/** Feeds bytes to a census in pieces of `size` bytes; returns what the reader would get. */
function takeCensus(bytes: Buffer, size = bytes.length): { census: LineCensus; out: Buffer } {
  const census = new LineCensus();
  const parts: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) parts.push(...census.take(bytes.subarray(at, at + size)));
  parts.push(...census.finish());
  return { census, out: Buffer.concat(parts) };
}

describe('the line census', () => {
  const file = Buffer.concat([
    Buffer.from('a;b\r\n1;"x"\r\n\r\n\r\n2;"V'),
    Buffer.from([0xff]),
    Buffer.from('A"\r\n3;"y"\r\n4;"a\rb"\r\n5;"\u0000"\n6;z'),
  ]);

  it('counts every line, finds the blank ones and blanks what the reader must not see', () => {
    const { census, out } = takeCensus(file);
    expect(census.lines).toBe(9);
    expect(census.blankRuns).toEqual([[3, 4]]);
    expect(census.blankLines).toBe(2);
    expect(census.rejected.map(({ line, reason }) => ({ line, reason }))).toEqual([
      { line: 5, reason: 'Linjen er ikke gyldig UTF-8' },
      { line: 7, reason: 'Linjen har et CR-tegn midt i linjen' },
      { line: 8, reason: 'Linjen inneholder en NUL-byte' },
    ]);
    expect(census.rejected[0].text).toBe('2;"V\uFFFDA"\r');
    expect(out.toString('utf8')).toBe('a;b\r\n1;"x"\r\n\r\n\r\n\n3;"y"\r\n\n\n6;z');
  });

  it('comes to the same whatever pieces the file arrives in', () => {
    const whole = takeCensus(file);
    for (const size of [1, 2, 3, 5, 8]) {
      const pieces = takeCensus(file, size);
      expect(pieces.out).toEqual(whole.out);
      expect({ ...pieces.census }).toEqual({ ...whole.census });
    }
  });

  it('passes a clean file through unchanged', () => {
    const clean = Buffer.from('a;b\n1;"Ø"\n2;"å"\n');
    const { census, out } = takeCensus(clean, 4);
    expect(out).toEqual(clean);
    expect(census.lines).toBe(3);
    expect(census.rejected).toEqual([]);
  });

  it('mends a last line that ends in a lone CR with the line end the file uses', () => {
    expect(takeCensus(Buffer.from('a;b\n1;x\r')).out.toString()).toBe('a;b\n1;x\n');
    const crlf = takeCensus(Buffer.from('a;b\r\n1;x\r\n2;y\r'), 3);
    expect(crlf.out.toString()).toBe('a;b\r\n1;x\r\n2;y\r\n');
    expect(crlf.census.rewritten).toBe(true);
    expect(crlf.census.rejected).toEqual([]);
  });

  it('rejects a line longer than any real one without holding it in memory', () => {
    const long = Buffer.concat([
      Buffer.from('a;b\n1;"'),
      Buffer.alloc(5 * 1024 * 1024, 0x78),
      Buffer.from('"\n2;y\n'),
    ]);
    const { census, out } = takeCensus(long, 1 << 20);
    expect(census.lines).toBe(3);
    expect(census.rejected.map(({ line, reason }) => ({ line, reason }))).toEqual([
      { line: 2, reason: 'Linjen er lengre enn 2 MB' },
    ]);
    expect(out.toString()).toBe('a;b\n\n2;y\n');
  });
});

describe('the line where the reader lost its way', () => {
  const fileLines = (lines: string[]) =>
    (async function* () {
      for (const [index, line] of lines.entries()) yield { lineNumber: index + 1, line };
    })();
  const file = ['id;name', '1;a', '2;b', '', '3;"c', '4;d', '5;e'];

  it('is the first line that should have given a row and did not', async () => {
    // Lines without a row: 4 (blank), 5 (rejected). The reader went on without line 6.
    const lines = new LineMap([[4, 4]], [5]);
    expect(await lineWhereReadingParts(fileLines(file), ['1', '2', '5'], lines)).toBe(6);
    expect(await lineWhereReadingParts(fileLines(file), ['1', '2', '4'], lines)).toBe(7);
    expect(lines.lineOfRow(2)).toBe(6);
  });
});

describe('the written documents held to the first pass', () => {
  const db = memoryDuckDbForAll();

  async function setUp(writtenLinesOfB: number[]) {
    // The file: document A on lines 2 and 4, document B on lines 3, 5 and 6.
    await db.connection.run(`
      create or replace table file_lines as select * from (values
        ('A', 1, null, 1), ('B', 1, null, 1), ('A', 1, null, 2), ('B', 1, null, 2), ('B', 1, null, 3))
        t(doc_key, version, problem, line_number);
      create or replace table file_documents as select * from (values ('A', 2), ('B', 3)) t(doc_key, line_count);
      create or replace table replaced as select * from (values ('A', 1), ('B', 1)) t(doc_key, version);
      create or replace table landing_lines (doc_key varchar, line_number integer);
      insert into landing_lines values ('A', 1), ('A', 2);`);
    for (const number of writtenLinesOfB)
      await db.connection.run(`insert into landing_lines values ('B', ${number})`);
    await db.connection.run(`create or replace table documents as
      select doc_key, count(*)::integer as line_count from landing_lines group by doc_key`);
  }

  it('passes when every document has the lines the file has', async () => {
    await setUp([1, 2, 3]);
    await expect(
      verifyWrittenDocuments(db.connection, 'f.csv', new LineMap([], [])),
    ).resolves.toBeUndefined();
  });

  it('refuses the file naming the first line that was not written', async () => {
    await setUp([1]);
    const attempt = verifyWrittenDocuments(db.connection, 'f.csv', new LineMap([], []));
    await expect(attempt).rejects.toBeInstanceOf(IngestRefusedError);
    await expect(attempt).rejects.toMatchObject({
      refusal: { reason: 'lines_lost', file: 'f.csv', line: 5 },
      message: expect.stringMatching(
        /^f\.csv: line 5: document B has 3 lines in the file, but 1 were written \(1 document differs\)\. The CSV reader lost its way/,
      ),
    });
  });

  it('refuses a document that was not written at all', async () => {
    await setUp([]);
    await expect(verifyWrittenDocuments(db.connection, 'f.csv', new LineMap([], []))).rejects.toMatchObject({
      refusal: { reason: 'lines_lost', line: 3 },
    });
  });
});

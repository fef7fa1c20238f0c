import { PUBLIC_PAGE_CACHE_CONTROL } from '@/lib/page-cache/headers';

/**
 * CSV downloads of the site's tables, in the form Norwegian spreadsheet users expect: `;` between
 * fields, decimal comma, a UTF-8 byte-order mark so Excel reads æøå, and quotes only where needed.
 */

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | null | undefined;
}

/**
 * Text that a spreadsheet would run as a formula (CSV injection): a cell starting with `=`, `+`, `-`
 * or `@`, or with a tab or carriage return in front of one. Names in the directorate's registers and
 * search terms are not ours to trust, so such text gets a leading `'`, which spreadsheets show as
 * plain text. Only text is touched: numbers the site writes (negative weights and amounts included)
 * are numbers and stay summable.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** One field: numbers with a decimal comma, text neutralised and quoted when it holds `;`, `"` or a line break. */
export function csvField(value: string | number | null | undefined): string {
  if (value == null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value).replace('.', ',') : '';
  const text = neutraliseFormula(value);
  return /[";\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv<Row>(columns: CsvColumn<Row>[], rows: Row[]): string {
  const lines = [columns.map((column) => csvField(column.header)).join(';')];
  for (const row of rows) lines.push(columns.map((column) => csvField(column.value(row))).join(';'));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** The header line (with the byte-order mark) and the row lines of a CSV file, for writing it in parts. */
export function csvHeaderLine<Row>(columns: CsvColumn<Row>[]): string {
  return `\uFEFF${columns.map((column) => csvField(column.header)).join(';')}\r\n`;
}

export function csvRowLines<Row>(columns: CsvColumn<Row>[], rows: readonly Row[]): string {
  return rows.map((row) => `${columns.map((column) => csvField(column.value(row))).join(';')}\r\n`).join('');
}

/**
 * A CSV file written as its rows arrive: the header, then each part of `parts` (a page of rows read
 * after the one before is sent), so a file of every landing of a long-lived boat is never held whole.
 * A part that fails ends the download unfinished (the response has started; the browser sees the
 * download fail rather than a file cut short without notice).
 */
export function csvStream(header: string, parts: AsyncIterable<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = parts[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(header));
    },
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}

/** A download response; the file name is made safe for the Content-Disposition header. */
export function csvResponse(fileName: string, csv: string | ReadableStream<Uint8Array>): Response {
  const safeName = fileName.replace(/[^A-Za-z0-9._-]+/g, '-');
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${safeName}"`,
      // A download is as public as the page it comes from, and as fresh (lib/page-cache/headers.ts).
      'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL,
    },
  });
}

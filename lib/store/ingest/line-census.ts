import { isUtf8 } from 'node:buffer';
import { createReadStream, createWriteStream } from 'node:fs';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * What ingest knows of a published CSV file line by line, before and apart from DuckDB's reader: how
 * many physical lines it has, which are blank (the reader skips those without a row), and which the
 * reader must not see at all. A line that is not UTF-8, holds a NUL byte or a carriage return in its
 * middle, or is longer than any real line, makes DuckDB drop it without a word, stop reading, or fail
 * the whole file; such a line is blanked in the copy the reader gets, and reported as rejected.
 * The ingest then holds DuckDB's rows and rejected lines to this count (./line-accounting.ts).
 */

export interface CensusRejectedLine {
  line: number;
  reason: string;
  /** The line's start as text (undecodable bytes replaced), to tell which document it belonged to. */
  text: string;
}

/**
 * More blank lines than any published file has (none, or one at its end), or more broken ones than a
 * file worth loading has: the census stops there, so a small zip of gigabytes of empty lines is refused
 * in seconds instead of being counted to its end.
 */
export const MAX_BLANK_LINES = 1000;
export const MAX_REJECTED_LINES = 100_000;

export class CensusLimitError extends Error {
  // A code of its own: unzipping passes on an error with a code that is not zlib's as it is, rather
  // than calling the zip corrupt (./unzip.ts).
  readonly code = 'ERR_CENSUS_LIMIT';
  constructor(message: string) {
    super(message);
    this.name = 'CensusLimitError';
  }
}

/** A published line is a few kilobytes; DuckDB's own limit is 2 MB. */
const MAX_LINE_BYTES = 2 * 1024 * 1024;
/** How much of a rejected line is kept to identify its document (the identifying columns come first). */
const KEPT_TEXT_BYTES = 4096;
const NEWLINE = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const NEWLINE_BYTES = Buffer.from('\n');
const CRLF_BYTES = Buffer.from('\r\n');

const TOO_LONG = `Linjen er lengre enn ${MAX_LINE_BYTES / 1024 / 1024} MB`;

function problemOf(line: Buffer): string | null {
  if (line.length > MAX_LINE_BYTES) return TOO_LONG;
  if (!isUtf8(line)) return 'Linjen er ikke gyldig UTF-8';
  if (line.indexOf(0) !== -1) return 'Linjen inneholder en NUL-byte';
  if (line.indexOf(CARRIAGE_RETURN) !== -1) return 'Linjen har et CR-tegn midt i linjen';
  return null;
}

/** True when a block of whole lines holds nothing the reader stumbles over (the usual case, checked fast). */
function isCleanBlock(block: Buffer): boolean {
  if (!isUtf8(block) || block.indexOf(0) !== -1) return false;
  for (let cr = block.indexOf(CARRIAGE_RETURN); cr !== -1; cr = block.indexOf(CARRIAGE_RETURN, cr + 2)) {
    if (block[cr + 1] !== NEWLINE) return false;
  }
  return true;
}

const isBlank = (line: Buffer) => line.length === 0 || (line.length === 1 && line[0] === CARRIAGE_RETURN);

export class LineCensus {
  /** Physical lines, the header included. */
  lines = 0;
  /** Blank lines as runs [first, last]. */
  readonly blankRuns: [number, number][] = [];
  /** Lines blanked for the reader, in line order. */
  readonly rejected: CensusRejectedLine[] = [];
  /** The reader's copy differs from the file (lines blanked, or the last line's end mended). */
  rewritten = false;
  /** The header ends in CRLF: so do the file's lines. */
  private crlf = false;
  private carry: Buffer | null = null;
  /** Inside an over-long line, whose bytes are dropped up to its end. */
  private dropping = false;

  get blankLines(): number {
    return this.blankRuns.reduce((sum, [first, last]) => sum + last - first + 1, 0);
  }

  private blankCount = 0;

  private checkLimits() {
    if (this.blankCount > MAX_BLANK_LINES) {
      throw new CensusLimitError(
        `more than ${MAX_BLANK_LINES.toLocaleString('en-US')} blank lines by line ${this.lines.toLocaleString('en-US')}: ` +
          'no published file has them; the file was refused without reading the rest',
      );
    }
    if (this.rejected.length > MAX_REJECTED_LINES) {
      throw new CensusLimitError(
        `more than ${MAX_REJECTED_LINES.toLocaleString('en-US')} malformed lines by line ${this.lines.toLocaleString('en-US')}: ` +
          'the file was refused without reading the rest',
      );
    }
  }

  /** Takes the next bytes of the file; returns what the reader gets in their place. */
  take(chunk: Buffer): Buffer[] {
    const out: Buffer[] = [];
    let data = chunk;
    if (this.dropping) {
      const end = data.indexOf(NEWLINE);
      if (end === -1) return out;
      this.dropping = false;
      this.lines++;
      out.push(NEWLINE_BYTES);
      data = data.subarray(end + 1);
    }
    if (this.carry) {
      // The line begun in the last chunk, completed on its own: no copy of the whole chunk.
      const carry = this.carry;
      this.carry = null;
      const end = data.indexOf(NEWLINE);
      if (end === -1) {
        this.keepPartial(Buffer.concat([carry, data]));
        return out;
      }
      this.wholeLines(Buffer.concat([carry, data.subarray(0, end + 1)]), out);
      data = data.subarray(end + 1);
    }
    const lastNewline = data.lastIndexOf(NEWLINE);
    if (lastNewline === -1) {
      this.keepPartial(data);
      return out;
    }
    this.wholeLines(data.subarray(0, lastNewline + 1), out);
    this.keepPartial(data.subarray(lastNewline + 1));
    this.checkLimits();
    return out;
  }

  /** The end of the file: a last line without a newline. */
  finish(): Buffer[] {
    const out: Buffer[] = [];
    const rest = this.carry;
    this.carry = null;
    if (this.dropping) {
      this.dropping = false;
      this.lines++;
    } else if (rest && this.lines === 0) {
      this.lines++;
      out.push(rest);
    } else if (rest && rest[rest.length - 1] === CARRIAGE_RETURN) {
      // A last line ending in a lone CR: an ending, on which the reader fails the file. It gets the line
      // end the header has.
      const line = rest.subarray(0, -1);
      this.rewritten = true;
      this.line(line, Buffer.concat([line, this.crlf ? CRLF_BYTES : NEWLINE_BYTES]), out);
    } else if (rest) {
      this.line(rest, rest, out);
    }
    this.checkLimits();
    return out;
  }

  private keepPartial(partial: Buffer) {
    if (partial.length <= MAX_LINE_BYTES) {
      if (partial.length > 0) this.carry = partial;
      return;
    }
    this.reject(partial, TOO_LONG);
    this.dropping = true;
  }

  private wholeLines(block: Buffer, out: Buffer[]) {
    let start = 0;
    if (this.lines === 0) {
      // The header: detection has read it already; the reader skips it.
      start = block.indexOf(NEWLINE) + 1;
      this.crlf = start > 1 && block[start - 2] === CARRIAGE_RETURN;
      this.lines++;
      out.push(block.subarray(0, start));
    }
    const rest = block.subarray(start);
    if (isCleanBlock(rest) && this.countCleanLines(rest)) {
      out.push(rest);
      return;
    }
    let lineStart = 0;
    for (let end = rest.indexOf(NEWLINE); end !== -1; end = rest.indexOf(NEWLINE, lineStart)) {
      this.line(rest.subarray(lineStart, end), rest.subarray(lineStart, end + 1), out);
      lineStart = end + 1;
    }
  }

  /** Counts the lines of a clean block; false (nothing counted) when one of them is too long. */
  private countCleanLines(block: Buffer): boolean {
    let lines = 0;
    const blanks: number[] = [];
    let start = 0;
    for (let end = block.indexOf(NEWLINE); end !== -1; end = block.indexOf(NEWLINE, start)) {
      if (end - start > MAX_LINE_BYTES) return false;
      lines++;
      if (isBlank(block.subarray(start, end))) {
        blanks.push(this.lines + lines);
        // A block of nothing but line ends is counted no further than the limit.
        if (this.blankCount + blanks.length > MAX_BLANK_LINES) break;
      }
      start = end + 1;
    }
    for (const line of blanks) this.blank(line);
    this.lines += lines;
    return true;
  }

  /** One data line (without its newline); `raw` is the line as it came, newline included if it had one. */
  private line(line: Buffer, raw: Buffer, out: Buffer[]) {
    // A CR before the newline (or at the very end of the file) ends the line; anywhere else it is a fault.
    const body = line.length > 0 && line[line.length - 1] === CARRIAGE_RETURN ? line.subarray(0, -1) : line;
    const problem = problemOf(body);
    this.lines++;
    if (problem) {
      this.rewritten = true;
      this.rejected.push({ line: this.lines, reason: problem, text: textOf(line) });
      out.push(NEWLINE_BYTES);
      return;
    }
    if (body.length === 0) this.blank(this.lines);
    out.push(raw);
  }

  /** An over-long line, rejected before its end is seen. */
  private reject(line: Buffer, reason: string) {
    this.rewritten = true;
    this.rejected.push({ line: this.lines + 1, reason, text: textOf(line) });
  }

  private blank(line: number) {
    this.blankCount++;
    const last = this.blankRuns.at(-1);
    if (last && last[1] === line - 1) last[1] = line;
    else this.blankRuns.push([line, line]);
  }
}

function textOf(line: Buffer): string {
  return line.subarray(0, KEPT_TEXT_BYTES).toString('utf8');
}

/** A stream stage that takes a census of what passes and hands on the reader's copy. */
export function censusStream(census: LineCensus): Transform {
  return new Transform({
    // A census that stops (CensusLimitError) fails the stream, and with it the pipeline.
    transform(chunk: Buffer, _encoding, callback) {
      try {
        for (const piece of census.take(chunk)) this.push(piece);
        callback();
      } catch (error) {
        callback(error as Error);
      }
    },
    flush(callback) {
      try {
        for (const piece of census.finish()) this.push(piece);
        callback();
      } catch (error) {
        callback(error as Error);
      }
    },
  });
}

/**
 * The census of a plain (not zipped) file. It is read once; only when the reader's copy must differ (a
 * line blanked) is a copy written to `tempDir`, which the reader then reads instead.
 */
export async function censusOfPlainFile(
  filePath: string,
  tempDir: string,
): Promise<{ csvPath: string; census: LineCensus }> {
  const census = new LineCensus();
  for await (const chunk of createReadStream(filePath, { highWaterMark: 1 << 20 }))
    census.take(chunk as Buffer);
  census.finish();
  if (!census.rewritten) return { csvPath: filePath, census };
  const copy = path.join(tempDir, `${randomUUID()}.csv`);
  const copied = new LineCensus();
  await pipeline(
    createReadStream(filePath, { highWaterMark: 1 << 20 }),
    censusStream(copied),
    createWriteStream(copy, { highWaterMark: 1 << 20 }),
  );
  return { csvPath: copy, census: copied };
}

import { formatTimestamp } from './writers';

/** A piece of a generated file: UTF-8 bytes and the number of data lines in them. */
export interface ByteChunk {
  bytes: Buffer;
  lines: number;
}

const CHUNK_BYTES = 4 << 20;
/** The published files' column separator. */
const SEPARATOR = 59; // ';'
const DECIMAL_SCALES = [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000];

/**
 * Fills fixed-size buffers with UTF-8 text in the directorate's value formats; a full one is handed out
 * as a chunk. Writing straight into bytes (and copying a note's shared columns instead of re-encoding
 * them) keeps gigabyte files fast and the heap small. Values written once per note or per vessel go
 * through the string writers (writers.ts); only numbers written on every line have a byte-level writer.
 */
export class ChunkBuffer {
  private buffer = Buffer.allocUnsafe(CHUNK_BYTES);
  offset = 0;
  lines = 0;

  /** Whether `bytes` more bytes fit without starting a new chunk. */
  fits(bytes: number): boolean {
    return this.offset + bytes <= this.buffer.length;
  }

  write(text: string) {
    this.offset += this.buffer.write(text, this.offset);
  }

  /** Short ASCII-only text (numbers, dates, separators): byte by byte, cheaper than an encoder call. */
  ascii(text: string) {
    const buffer = this.buffer;
    let offset = this.offset;
    for (let i = 0; i < text.length; i++) buffer[offset++] = text.charCodeAt(i);
    this.offset = offset;
  }

  byte(code: number) {
    this.buffer[this.offset++] = code;
  }

  /** Two digits, zero-padded. */
  int2(value: number) {
    const tens = Math.floor(value / 10);
    this.buffer[this.offset++] = 48 + tens;
    this.buffer[this.offset++] = 48 + value - tens * 10;
  }

  /** A non-negative integer in decimal digits. */
  int(value: number) {
    const buffer = this.buffer;
    if (value < 10) {
      buffer[this.offset++] = 48 + value;
      return;
    }
    let digits = 1;
    for (let rest = value; rest >= 10; rest = Math.floor(rest / 10)) digits++;
    let offset = this.offset + digits;
    this.offset = offset;
    for (let rest = value; digits > 0; digits--) {
      const next = Math.floor(rest / 10);
      buffer[--offset] = 48 + rest - next * 10;
      rest = next;
    }
  }

  /**
   * A number with a decimal comma, rounded to `decimals` places, without trailing zeros when `trim`
   * ("44,5", "65") or with exactly that many places otherwise ("64,8700").
   */
  decimal(value: number, decimals: number, trim: boolean) {
    const scale = DECIMAL_SCALES[decimals];
    let scaled = Math.round(Math.abs(value) * scale);
    if (value < 0 && scaled > 0) this.buffer[this.offset++] = 45;
    const whole = Math.floor(scaled / scale);
    this.int(whole);
    scaled -= whole * scale;
    if (trim) {
      if (scaled === 0) return;
      while (scaled % 10 === 0) {
        scaled /= 10;
        decimals--;
      }
    }
    this.buffer[this.offset++] = 44;
    for (let place = DECIMAL_SCALES[decimals - 1]; place >= 1; place /= 10) {
      const digit = Math.floor(scaled / place);
      this.buffer[this.offset++] = 48 + digit;
      scaled -= digit * place;
    }
  }

  /** A timestamp in the published form (writers.ts `formatTimestamp`). */
  timestamp(wallClockMs: number) {
    this.ascii(formatTimestamp(wallClockMs));
  }

  /** An integer field: the number and the separator that ends it. */
  intField(value: number) {
    this.int(value);
    this.buffer[this.offset++] = SEPARATOR;
  }

  /** A decimal field (see `decimal`) and the separator that ends it. */
  decimalField(value: number, decimals: number, trim: boolean) {
    this.decimal(value, decimals, trim);
    this.buffer[this.offset++] = SEPARATOR;
  }

  /** A short ASCII field written bare (a date, a timestamp's text) and the separator that ends it. */
  asciiField(text: string) {
    this.ascii(text);
    this.buffer[this.offset++] = SEPARATOR;
  }

  /** A timestamp field (see `timestamp`) and the separator that ends it. */
  timestampField(wallClockMs: number) {
    this.timestamp(wallClockMs);
    this.buffer[this.offset++] = SEPARATOR;
  }

  /** Bytes encoded once and written many times (code labels, names). */
  bytes(bytes: Uint8Array) {
    this.buffer.set(bytes, this.offset);
    this.offset += bytes.length;
  }

  /** Repeats bytes already written in this chunk (a note's shared columns) at the end. */
  repeat(start: number, end: number) {
    this.buffer.copyWithin(this.offset, start, end);
    this.offset += end - start;
  }

  take(): ByteChunk {
    const chunk = { bytes: this.buffer.subarray(0, this.offset), lines: this.lines };
    this.buffer = Buffer.allocUnsafe(CHUNK_BYTES);
    this.offset = 0;
    this.lines = 0;
    return chunk;
  }
}

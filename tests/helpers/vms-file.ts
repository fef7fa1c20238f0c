import { parseCsvLine, type ReadLinesOptions } from '@/lib/fiskeridir/csv';
import { normalizeRegistrationMark } from '@/lib/fiskeridir/registration-mark';
import { parseDecimal, parseInteger, parseText, parseTimestamp } from '@/lib/fiskeridir/values';
import type { VmsColumnName } from '@/lib/fiskeridir/vms';
import { headerIndex, readRecords, type HeaderIndex, type LineResult } from './csv-records';

/**
 * VMS files read back in JavaScript, for tests: ingest reads them with SQL (lib/store/ingest/vms.ts),
 * and this reader is the independent second opinion.
 *
 * The 2023 file also has coordinates whose decimal comma was lost: `15069` for 15,069 and `64319` for
 * 64,319 (a value with exactly three decimals was exported as if the comma grouped thousands). Such a
 * value is out of range for a coordinate, and divided by 1000 it lands where the vessel's other reports
 * are, so it is repaired that way. The same loss in a longitude under 0,18° cannot be told apart from a
 * real value; that case is rare enough to accept.
 */

/** Without these a report cannot be placed in time and space. */
export const REQUIRED_VMS_COLUMNS = [
  'Melding ID',
  'Tidspunkt (UTC)',
  'Breddegrad',
  'Lengdegrad',
] as const satisfies readonly VmsColumnName[];

export interface VmsPosition {
  messageId: number;
  messageType: string | null;
  /** UTC ISO instant, e.g. `2023-01-01T00:00:00.000Z`. */
  timestampUtc: string;
  latitude: number;
  longitude: number;
  /** Degrees. */
  course: number | null;
  /** Knots. */
  speed: number | null;
  radioCallSign: string | null;
  /** Canonical `N 0045B` form when it is a Norwegian mark, otherwise as written. */
  registrationMark: string | null;
  vesselName: string | null;
  length: number | null;
  grossTonnage: number | null;
  enginePower: number | null;
  vesselType: string | null;
}

export class VmsLineError extends Error {
  readonly column?: string;
  readonly value?: string;
  readonly lineNumber?: number;

  constructor(message: string, details: { column?: string; value?: string; lineNumber?: number } = {}) {
    super(details.lineNumber === undefined ? message : `line ${details.lineNumber}: ${message}`);
    this.name = 'VmsLineError';
    this.column = details.column;
    this.value = details.value;
    this.lineNumber = details.lineNumber;
  }
}

export type VmsHeaderIndex = HeaderIndex;

/** Required VMS columns absent from a header. */
export function missingVmsColumns(header: readonly string[]): string[] {
  const present = new Set(header.map((name) => name.trim()));
  return REQUIRED_VMS_COLUMNS.filter((name) => !present.has(name));
}

export function createVmsHeaderIndex(header: readonly string[]): VmsHeaderIndex {
  const missing = missingVmsColumns(header);
  if (missing.length > 0) throw new Error(`VMS header lacks required columns: ${missing.join(', ')}`);
  return headerIndex(header);
}

function repairCoordinate(value: number, raw: string, limit: number): number | null {
  if (Math.abs(value) <= limit) return value;
  const lostDecimalComma = /^[+-]?\d+$/.test(raw) && Math.abs(value / 1000) <= limit;
  return lostDecimalComma ? value / 1000 : null;
}

/** Turns the fields of one VMS line into a position; throws VmsLineError when it cannot. */
export function toVmsPosition(
  fields: readonly string[],
  index: VmsHeaderIndex,
  lineNumber?: number,
): VmsPosition {
  if (fields.length !== index.fieldCount) {
    throw new VmsLineError(`expected ${index.fieldCount} fields, found ${fields.length}`, { lineNumber });
  }
  const raw = (column: VmsColumnName): string | null => {
    const position = index.positions.get(column);
    return position === undefined ? null : parseText(fields[position]);
  };
  const fail = (column: VmsColumnName, problem: string): never => {
    throw new VmsLineError(`${column}: ${problem}`, { column, value: raw(column) ?? '', lineNumber });
  };
  const number = (column: VmsColumnName): number | null => {
    const value = raw(column);
    if (value === null) return null;
    return parseDecimal(value) ?? fail(column, `"${value}" is not a number`);
  };
  const coordinate = (column: VmsColumnName, limit: number): number => {
    const value = number(column) ?? fail(column, 'is empty');
    return repairCoordinate(value, raw(column)!, limit) ?? fail(column, `${value} is out of range`);
  };

  const messageIdText = raw('Melding ID') ?? fail('Melding ID', 'is empty');
  const messageId =
    parseInteger(messageIdText) ?? fail('Melding ID', `"${messageIdText}" is not a whole number`);
  const timeText = raw('Tidspunkt (UTC)') ?? fail('Tidspunkt (UTC)', 'is empty');
  const timestampUtc =
    parseTimestamp(timeText, 'UTC') ?? fail('Tidspunkt (UTC)', `"${timeText}" is not a time`);
  const mark = raw('Registreringsmerke');

  return {
    messageId,
    messageType: raw('Meldingstype (kode)'),
    timestampUtc,
    latitude: coordinate('Breddegrad', 90),
    longitude: coordinate('Lengdegrad', 180),
    course: number('Kurs'),
    speed: number('Fart'),
    radioCallSign: raw('Radiokallesignal'),
    registrationMark: mark === null ? null : (normalizeRegistrationMark(mark) ?? mark),
    vesselName: raw('Fartøynavn'),
    length: number('Største lengde'),
    grossTonnage: number('Bruttotonnasje'),
    enginePower: number('Motorkraft'),
    vesselType: raw('Fartøytype'),
  };
}

/** Parses one raw VMS line. */
export function parseVmsLine(line: string, index: VmsHeaderIndex, lineNumber?: number): VmsPosition {
  return toVmsPosition(parseCsvLine(line), index, lineNumber);
}

export type VmsLineResult = LineResult<VmsPosition, VmsLineError>;

/** Every report of a VMS file (plain or zipped), streamed, each a position or the reason it is not one. */
export function readVmsFile(filePath: string, options: ReadLinesOptions = {}): AsyncGenerator<VmsLineResult> {
  const index = (line: string) => createVmsHeaderIndex(parseCsvLine(line));
  return readRecords(filePath, { index, parse: parseVmsLine, lineError: VmsLineError }, options);
}

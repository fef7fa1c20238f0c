import { DATE_PATTERN, ISO_DATE_PATTERN, TIMESTAMP_PATTERNS } from '@/lib/fiskeridir/values';
import type { StoreColumnType } from './landing-line-columns';

/**
 * SQL that turns a published text value into a typed store value, matching the directorate's formats:
 * trimmed text (labels carry trailing spaces), decimal comma, dd.mm.yyyy dates, and the timestamp
 * styles seen in the files (new: `15.09.2020 12.22.09,423000000`, old: `22.07.2014 10:51:55`).
 * Timestamps are stored as the Oslo local time the files give, without a zone.
 * `try_` variants give NULL for an unreadable value so that the caller can reject the line with a reason.
 */
// The published value formats are the format module's knowledge; this file only turns them into SQL.
// A date-only value is accepted where a timestamp is expected (e.g. `Oppdateringstidspunkt`).
const DATE_FORMATS = [DATE_PATTERN, ISO_DATE_PATTERN];
const TIMESTAMP_FORMATS = [...TIMESTAMP_PATTERNS, DATE_PATTERN];

export function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

export function sqlString(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

const formatList = (formats: string[]) => `[${formats.map(sqlString).join(', ')}]`;

/** The trimmed text of a source column, NULL when empty. */
export function textValue(sourceColumn: string): string {
  return `nullif(trim(${quoteIdentifier(sourceColumn)}), '')`;
}

/**
 * Municipality and county codes are written unquoted in some files and so lose their leading zero
 * (Oslo 0301 arrives as 301): pad them back to their fixed width.
 */
export function paddedCode(sourceColumn: string, width: 2 | 4): string {
  return `lpad(${textValue(sourceColumn)}, ${width}, '0')`;
}

export function typedValue(sourceColumn: string, type: StoreColumnType): string {
  const text = textValue(sourceColumn);
  switch (type) {
    case 'VARCHAR':
      return text;
    case 'INTEGER':
      return `try_cast(${text} as integer)`;
    case 'DOUBLE':
      return `try_cast(replace(${text}, ',', '.') as double)`;
    case 'DATE':
      return `cast(try_strptime(${text}, ${formatList(DATE_FORMATS)}) as date)`;
    case 'TIMESTAMP':
      return `try_strptime(${text}, ${formatList(TIMESTAMP_FORMATS)})`;
  }
}

import type { ReactNode } from 'react';
import { formatNumber } from '@/lib/format';
import type { DataColumn } from './data-table';

/**
 * Shorthands for the columns most tables have, so a table's definition says only what differs: a
 * number shown formatted and written raw to the CSV, and a column that exists only in the CSV.
 */

/** A right-aligned number: `format`ted in the table, raw in the CSV (headed `label`, e.g. "Rundvekt (kg)"). */
export function numberColumn<Row>(
  key: string,
  header: string,
  value: (row: Row) => number | null | undefined,
  format: (value: number | null | undefined) => ReactNode,
  label?: string,
): DataColumn<Row> {
  return { key, header, label, align: 'end', cell: (row) => format(value(row)), csv: value };
}

/** The figure a list is about: beside the row's name when the table is stacked on a phone. */
export const keyFigure = <Row>(column: DataColumn<Row>): DataColumn<Row> => ({ ...column, phone: 'key' });

/** A rank ("1.", "#"): before the row's name when the table is stacked on a phone. */
export const rankColumn = <Row>(
  key: string,
  header: string,
  rank: (row: Row, index: number) => number,
): DataColumn<Row> => ({
  key,
  header,
  align: 'end',
  phone: 'lead',
  cell: (row, index) => `${formatNumber(rank(row, index))}.`,
  csv: rank,
});

/** A value only the CSV has: ids, codes, raw dates beside a formatted one. */
export function csvOnlyColumn<Row>(
  key: string,
  header: string,
  value: (row: Row) => string | number | null | undefined,
): DataColumn<Row> {
  return { key, header, csvOnly: true, cell: () => null, csv: value };
}

/** Text shown as it is, a dash where it is missing; the CSV leaves the field empty instead. */
export function textColumn<Row>(
  key: string,
  header: string,
  value: (row: Row) => string | null | undefined,
  label?: string,
): DataColumn<Row> {
  return { key, header, label, cell: (row) => value(row) ?? '–', csv: value };
}

/** A count for `numberColumn`: thousands separated, a dash where it is missing. */
export const formatCount = (value: number | null | undefined): string =>
  value == null ? '–' : formatNumber(value);

import { valuePerKg, type ValueTotal } from '@/lib/landings/value-coverage';
import { csvOnlyColumn } from './columns';
import type { DataColumn } from './data-table';
import { PricePerKgFigure, ValueFigure } from './value-figure';

/**
 * Value and price columns for any table, under the rule of lib/landings/value-coverage.ts: the cell says
 * how much of the value is known, the CSV has the value in kr and, beside it, the weight it covers.
 */

/** The CSV header of the weight a value covers. */
export const PRICED_WEIGHT_LABEL = 'Vekt med kjent verdi (kg)';

/**
 * A value column (`label` heads it in the CSV, e.g. "Verdi (kr)") and a CSV-only column of the weight
 * it covers. `extra` adds to the value column (sorting, a class).
 */
export function valueColumns<Row>(
  key: string,
  header: string,
  total: (row: Row) => ValueTotal,
  label = `${header} (kr)`,
  extra: Partial<DataColumn<Row>> = {},
): DataColumn<Row>[] {
  return [
    {
      key,
      header,
      label,
      align: 'end',
      cell: (row) => <ValueFigure total={total(row)} />,
      csv: (row) => total(row).value,
      ...extra,
    },
    csvOnlyColumn(`${key}-vekt`, PRICED_WEIGHT_LABEL, (row) => total(row).pricedWeight),
  ];
}

/** Kr per kg over the weight whose value is known; "–" (explained) where none is. */
export function pricePerKgColumn<Row>(
  key: string,
  header: string,
  total: (row: Row) => ValueTotal,
): DataColumn<Row> {
  return {
    key,
    header,
    align: 'end',
    cell: (row) => <PricePerKgFigure total={total(row)} unit="" />,
    csv: (row) => valuePerKg(total(row)),
  };
}

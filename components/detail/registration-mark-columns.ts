import { csvOnlyColumn, textColumn } from '@/components/ui/columns';
import type { DataColumn } from '@/components/ui/data-table';
import { displayRegistrationMark } from '@/lib/fiskeridir/registration-mark';

/**
 * A boat's registration mark as every table shows it: painted-hull style (`R-60-K`), whatever form the
 * source stored (`R 0060K`). The CSV has the shown form and, beside it, the stored one.
 */
export function registrationMarkColumns<Row>(
  value: (row: Row) => string | null | undefined,
): DataColumn<Row>[] {
  const stored = (row: Row) => value(row)?.trim() || null;
  return [
    textColumn(
      'merke',
      'Reg.merke',
      (row) => {
        const mark = stored(row);
        return mark ? displayRegistrationMark(mark) : null;
      },
      'Registreringsmerke',
    ),
    csvOnlyColumn('merke-lagret', 'Registreringsmerke (lagret)', stored),
  ];
}

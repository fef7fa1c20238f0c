/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { DataTable } from '@/components/ui/data-table';
import { tableCsv } from '@/components/ui/table-csv';
import { registrationMarkColumns } from './registration-mark-columns';

const rows = [{ mark: 'R 0060K' }, { mark: 'TR0346ND' }, { mark: null }];
const columns = registrationMarkColumns<{ mark: string | null }>((row) => row.mark);

describe('registration mark columns', () => {
  it('show every mark the way it is painted on the hull, whatever form the source stored', () => {
    render(<DataTable id="t" caption="Merker" columns={columns} rows={rows} rowKey={(_r, i) => String(i)} />);
    const cells = within(screen.getByRole('table'))
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(['R-60-K', 'TR-346-ND', '–']);
  });

  it('write the shown form to the CSV, and the stored one beside it', () => {
    const csv = tableCsv(columns, rows).trim().split(/\r?\n/);
    expect(csv[0]).toBe('Registreringsmerke;Registreringsmerke (lagret)');
    expect(csv[1]).toBe('R-60-K;R 0060K');
    expect(csv[2]).toBe('TR-346-ND;TR0346ND');
    expect(csv[3]).toBe(';');
  });
});

/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { DataTable, RowMark } from './data-table';
import { linkColumn } from './link-column';

interface Owner {
  id: string;
  name: string | null;
  city: string | null;
}

describe('a column that names each row and links to its page', () => {
  it('is the row’s header, a link with its text, the mark after it, and the CSV value when given', () => {
    const column = linkColumn<Owner>('eier', 'Eier', {
      href: (owner) => `/owner/${owner.id}`,
      text: (owner) => owner.name ?? owner.id,
      mark: (owner) => (owner.city ? <RowMark>{owner.city}</RowMark> : null),
      csv: (owner) => owner.name,
    });
    expect(column.csv?.({ id: '9', name: null, city: null }, 0)).toBeNull();
    render(
      <DataTable<Owner>
        id="t"
        caption="Eiere"
        columns={[column]}
        rows={[
          { id: '1', name: 'Havbruk AS', city: 'Bodø' },
          { id: '2', name: null, city: null },
        ]}
        rowKey={(owner) => owner.id}
      />,
    );
    const [first, second] = screen.getAllByRole('rowheader');
    expect(screen.getByRole('link', { name: 'Havbruk AS' }).getAttribute('href')).toBe('/owner/1');
    expect(first.textContent).toContain('Bodø');
    expect(second.textContent).toBe('2');
  });

  it('leaves the CSV to the table when no value is given', () => {
    const column = linkColumn<Owner>('eier', 'Eier', { href: () => '/', text: (owner) => owner.id });
    expect('csv' in column).toBe(false);
  });
});

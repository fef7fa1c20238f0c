/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { DirectoryTable } from './directory-table';

interface Firm {
  id: string;
  name: string;
  value: number | null;
  weight: number;
  pricedWeight: number;
}

const firms: Firm[] = Array.from({ length: 40 }, (_, i) => ({
  id: String(i + 1),
  name: `Kjøper ${i + 1}`,
  value: i === 0 ? null : 1000,
  weight: 100,
  pricedWeight: 100,
}));

function renderDirectory(rows: Firm[]) {
  return render(
    <DirectoryTable<Firm>
      name="kjopere"
      caption="Fiskekjøpere"
      rows={rows}
      columns={[{ key: 'navn', header: 'Selskap', rowHeader: true, cell: (firm) => firm.name }]}
      csvHref="/firm/csv"
      valueOf={(firm) => firm}
      list={{ page: 2, count: 40, total: 200 }}
      hrefFor={(page) => `/firm?page=${page}`}
      noun="fiskekjøpere"
      source="Sluttsedler og kjøperregisteret."
    />,
  );
}

describe('a directory list', () => {
  it('shows every row of its page, the whole list’s CSV, the numbered pages and the source', () => {
    renderDirectory(firms);
    // More rows than a table folds after elsewhere, all shown: the page is the list.
    expect(screen.getAllByRole('rowheader')).toHaveLength(40);
    expect(screen.queryByRole('checkbox', { name: /Vis alle/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Last ned listen (CSV)' }).getAttribute('href')).toContain(
      '/firm/csv',
    );
    const pages = screen.getByRole('navigation', { name: 'Sider med fiskekjøpere' });
    expect(within(pages).getByRole('link', { name: /3/ }).getAttribute('href')).toBe('/firm?page=3');
    expect(screen.getByText('Sluttsedler og kjøperregisteret.', { exact: false })).toBeTruthy();
  });

  it('explains «–» only when a row’s value is not published', () => {
    const { unmount } = renderDirectory(firms);
    expect(screen.getByText(/verdien er ikke publisert ennå/)).toBeTruthy();
    unmount();
    renderDirectory(firms.slice(1));
    expect(screen.queryByText(/verdien er ikke publisert ennå/)).toBeNull();
  });
});

/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { speciesSummary } from './boat-landings-table';
import { DataTable } from '@/components/ui/data-table';
import { formatShare, pricePerKg, SpeciesTable } from './species-table';

describe('species breakdown', () => {
  const species = [
    { code: '1022', name: 'Torsk', weight: 7500, value: 300_000, pricedWeight: 6000, landings: 4 },
    { code: '1027', name: 'Hyse', weight: 2500, value: null, pricedWeight: 0, landings: 2 },
  ];

  it('computes shares and prices per kg from the priced weight only', () => {
    expect(formatShare(7500, 10_000)).toBe('75 %');
    expect(formatShare(50, 10_000)).toBe('0,5 %');
    expect(formatShare(1, 0)).toBe('–');
    expect(pricePerKg(species[0])).toBe(50);
    expect(pricePerKg(species[1])).toBeNull();
  });

  it('shows weight, share, value and kr/kg per species, with a sum', () => {
    render(<SpeciesTable species={species} caption="Fangst per art" />);
    const table = screen.getByRole('table', { name: 'Fangst per art' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]).getByRole('rowheader')).toHaveTextContent('Torsk');
    expect(
      within(rows[1])
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['7,5 t', '75 %', '300.000 kr', '50,0 kr', '4']);
    expect(
      within(rows[2])
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2,5 t', '25 %', '–', '–', '2']);
    const footer = rows[rows.length - 1];
    expect(footer).toHaveTextContent('Sum');
    expect(footer).toHaveTextContent('10,0 t');
    expect(footer).toHaveTextContent('300.000 kr');
  });
});

describe('DataTable', () => {
  it('has column heads, row heads, sort state and a keyboard-reachable scroll region', () => {
    render(
      <DataTable
        id="test"
        caption="Båter"
        rows={[{ name: 'TORSKEN', length: 14.9 }]}
        rowKey={(row) => row.name}
        sort={{ key: 'name', direction: 'asc' }}
        sortHref={(sort) => (sort.key === 'name' ? '/boats?sort=name' : '/boats')}
        columns={[
          { key: 'name', header: 'Navn', rowHeader: true, sortable: true, cell: (row) => row.name },
          { key: 'lengde', header: 'Lengde', align: 'end', cell: (row) => row.length },
        ]}
      />,
    );
    const region = screen.getByRole('region', { name: 'Båter' });
    expect(region).toHaveAttribute('tabindex', '0');
    const head = screen.getByRole('columnheader', { name: /Navn/ });
    expect(head).toHaveAttribute('aria-sort', 'ascending');
    expect(within(head).getByRole('link')).toHaveAttribute('href', '/boats?sort=name');
    expect(screen.getByRole('rowheader')).toHaveTextContent('TORSKEN');
  });

  it('says when there are no rows and leaves the footer out', () => {
    render(
      <DataTable
        id="tom"
        caption="Tom"
        rows={[] as { a: number }[]}
        rowKey={(row) => String(row.a)}
        empty="Ingen landinger i perioden."
        columns={[{ key: 'a', header: 'A', cell: (row) => row.a }]}
        footer={
          <tr>
            <td>Sum</td>
          </tr>
        }
      />,
    );
    expect(screen.getByText('Ingen landinger i perioden.')).toBeInTheDocument();
    expect(screen.queryByText('Sum')).toBeNull();
  });
});

describe('the species of a landing', () => {
  it('names the three heaviest and counts the rest', () => {
    const row = {
      Species: [
        { ID: 'fish:1022', Title: 'Torsk', TotalWeight: 1200 },
        { ID: 'fish:1027', Title: 'Hyse', TotalWeight: 300 },
        { ID: 'fish:1032', Title: 'Sei', TotalWeight: 50 },
        { ID: 'fish:2202', Title: 'Uer', TotalWeight: 10 },
      ],
    };
    expect(speciesSummary(row)).toBe('Torsk 1,2 t, Hyse 0,3 t, Sei 50 kg + 1 til');
    expect(speciesSummary({ Species: row.Species.slice(0, 1) })).toBe('Torsk 1,2 t');
  });
});

/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { speciesSummary } from './boat-landings-table';
import { DataTable } from '@/components/ui/data-table';
import { valuePerKg, WITHHELD_VALUE_NOTE } from '@/lib/landings/value-coverage';
import { formatShare, SpeciesTable } from './species-table';

describe('species breakdown', () => {
  const species = [
    {
      code: '1022',
      name: 'Torsk',
      weight: 7500,
      value: 300_000,
      pricedWeight: 6000,
      landings: 4,
      pricedLandings: 3,
    },
    {
      code: '1027',
      name: 'Hyse',
      weight: 2500,
      value: null,
      pricedWeight: 0,
      landings: 2,
      pricedLandings: 0,
    },
  ];

  it('computes shares and prices per kg from the priced weight only', () => {
    expect(formatShare(7500, 10_000)).toBe('75 %');
    expect(formatShare(50, 10_000)).toBe('0,5 %');
    expect(formatShare(1, 0)).toBe('–');
    expect(valuePerKg(species[0])).toBe(50);
    expect(valuePerKg(species[1])).toBeNull();
  });

  it('shows weight, share, value (with what it covers) and kr/kg per species, with a sum', () => {
    render(<SpeciesTable species={species} caption="Fangst per art" />);
    const table = screen.getByRole('table', { name: 'Fangst per art' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]).getByRole('rowheader')).toHaveTextContent('Torsk');
    expect(
      within(rows[1])
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['7,5 t', '75 %', '300.000 kr for 80\u00a0% av vekten', '50,0 kr', '4']);
    expect(
      within(rows[1]).getByTitle('verdi kjent for 3 av 4 landinger, 80 % av vekten'),
    ).toBeInTheDocument();
    expect(
      within(rows[2])
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2,5 t', '25 %', '–', '–', '2']);
    const footer = rows[rows.length - 1];
    expect(footer).toHaveTextContent('Sum');
    expect(footer).toHaveTextContent('10,0 t');
    // 300.000 kr over the 6 t with a value: 50 kr/kg, not 30 kr/kg over all 10 t.
    expect(footer).toHaveTextContent('300.000 kr for 60 % av vekten');
    expect(footer).toHaveTextContent('50,0 kr');
    // The "–" and the share are explained under the table.
    expect(within(rows[2]).getAllByTitle(WITHHELD_VALUE_NOTE)).toHaveLength(2);
    const note = document.querySelector('[data-value-note]');
    expect(note).toHaveTextContent('«for N % av vekten»');
    expect(note).toHaveTextContent(WITHHELD_VALUE_NOTE);
  });

  it('has no footnote when every value is known', () => {
    const known = [{ ...species[0], pricedWeight: 7500, pricedLandings: 4 }];
    render(<SpeciesTable species={known} caption="Kjent" />);
    expect(screen.getByRole('table', { name: 'Kjent' })).toHaveTextContent('300.000 kr40,0 kr');
    expect(document.querySelector('[data-value-note]')).toBeNull();
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

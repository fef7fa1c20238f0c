/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { DataTable, type DataColumn } from './data-table';
import { Pagination } from './pagination';
import { tableCsv } from './table-csv';
import { formatSortParam, nextSort, parseSortParam, sortRows, type TableSort } from './table-sort';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/',
}));

interface Boat {
  id: string;
  name: string;
  length: number | null;
  weight: number;
}

const boats: Boat[] = [
  { id: '1', name: 'Øyfisk', length: 11.2, weight: 1500 },
  { id: '2', name: 'Aldebaran', length: null, weight: 250_000 },
  { id: '3', name: 'Havbris', length: 34.5, weight: 99 },
];

const columns: DataColumn<Boat>[] = [
  {
    key: 'name',
    header: 'Båt',
    rowHeader: true,
    sortable: true,
    sortValue: (boat) => boat.name,
    cell: (boat) => boat.name,
  },
  { key: 'id', header: 'Fartøy ID', csvOnly: true, cell: (boat) => boat.id, csv: (boat) => boat.id },
  {
    key: 'length',
    header: 'Lengde',
    label: 'Lengde (m)',
    align: 'end',
    sortable: true,
    defaultDirection: 'desc',
    sortValue: (boat) => boat.length,
    cell: (boat) => (boat.length == null ? '–' : `${boat.length} m`),
  },
  {
    key: 'weight',
    header: 'Vekt',
    label: 'Vekt (kg)',
    align: 'end',
    sortable: true,
    defaultDirection: 'desc',
    sortValue: (boat) => boat.weight,
    cell: (boat) => `${boat.weight} kg`,
  },
  { key: 'note', header: 'Merknad', cell: () => 'ingen' },
];

const href = (sort: TableSort) => `/boats?sort=${formatSortParam(sort)}`;

describe('table sorting', () => {
  it('parses and writes the sort parameter', () => {
    expect(parseSortParam('weight:desc')).toEqual({ key: 'weight', direction: 'desc' });
    expect(parseSortParam('pivot:fish:1022:ASC')).toEqual({ key: 'pivot:fish:1022', direction: 'asc' });
    expect(parseSortParam('name')).toEqual({ key: 'name', direction: 'asc' });
    expect(parseSortParam('weight', () => 'desc')).toEqual({ key: 'weight', direction: 'desc' });
    expect(parseSortParam('')).toBeNull();
    expect(parseSortParam(':desc')).toBeNull();
    expect(formatSortParam({ key: 'pivot:fish:1022', direction: 'asc' })).toBe('pivot:fish:1022:asc');
  });

  it('turns the direction on a second click and starts a new column in its own direction', () => {
    expect(nextSort({ key: 'weight', direction: 'desc' }, 'weight')).toEqual({
      key: 'weight',
      direction: 'asc',
    });
    expect(nextSort({ key: 'weight', direction: 'asc' }, 'weight')).toEqual({
      key: 'weight',
      direction: 'desc',
    });
    expect(nextSort({ key: 'weight', direction: 'asc' }, 'length', 'desc')).toEqual({
      key: 'length',
      direction: 'desc',
    });
    expect(nextSort(null, 'name')).toEqual({ key: 'name', direction: 'asc' });
  });

  it('sorts rows in memory: Norwegian letters last, blanks last, stable', () => {
    const names = (sort: TableSort) => sortRows(boats, columns, sort).map((boat) => boat.name);
    expect(names({ key: 'name', direction: 'asc' })).toEqual(['Aldebaran', 'Havbris', 'Øyfisk']);
    expect(names({ key: 'name', direction: 'desc' })).toEqual(['Øyfisk', 'Havbris', 'Aldebaran']);
    expect(names({ key: 'length', direction: 'desc' })).toEqual(['Havbris', 'Øyfisk', 'Aldebaran']);
    expect(names({ key: 'length', direction: 'asc' })).toEqual(['Øyfisk', 'Havbris', 'Aldebaran']);
    expect(names({ key: 'weight', direction: 'asc' })).toEqual(['Havbris', 'Øyfisk', 'Aldebaran']);
    expect(names({ key: 'note', direction: 'asc' })).toEqual(['Øyfisk', 'Aldebaran', 'Havbris']);
  });
});

describe('DataTable', () => {
  it('renders a captioned table with column and row headers, without CSV-only columns', () => {
    render(<DataTable id="t" caption="Båter" columns={columns} rows={boats} rowKey={(boat) => boat.id} />);
    const table = screen.getByRole('table', { name: 'Båter' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['Båt', 'Lengde', 'Vekt', 'Merknad']);
    headers.forEach((header) => expect(header).toHaveAttribute('scope', 'col'));
    const rowHeaders = within(table).getAllByRole('rowheader');
    expect(rowHeaders.map((header) => header.textContent)).toEqual(['Øyfisk', 'Aldebaran', 'Havbris']);
    expect(rowHeaders[0]).toHaveAttribute('scope', 'row');
    expect(within(table).getAllByRole('cell')[1]).toHaveClass('num');
    // Without sortHref the headers are plain text.
    expect(within(table).queryAllByRole('link')).toHaveLength(0);
    // The scrolling region is named by the caption and reachable by keyboard.
    expect(screen.getByRole('region', { name: 'Båter' })).toHaveAttribute('tabindex', '0');
  });

  it('marks the sorted column and links each sortable header to the next sort', () => {
    render(
      <DataTable
        id="t"
        caption="Båter"
        columns={columns}
        rows={boats}
        rowKey={(boat) => boat.id}
        sort={{ key: 'weight', direction: 'desc' }}
        sortHref={href}
      />,
    );
    const headers = screen.getAllByRole('columnheader');
    expect(headers[2]).toHaveAttribute('aria-sort', 'descending');
    expect(headers[0]).not.toHaveAttribute('aria-sort');
    expect(within(headers[0]).getByRole('link')).toHaveAttribute('href', '/boats?sort=name:asc');
    expect(within(headers[1]).getByRole('link')).toHaveAttribute('href', '/boats?sort=length:desc');
    const weight = within(headers[2]).getByRole('link');
    expect(weight).toHaveAttribute('href', '/boats?sort=weight:asc');
    expect(weight).toHaveAccessibleName('Vekt (sorter stigende)');
    // Not sortable: no link.
    expect(within(headers[3]).queryByRole('link')).toBeNull();
  });

  it('calls onSortChange instead of following the link in client components', () => {
    const onSortChange = jest.fn();
    render(
      <DataTable
        id="t"
        caption="Båter"
        columns={columns}
        rows={boats}
        rowKey={(boat) => boat.id}
        sort={{ key: 'name', direction: 'asc' }}
        sortHref={href}
        onSortChange={onSortChange}
      />,
    );
    const link = within(screen.getAllByRole('columnheader')[0]).getByRole('link');
    const event = fireEvent.click(link);
    expect(event).toBe(false); // default prevented
    expect(onSortChange).toHaveBeenCalledWith({ key: 'name', direction: 'desc' });
  });

  it('offers the CSV download and says when there are no rows', () => {
    render(
      <DataTable
        id="t"
        caption="Båter"
        columns={columns}
        rows={[]}
        rowKey={(boat) => boat.id}
        csvHref="/boats/csv?sort=name:asc"
        empty="Ingen båter."
      />,
    );
    expect(screen.getByRole('cell')).toHaveTextContent('Ingen båter.');
    expect(screen.getByRole('cell')).toHaveAttribute('colspan', '4');
    const csv = screen.getByRole('link', { name: /Last ned CSV/ });
    expect(csv).toHaveAttribute('href', '/boats/csv?sort=name:asc');
    expect(csv).toHaveAttribute('download');
  });

  it('marks itself busy while rows are replaced', () => {
    render(
      <DataTable id="t" caption="Båter" columns={columns} rows={boats} rowKey={(boat) => boat.id} busy />,
    );
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  });
});

describe('tableCsv', () => {
  it('writes every column with a CSV or sort value, CSV-only columns included, raw numbers', () => {
    const csv = tableCsv(columns, sortRows(boats, columns, { key: 'weight', direction: 'desc' }));
    expect(csv).toBe(
      '\uFEFFBåt;Fartøy ID;Lengde (m);Vekt (kg)\r\nAldebaran;2;;250000\r\nØyfisk;1;11,2;1500\r\nHavbris;3;34,5;99\r\n',
    );
  });
});

describe('Pagination', () => {
  it('says where we are and links to the neighbours', () => {
    render(<Pagination page={2} count={20} total={45} hrefFor={(page) => `/x?page=${page}`} label="Sider" />);
    const nav = screen.getByRole('navigation', { name: 'Sider' });
    expect(nav).toHaveTextContent('Viser 21–40 av 45 rader · Side 2 av 3');
    expect(within(nav).getByRole('link', { name: 'Forrige side' })).toHaveAttribute('href', '/x?page=1');
    expect(within(nav).getByRole('link', { name: 'Neste side' })).toHaveAttribute('href', '/x?page=3');
    expect(within(nav).getByRole('link', { name: 'Siste side' })).toHaveAttribute('href', '/x?page=3');
  });

  it('has no links for a single page and calls onNavigate in client components', () => {
    const { rerender } = render(
      <Pagination page={1} count={20} total={5} hrefFor={(page) => `/x?page=${page}`} label="Sider" />,
    );
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.getByRole('navigation')).toHaveTextContent('Viser 1–5 av 5 rader');
    const onNavigate = jest.fn();
    rerender(
      <Pagination
        page={1}
        count={20}
        total={1000}
        hrefFor={(page) => `/x?page=${page}`}
        onNavigate={onNavigate}
        label="Sider"
      />,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Neste side' }));
    expect(onNavigate).toHaveBeenCalledWith(2);
    expect(screen.getByRole('navigation')).toHaveTextContent('Side 1 av 50');
  });
});

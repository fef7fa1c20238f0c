/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { DataTable, FooterCell, type DataColumn, type DataTableProps } from './data-table';
import { tableCsv } from './table-csv';
import { formatSortParam, nextSort, parseSortParam, sortRows, type TableSort } from '@/lib/table-sort';

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

/** The boats table with the given props over the defaults. */
const renderTable = (props: Partial<DataTableProps<Boat>> = {}) =>
  render(
    <DataTable id="t" caption="Båter" columns={columns} rows={boats} rowKey={(boat) => boat.id} {...props} />,
  );

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
    renderTable();
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
    renderTable({ sort: { key: 'weight', direction: 'desc' }, sortHref: href });
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
    renderTable({ sort: { key: 'name', direction: 'asc' }, sortHref: href, onSortChange: onSortChange });
    const link = within(screen.getAllByRole('columnheader')[0]).getByRole('link');
    const event = fireEvent.click(link);
    expect(event).toBe(false); // default prevented
    expect(onSortChange).toHaveBeenCalledWith({ key: 'name', direction: 'desc' });
  });

  it('offers the CSV download and says when there are no rows', () => {
    renderTable({ rows: [], csvHref: '/boats/csv?sort=name:asc', empty: 'Ingen båter.' });
    expect(screen.getByRole('cell')).toHaveTextContent('Ingen båter.');
    expect(screen.getByRole('cell')).toHaveAttribute('colspan', '4');
    const csv = screen.getByRole('link', { name: /Last ned CSV/ });
    expect(csv).toHaveAttribute('href', '/boats/csv?sort=name:asc');
    expect(csv).toHaveAttribute('download');
  });

  it('marks itself busy while rows are replaced', () => {
    renderTable({ busy: true });
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  });

  it('links the CSV download to the same view: filters and sort in the address, paging left out', () => {
    const state = { gear: '5', sort: { key: 'weight', direction: 'desc' } as TableSort, page: 3 };
    const csvHref = `/boats/csv?gear=${state.gear}&sort=${formatSortParam(state.sort)}`;
    renderTable({ caption: 'Båter med garn', sort: state.sort, sortHref: href, csvHref });
    const csv = screen.getByRole('link', { name: 'Last ned CSV (Båter med garn)' });
    expect(csv).toHaveAttribute('href', '/boats/csv?gear=5&sort=weight:desc');
    expect(csv).toHaveAttribute('download');
  });

  it('names the CSV link as asked and shows no link without csvHref', () => {
    const { unmount } = renderTable({ csvHref: '/boats/csv', csvLabel: 'Last ned listen (CSV)' });
    expect(screen.getByRole('link', { name: 'Last ned listen (CSV)' })).toHaveAttribute('href', '/boats/csv');
    unmount();
    renderTable();
    expect(screen.queryByRole('link', { name: /CSV/ })).toBeNull();
  });

  it('gives the table its id and data-table name, and sums in a footer aligned like the columns', () => {
    renderTable({
      id: 'tabell-baater',
      name: 'baater',
      footer: (
        <tr>
          <th scope="row">Sum</th>
          <FooterCell />
          <FooterCell align="end">251.599 kg</FooterCell>
          <FooterCell />
        </tr>
      ),
    });
    const table = screen.getByRole('table');
    expect(table).toHaveAttribute('id', 'tabell-baater');
    expect(table).toHaveAttribute('data-table', 'baater');
    const footer = within(table).getAllByRole('row').at(-1)!;
    expect(within(footer).getByRole('rowheader')).toHaveTextContent('Sum');
    expect(within(footer).getByText('251.599 kg')).toHaveClass('num');
  });
});

describe('DataTable on a phone', () => {
  const manyBoats = (n: number): Boat[] =>
    Array.from({ length: n }, (_, i) => ({ id: String(i), name: `Båt ${i}`, length: 10, weight: n - i }));
  const keyed = columns.map((column) =>
    column.key === 'weight' ? { ...column, phone: 'key' as const } : column,
  );
  /** `n` boats in a table with a key figure; `props` as the test needs them. */
  const renderBoats = (id: string, n: number, props: Partial<DataTableProps<Boat>> = {}) =>
    render(
      <DataTable
        id={id}
        caption="Båter"
        columns={keyed}
        rows={manyBoats(n)}
        rowKey={(b) => b.id}
        {...props}
      />,
    );

  it('labels the secondary cells of a stacked table and marks the key figure and the name', () => {
    renderTable({ columns: keyed });
    const table = screen.getByRole('table');
    expect(table.closest('div[class~="dataTable"]')).toHaveClass('stacked');
    const firstRow = within(table).getAllByRole('row')[1];
    const cells = within(firstRow).getAllByRole('cell');
    // Lengde and Merknad are labelled for the card; the key figure (Vekt) and the name are not.
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual(['Lengde', null, 'Merknad']);
    expect(cells[1]).toHaveClass('phoneKey');
    expect(within(firstRow).getByRole('rowheader')).toHaveClass('phoneName');
    expect(screen.getByRole('columnheader', { name: /Vekt/ })).toHaveAttribute('data-key-figure', 'true');
  });

  it('keeps a two-column table a table', () => {
    renderTable({ columns: columns.filter((c) => c.key === 'name' || c.key === 'weight') });
    expect(screen.getByRole('table').closest('div[class~="dataTable"]')).not.toHaveClass('stacked');
  });

  it('shows the first rows of a long table and the rest behind "Vis alle"', () => {
    renderBoats('lang', 40, { rowNoun: 'båter' });
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(40);
    // A phone shows 10, a wider screen 25; every row is in the page for the toggle (and search engines).
    expect(rows.slice(0, 10).every((row) => !row.classList.contains('phoneMore'))).toBe(true);
    expect(rows.slice(10).every((row) => row.classList.contains('phoneMore'))).toBe(true);
    expect(rows.slice(0, 25).some((row) => row.classList.contains('more'))).toBe(false);
    expect(rows.slice(25).every((row) => row.classList.contains('more'))).toBe(true);
    const toggle = screen.getByRole('checkbox', { name: /Vis alle 40 båter/ });
    expect(toggle).not.toBeChecked();
    fireEvent.click(toggle);
    expect(toggle).toBeChecked();
  });

  it('cuts nothing when few rows would be hidden, or when the list is paged', () => {
    const { unmount } = renderBoats('kort', 15);
    expect(screen.queryByRole('checkbox')).toBeNull();
    unmount();
    renderBoats('sider', 50, { collapseAfter: null });
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(
      screen
        .getAllByRole('row')
        .slice(1)
        .some((row) => row.className),
    ).toBe(false);
  });

  it('shows the toggle on phones only when a wider screen shows every row', () => {
    renderBoats('mellom', 20);
    expect(screen.getByText(/Vis alle 20 rader/).closest('label')).toHaveClass('phoneOnly');
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

describe('DataTable given only its first rows', () => {
  it('links to the rest instead of folding rows away', () => {
    const more = { href: '/b?alle=baater#forste', text: 'Vis alle 120 båter' };
    render(
      <DataTable
        id="forste"
        caption="Båter"
        columns={columns}
        rows={boats}
        rowKey={(b) => b.id}
        moreLink={more}
      />,
    );
    expect(screen.getByRole('link', { name: 'Vis alle 120 båter' })).toHaveAttribute('href', more.href);
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getAllByRole('row')).toHaveLength(boats.length + 1);
  });
});

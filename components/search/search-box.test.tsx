/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { SearchBox } from './search-box';

const push = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push, replace: jest.fn(), prefetch: jest.fn(), back: jest.fn() }),
  usePathname: () => '/',
}));

const boats = [
  {
    ID: '2019111153',
    Name: 'HAVBRIS',
    RegistrationID: 'N 0045B',
    Length: 11.9,
    LastLandingDate: '2025-12-18',
  },
  { ID: '2019111154', Name: 'HAVØRN', RegistrationID: 'TR0346ND', Length: 34.25, LastLandingDate: null },
];
const owners = [{ EierID: '912345678', Fartøyeier: 'HAVFISK AS' }];

type Handler = (url: string, init?: RequestInit) => { status: number; body: unknown };

let handler: Handler;
const fetchMock = jest.fn(async (url: string, init?: RequestInit) => {
  const { status, body } = handler(url, init);
  // jsdom has no Response: the part of it the search box reads.
  return { ok: status >= 200 && status < 300, status, json: async () => body };
});

function answer(url: string, init?: RequestInit) {
  const kind = url.startsWith('/api/search/')
    ? url.split('/')[3]
    : (JSON.parse(String(init?.body)) as { search: string }).search;
  return { status: 200, body: kind === 'boats' ? boats : owners };
}

beforeEach(() => {
  jest.useFakeTimers();
  push.mockReset();
  fetchMock.mockClear();
  handler = answer;
  global.fetch = fetchMock as unknown as typeof fetch;
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const input = () => screen.getByRole('combobox', { name: 'Søk etter båter' });

/** Lets the debounce run out and the mocked responses resolve. */
async function settle(ms = 200) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
  await act(async () => {
    await Promise.resolve();
  });
  // Response.json() and the state updates take a few more turns.
  for (let i = 0; i < 5; i++) {
    await act(async () => {
      await new Promise((resolve) => jest.requireActual('timers').setImmediate(resolve));
    });
  }
}

function type(text: string) {
  fireEvent.change(input(), { target: { value: text } });
}

describe('SearchBox', () => {
  it('is a labelled combobox, closed at first', () => {
    render(<SearchBox />);
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(input()).toHaveAttribute('aria-autocomplete', 'list');
    expect(screen.getByRole('search')).toBeInTheDocument();
  });

  it('does not search for two characters', async () => {
    render(<SearchBox />);
    type('ha');
    await settle(1000);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(input()).toHaveAttribute('aria-expanded', 'false');
  });

  it('searches once, 200 ms after typing stops, with POST /api/search for boats and owners', async () => {
    render(<SearchBox />);
    type('hav');
    await act(async () => {
      jest.advanceTimersByTime(150);
    });
    type('havb');
    await act(async () => {
      jest.advanceTimersByTime(199);
    });
    expect(fetchMock).not.toHaveBeenCalled();
    await settle(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const bodies = fetchMock.mock.calls.map(([url, init]) => {
      expect(url).toBe('/api/search');
      expect(init?.method).toBe('POST');
      return JSON.parse(String(init?.body));
    });
    expect(bodies).toEqual(
      expect.arrayContaining([
        { search: 'boats', term: 'havb', results: 10, page: 1 },
        { search: 'owners', term: 'havb', results: 10, page: 1 },
      ]),
    );
  });

  it('shows a Båter section with Navn, Lengde and Siste Landing, and a Fiskefirma section', async () => {
    render(<SearchBox />);
    type('havb');
    await settle();
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox');
    const boatGroup = within(listbox).getByRole('group', { name: 'Båter' });
    expect(boatGroup).toHaveTextContent('NavnLengdeSiste Landing');
    const boatOptions = within(boatGroup).getAllByRole('option');
    expect(boatOptions).toHaveLength(2);
    expect(boatOptions[0]).toHaveTextContent('HAVBRIS (N-45-B)');
    expect(boatOptions[0]).toHaveTextContent('11,9 m');
    expect(boatOptions[0]).toHaveTextContent('18/12/2025');
    expect(boatOptions[0]).toHaveAttribute('href', '/boats/2019111153');
    expect(boatOptions[1]).toHaveTextContent('34,3 m');
    expect(boatOptions[1]).toHaveTextContent('–');
    const ownerGroup = within(listbox).getByRole('group', { name: 'Fiskefirma' });
    const ownerOption = within(ownerGroup).getByRole('option');
    expect(ownerOption).toHaveTextContent('HAVFISK AS');
    expect(ownerOption).toHaveAttribute('href', '/owner/912345678');
  });

  it('falls back to GET /api/search/{kind}/{results}/{page} when the POST fails', async () => {
    handler = (url, init) =>
      init?.method === 'POST' ? { status: 500, body: { error: {} } } : answer(url, init);
    render(<SearchBox />);
    type('Hav Ø');
    await settle();
    const urls = fetchMock.mock.calls.map(([url]) => url);
    expect(urls).toEqual(
      expect.arrayContaining([
        '/api/search/boats/10/1?search=Hav%20%C3%98',
        '/api/search/owners/10/1?search=Hav%20%C3%98',
      ]),
    );
    expect(screen.getAllByRole('option')).toHaveLength(3);
  });

  it('empties the lists when the text gets too short', async () => {
    render(<SearchBox />);
    type('havb');
    await settle();
    expect(screen.getAllByRole('option')).toHaveLength(3);
    type('ha');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryAllByRole('option', { hidden: true })).toHaveLength(0);
  });

  it('moves with the arrow keys and opens the active option with Enter', async () => {
    render(<SearchBox />);
    type('havb');
    await settle();
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    const options = screen.getAllByRole('option');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(input()).toHaveAttribute('aria-activedescendant', options[1].id);
    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    // Up from the first option wraps to the last (the owner).
    expect(screen.getAllByRole('option')[2]).toHaveAttribute('aria-selected', 'true');
    fireEvent.submit(screen.getByRole('search'));
    expect(push).toHaveBeenCalledWith('/owner/912345678');
    expect(input()).toHaveValue('');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
  });

  it('goes to /search/{term} on Enter without a chosen option, and clears the box', async () => {
    render(<SearchBox />);
    type('  havbris n ');
    fireEvent.submit(screen.getByRole('search'));
    expect(push).toHaveBeenCalledWith('/search/havbris%20n');
    expect(input()).toHaveValue('');
    // The pending quick search is dropped with the text.
    await settle(1000);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('closes on Escape and on a click outside, and opens again on focus', async () => {
    render(
      <>
        <SearchBox />
        <p>utenfor</p>
      </>,
    );
    type('havb');
    await settle();
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    fireEvent.focus(input());
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    fireEvent.pointerDown(screen.getByText('utenfor'));
    expect(input()).toHaveAttribute('aria-expanded', 'false');
  });

  it('answers a term asked again within a minute from memory', async () => {
    render(<SearchBox />);
    type('havb');
    await settle();
    type('havbr');
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(4);
    type('havb');
    await settle();
    expect(screen.getAllByRole('option')).toHaveLength(3);
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('aborts the request of an older term', async () => {
    const signals: AbortSignal[] = [];
    handler = (url, init) => {
      if (init?.signal) signals.push(init.signal);
      return answer(url, init);
    };
    render(<SearchBox />);
    type('havb');
    await act(async () => {
      jest.advanceTimersByTime(200);
    });
    type('havbr');
    expect(signals.length).toBeGreaterThan(0);
    expect(signals.every((signal) => signal.aborted)).toBe(true);
  });
});

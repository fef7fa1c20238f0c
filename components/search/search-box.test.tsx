/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { SearchBox } from './search-box';

const push = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push, replace: jest.fn(), prefetch: jest.fn(), back: jest.fn() }),
  usePathname: () => '/',
}));

const hit = (id: string, label: string, detail: string | null, href: string, more = {}) => ({
  id,
  label,
  detail,
  href,
  match: 'prefix',
  length: null,
  lastLandingDate: null,
  ...more,
});

const boats = [
  hit('2019111153', 'HAVBRIS', 'N-45-B', '/boats/2019111153', {
    length: 11.9,
    lastLandingDate: '2025-12-18',
  }),
  hit('2019111154', 'HAVØRN', 'TR-346-ND', '/boats/2019111154', { length: 34.25 }),
];
const owners = [hit('912345678', 'HAVFISK AS', 'BODØ', '/owner/912345678')];
const stations = [hit('14070', 'HAVSILD INDUSTRIER ÅLESUND', 'ÅLESUND', '/mottak/14070')];

const group = (kind: string, title: string, hits: unknown[], total = hits.length) => ({
  kind,
  title,
  total,
  hits,
});

function groupsFor(term: string) {
  if (term.startsWith('zz')) return [];
  return [
    group('boats', 'Båter', boats),
    group('owners', 'Fiskefirma', owners),
    group('buyers', 'Kjøpere', []),
    group('stations', 'Mottaksstasjoner', stations, 14),
  ];
}

type Handler = (url: string, init?: RequestInit) => { status: number; body: unknown };

let handler: Handler;
const fetchMock = jest.fn(async (url: string, init?: RequestInit) => {
  const { status, body } = handler(url, init);
  // jsdom has no Response: the part of it the search box reads.
  return { ok: status >= 200 && status < 300, status, json: async () => body, headers: new Map() };
});

function answer(url: string, init?: RequestInit) {
  const term = url.startsWith('/api/search/')
    ? new URL(url, 'http://x').searchParams.get('search')!
    : (JSON.parse(String(init?.body)) as { term: string }).term;
  return { status: 200, body: { term, groups: groupsFor(term) } };
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

  it('searches once, 200 ms after typing stops, with one POST /api/search for every group', async () => {
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
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [[url, init]] = fetchMock.mock.calls;
    expect(url).toBe('/api/search');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ search: 'all', term: 'havb', results: 10, page: 1 });
  });

  it('shows a group per kind with hits: Båter with Navn, Lengde and Siste Landing, Fiskefirma, Mottaksstasjoner', async () => {
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
    const stationGroup = within(listbox).getByRole('group', { name: 'Mottaksstasjoner' });
    expect(stationGroup).toHaveTextContent('14 treff');
    expect(within(stationGroup).getByRole('option')).toHaveAttribute('href', '/mottak/14070');
    // A group without hits is left out.
    expect(within(listbox).queryByRole('group', { name: 'Kjøpere' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Alle treff for «havb»' })).toHaveAttribute(
      'href',
      '/search/havb',
    );
  });

  it('says «Ingen treff på …» when nothing matches, instead of closing without a word', async () => {
    render(<SearchBox />);
    type('zzq');
    await settle();
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Ingen treff på «zzq»');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('says so when the server refuses for too many searches, without asking again by GET', async () => {
    handler = () => ({ status: 429, body: { error: { code: 'rate_limited', message: 'For mange' } } });
    render(<SearchBox />);
    type('havb');
    await settle();
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('For mange søk – prøv igjen om litt');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('falls back to GET /api/search/{kind}/{results}/{page} when the POST fails', async () => {
    handler = (url, init) =>
      init?.method === 'POST' ? { status: 500, body: { error: {} } } : answer(url, init);
    render(<SearchBox />);
    type('Hav Ø');
    await settle();
    const urls = fetchMock.mock.calls.map(([url]) => url);
    expect(urls).toEqual(['/api/search', '/api/search/all/10/1?search=Hav%20%C3%98']);
    expect(screen.getAllByRole('option')).toHaveLength(4);
  });

  it('empties the lists when the text gets too short', async () => {
    render(<SearchBox />);
    type('havb');
    await settle();
    expect(screen.getAllByRole('option')).toHaveLength(4);
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
    // Up from the first option wraps to the last (the station), across the groups.
    expect(screen.getAllByRole('option')[3]).toHaveAttribute('aria-selected', 'true');
    fireEvent.submit(screen.getByRole('search'));
    expect(push).toHaveBeenCalledWith('/mottak/14070');
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
    expect(fetchMock).toHaveBeenCalledTimes(2);
    type('havb');
    await settle();
    expect(screen.getAllByRole('option')).toHaveLength(4);
    expect(fetchMock).toHaveBeenCalledTimes(2);
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

import {
  DEFAULT_LATEST_LANDINGS,
  DEFAULT_TOP_LANDINGS,
  effectiveSort,
  latestLandingsHref,
  orderByOf,
  parseLatestLandingsParams,
  parseTopLandingsParams,
  serializeLatestLandingsState,
  serializeTopLandingsState,
  stateFromLandingQuery,
  toggleFilterValue,
  toLandingQueryInput,
  topLandingsHref,
  toRequestBody,
  type TopLandingsState,
} from '.';
import { periodOnlyLandingQuery } from '@/tests/helpers/landing-query';

const parse = (query: string) => parseTopLandingsParams(new URLSearchParams(query));

describe('top landings: parsing the URL', () => {
  it('gives the defaults for an empty query', () => {
    expect(parse('')).toEqual(DEFAULT_TOP_LANDINGS);
    expect(topLandingsHref(parse(''))).toBe('/topoffloads');
  });

  it('reads every parameter', () => {
    const state = parse(
      'rows=species&period=month&from=2025-01-01&to=2025-03-31&gear=3,5&fish=1022&northsouth=Nord+for+62°N' +
        '&pivots=fish:1022,fishingGear:5&measure=fish:1022&sort=name:asc&count=50&page=3',
    );
    expect(state).toEqual<TopLandingsState>({
      filters: { FishingGear: ['3', '5'], Fish: ['1022'], northOrSouth: ['Nord for 62°N'] },
      from: '2025-01-01',
      to: '2025-03-31',
      rows: 'species',
      period: 'month',
      pivots: ['fish:1022', 'fishingGear:5'],
      measure: 'fish:1022',
      sort: { key: 'name', direction: 'asc' },
      page: 3,
      count: 50,
    });
  });

  it('accepts repeated parameters, as a GET form submits checkboxes', () => {
    expect(parse('gear=3&gear=5&gear=3').filters).toEqual({ FishingGear: ['3', '5'] });
  });

  it('reads the object Next passes to a page', () => {
    const state = parseTopLandingsParams({ gear: ['3', '5'], rows: 'fisher', page: '2', ignored: undefined });
    expect(state.filters).toEqual({ FishingGear: ['3', '5'] });
    expect(state.rows).toBe('fisher');
    expect(state.page).toBe(2);
  });

  it('drops what it cannot use instead of failing', () => {
    const state = parse(
      'rows=ships&period=fortnight&from=2025-02-30&to=tomorrow&page=0&count=-5&sort=colour:desc' +
        '&measure=fish:9999&pivots=drop table,fish:1022&gear=<script>',
    );
    expect(state).toEqual({ ...DEFAULT_TOP_LANDINGS, pivots: ['fish:1022'] });
  });

  it('swaps dates given the wrong way round', () => {
    const state = parse('from=2025-12-31&to=2025-01-01');
    expect([state.from, state.to]).toEqual(['2025-01-01', '2025-12-31']);
  });

  it('caps the page size at the landing query maximum', () => {
    expect(parse('count=100000').count).toBe(500);
  });

  it('takes a sort by a pivot only when that pivot is a column', () => {
    expect(parse('pivots=fish:1022&sort=pivot:fish:1022:asc').sort).toEqual({
      key: 'pivot:fish:1022',
      direction: 'asc',
    });
    expect(parse('sort=pivot:fish:1022:asc').sort).toBeNull();
  });

  it('gives a bare sort key its natural direction', () => {
    expect(parse('sort=name').sort).toEqual({ key: 'name', direction: 'asc' });
    expect(parse('sort=value').sort).toEqual({ key: 'value', direction: 'desc' });
  });
});

describe('top landings: writing the URL', () => {
  it('leaves defaults out and writes lists readably', () => {
    const state: TopLandingsState = {
      ...DEFAULT_TOP_LANDINGS,
      rows: 'buyer',
      filters: { FishingGear: ['3', '5'], northOrSouth: ['Sør for 62°N'] },
      pivots: ['fish:1022'],
      sort: { key: 'pivot:fish:1022', direction: 'desc' },
      page: 2,
    };
    expect(serializeTopLandingsState(state)).toBe(
      'rows=buyer&gear=3,5&northsouth=S%C3%B8r+for+62%C2%B0N&pivots=fish:1022&sort=pivot:fish:1022:desc&page=2',
    );
  });

  it('round-trips: parse(serialise(state)) is the state', () => {
    const state = parse(
      'rows=station&period=week&from=2024-06-01&to=2024-08-31&preservation=2,9&length=1&municipality=1804' +
        '&pivots=fish:1022,fish:1027&measure=value&sort=date:asc&count=100&page=4&boat=2019111153',
    );
    expect(parse(serializeTopLandingsState(state))).toEqual(state);
  });

  it('can leave paging out (the CSV link)', () => {
    const state = parse('gear=3&page=4&count=50');
    expect(serializeTopLandingsState(state, { paging: false })).toBe('gear=3');
  });
});

describe('top landings: the landing query', () => {
  it('sorts by the measure shown unless told otherwise', () => {
    expect(effectiveSort(parse(''))).toEqual({ key: 'weight', direction: 'desc' });
    expect(effectiveSort(parse('measure=value'))).toEqual({ key: 'value', direction: 'desc' });
    expect(effectiveSort(parse('pivots=fish:1022&measure=fish:1022'))).toEqual({
      key: 'pivot:fish:1022',
      direction: 'desc',
    });
  });

  it('maps table sort keys to the OrderBy syntax', () => {
    expect(orderByOf({ key: 'weight', direction: 'desc' })).toBe('TotalWeight desc');
    expect(orderByOf({ key: 'value', direction: 'asc' })).toBe('Price asc');
    expect(orderByOf({ key: 'date', direction: 'desc' })).toBe('LastLandingDate desc');
    expect(orderByOf({ key: 'name', direction: 'asc' })).toBe('Title asc');
    expect(orderByOf({ key: 'pivot:fish:1022', direction: 'desc' })).toBe('Pivot:fish:1022 desc');
  });

  it('builds the query the API takes', () => {
    expect(
      toLandingQueryInput(parse('rows=fisher&from=2025-01-01&to=2025-01-31&gear=3&pivots=fish:1022&page=2')),
    ).toEqual({
      FishingGear: ['3'],
      FromDate: '2025-01-01',
      ToDate: '2025-01-31',
      PageNo: 2,
      Count: 20,
      OffloadGrouping: 'Fisker ID',
      OffloadGroupingDate: 'none',
      OrderBy: 'TotalWeight desc',
      XPivots: ['fish:1022'],
    });
  });

  it('leaves the dates out when the URL has none (the API then uses the latest full year)', () => {
    const input = toLandingQueryInput(parse(''));
    expect(input).not.toHaveProperty('FromDate');
    expect(input).not.toHaveProperty('ToDate');
  });

  it('sends lists comma-joined, drops empty lists and sends integers (spec section 5)', () => {
    expect(
      toRequestBody({
        Fish: ['1022', '1027'],
        FishingGear: [],
        XPivots: [],
        PageNo: 2.0,
        Count: 20,
        OrderBy: 'Title asc',
      }),
    ).toEqual({ Fish: '1022,1027', PageNo: 2, Count: 20, OrderBy: 'Title asc' });
  });
});

describe('filters', () => {
  it('adds values sorted and removes empty lists', () => {
    let filters = toggleFilterValue({}, 'FishingGear', '5', true);
    filters = toggleFilterValue(filters, 'FishingGear', '3', true);
    expect(filters).toEqual({ FishingGear: ['3', '5'] });
    filters = toggleFilterValue(filters, 'FishingGear', '3', false);
    filters = toggleFilterValue(filters, 'FishingGear', '5', false);
    expect(filters).toEqual({});
  });

  it('sorts codes numerically', () => {
    expect(toggleFilterValue({ LandingState: ['9'] }, 'LandingState', '10', true)).toEqual({
      LandingState: ['9', '10'],
    });
  });
});

describe('latest landings', () => {
  it('reads filters, period and paging, and nothing else', () => {
    const state = parseLatestLandingsParams(
      new URLSearchParams('fish=1022&from=2025-01-01&page=2&rows=species'),
    );
    expect(state).toEqual({ filters: { Fish: ['1022'] }, from: '2025-01-01', page: 2, count: 20 });
    expect(serializeLatestLandingsState(state)).toBe('from=2025-01-01&fish=1022&page=2');
  });

  it('has a short URL for the defaults and caps the page size', () => {
    expect(latestLandingsHref(DEFAULT_LATEST_LANDINGS)).toBe('/offloads');
    expect(parseLatestLandingsParams(new URLSearchParams('count=1000')).count).toBe(100);
  });
});

describe('a saved (normalised) query as page state', () => {
  it('gives back the state it was saved from', () => {
    const state = parse(
      'rows=fisher&from=2025-01-01&to=2025-06-30&gear=3&pivots=fish:1022&measure=fish:1022&sort=name:asc&page=2',
    );
    const input = toLandingQueryInput(state);
    const saved = {
      ...input,
      FromDate: input.FromDate!,
      ToDate: input.ToDate!,
      PageNo: input.PageNo!,
      Count: input.Count!,
      OffloadGrouping: input.OffloadGrouping!,
      OffloadGroupingDate: input.OffloadGroupingDate!,
      OrderBy: input.OrderBy!,
      XPivots: input.XPivots!,
    };
    expect(stateFromLandingQuery(saved, 'fish:1022')).toEqual(state);
  });

  it('knows the default sort and ignores a measure that is not a column', () => {
    const state = stateFromLandingQuery(
      periodOnlyLandingQuery({ FromDate: '2025-01-01', ToDate: '2025-12-31' }),
      'fish:1022',
    );
    expect(state.sort).toBeNull();
    expect(state.measure).toBe('weight');
    expect(topLandingsHref(state)).toBe('/topoffloads?from=2025-01-01&to=2025-12-31');
  });
});

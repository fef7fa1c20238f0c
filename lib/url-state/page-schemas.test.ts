import {
  firmDirectoryHref,
  parseFirmDirectory,
  parseFrontPageParams,
  parseLatestLandingsParams,
  parseSearchResultsParams,
  parseTopLandingsParams,
  searchResultsHref,
  withParams,
} from '.';

describe('every page reads its URL with one schema and never fails on it', () => {
  it('reads the firm directory and writes it back without defaults', () => {
    const owners = parseFirmDirectory(
      new URLSearchParams('vis=rederier&q=+Nordlys+&personer=1&year=2024&page=3'),
    );
    expect(owners).toEqual({ tab: 'rederier', q: 'Nordlys', persons: true, year: 2024, page: 3 });
    expect(firmDirectoryHref(owners, { page: 1 })).toBe('/firm?vis=rederier&q=Nordlys&personer=1&year=2024');
    // The buyers' tab has no name filter: a stray q stays out of its links and its CSV.
    const buyers = parseFirmDirectory({ q: 'Nordlys', year: '2024' });
    expect(firmDirectoryHref(buyers, {}, '/firm/csv')).toBe('/firm/csv?year=2024');
    expect(parseFirmDirectory({ vis: 'alle', page: '0', year: '1066', personer: 'ja' })).toEqual({
      tab: 'kjopere',
      page: 1,
      year: undefined,
      q: undefined,
      persons: false,
    });
  });

  it('pages every search result group separately', () => {
    const pages = parseSearchResultsParams({ boatpage: '2', ownerpage: 'x', stationpage: '3' });
    expect(pages).toEqual({
      boatpage: 2,
      ownerpage: 1,
      buyerpage: 1,
      stationpage: 3,
      speciespage: 1,
      municipalitypage: 1,
    });
    expect(searchResultsHref('Hav ørn', { ...pages, stationpage: 1, ownerpage: 4 })).toBe(
      '/search/Hav%20%C3%B8rn?boatpage=2&ownerpage=4',
    );
    expect(searchResultsHref('Torsk', { boatpage: 1, ownerpage: 1 })).toBe('/search/Torsk');
  });

  it('reads the front page toggles', () => {
    expect(parseFrontPageParams({ period: 'YEAR', preservation: 'frozen' })).toEqual({
      period: 'year',
      preservation: 'frozen',
    });
    expect(parseFrontPageParams({ period: ['decade'], preservation: [] })).toEqual({
      period: 'month',
      preservation: 'all',
    });
  });

  it('takes the landing query aliases for the row period, and swaps a reversed period on /offloads', () => {
    expect(parseTopLandingsParams(new URLSearchParams('period=uke')).period).toBe('week');
    expect(parseLatestLandingsParams({ from: '2025-06-30', to: '2025-06-01' })).toMatchObject({
      from: '2025-06-01',
      to: '2025-06-30',
    });
  });

  it('writes links with sorts and lists readable', () => {
    expect(withParams('/boats', { sort: 'name:asc', gear: '3,5' })).toBe('/boats?sort=name:asc&gear=3,5');
  });
});

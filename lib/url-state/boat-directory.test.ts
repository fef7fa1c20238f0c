import { boatDirectoryHref, isFiltered, parseBoatDirectory, sortDirection, sortHref } from '.';
import { pageWindow } from '@/components/ui/pagination';
import { withParams } from './params';

describe('the boat directory in the URL', () => {
  it('defaults to the heaviest boats first, page 1, no filters', () => {
    expect(parseBoatDirectory({})).toEqual({
      page: 1,
      sort: 'weight',
      order: 'desc',
      gear: undefined,
      length: undefined,
      county: undefined,
      q: undefined,
      year: undefined,
    });
    expect(boatDirectoryHref(parseBoatDirectory({}))).toBe('/boats');
  });

  it('reads valid filters and drops invalid ones', () => {
    const state = parseBoatDirectory({
      page: '3',
      sort: 'name',
      gear: '5',
      length: '9',
      county: '18',
      q: '  Torsken ',
      year: '2024',
    });
    expect(state).toMatchObject({
      page: 3,
      sort: 'name',
      order: 'asc',
      gear: '5',
      length: undefined,
      county: '18',
      q: 'Torsken',
      year: 2024,
    });
    expect(parseBoatDirectory({ sort: 'drop table', page: '-1', gear: "1' or 1=1" })).toMatchObject({
      sort: 'weight',
      page: 1,
      gear: undefined,
    });
    expect(isFiltered(state)).toBe(true);
    expect(isFiltered(parseBoatDirectory({ page: '2' }))).toBe(false);
  });

  it('sorts by a column in its natural order, and flips it on a second click', () => {
    const byWeight = parseBoatDirectory({ gear: '2', page: '4' });
    expect(sortHref(byWeight, 'name')).toBe('/boats?gear=2&sort=name:asc');
    expect(sortHref(byWeight, 'weight')).toBe('/boats?gear=2&sort=weight:asc');
    const byName = parseBoatDirectory({ sort: 'name' });
    expect(sortHref(byName, 'name')).toBe('/boats?sort=name:desc');
    expect(sortDirection(byName, 'name')).toBe('ascending');
    expect(sortDirection(byName, 'length')).toBeNull();
  });

  it('keeps filters and sort when paging', () => {
    const state = parseBoatDirectory({ county: '56', sort: 'length', q: 'ø' });
    expect(boatDirectoryHref(state, { page: 2 })).toBe('/boats?q=%C3%B8&county=56&sort=length:desc&page=2');
  });

  it('writes the sort as every table does, and still reads the old sort=…&order=… links', () => {
    const fromNewLink = parseBoatDirectory(new URLSearchParams('sort=lastLanding:asc&gear=3'));
    expect(fromNewLink).toMatchObject({ sort: 'lastLanding', order: 'asc', gear: '3' });
    expect(parseBoatDirectory(new URLSearchParams('sort=name&order=desc'))).toMatchObject({
      sort: 'name',
      order: 'desc',
    });
    // The old form of "heaviest last" had no sort parameter at all.
    expect(parseBoatDirectory(new URLSearchParams('order=asc'))).toMatchObject({
      sort: 'weight',
      order: 'asc',
    });
    // An old link comes back in the one form.
    expect(boatDirectoryHref(parseBoatDirectory({ sort: 'length', order: 'asc' }))).toBe(
      '/boats?sort=length:asc',
    );
    expect(boatDirectoryHref(parseBoatDirectory({ sort: 'weight', order: 'desc' }))).toBe('/boats');
  });
});

describe('paging and links', () => {
  it('links the first, the last and the pages around the current one', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(10, 20)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
    expect(pageWindow(20, 20)).toEqual([1, 'gap', 18, 19, 20]);
  });

  it('builds query strings without empty values', () => {
    expect(withParams('/x', { a: 1, b: '', c: null, d: undefined, e: 'æ ø' })).toBe('/x?a=1&e=%C3%A6+%C3%B8');
    expect(withParams('/x', {})).toBe('/x');
  });
});

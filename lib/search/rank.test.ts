import { allowedTypos, prefixEditDistance } from './edit-distance';
import { searchEntryHref, type SearchKind } from './kinds';
import { compactSearchText, normalizeSearchText } from './normalize';
import { prepareIndex, prepareTerm, rankEntries, type SearchEntry } from './rank';

function entry(kind: SearchKind, id: string, name: string, more: Partial<SearchEntry> = {}): SearchEntry {
  return {
    kind,
    id,
    label: name,
    detail: null,
    href: searchEntryHref(kind, id),
    nameKey: normalizeSearchText(name),
    altKeys: [],
    altLabels: [],
    codes: [compactSearchText(id)],
    linkedCodes: [],
    weight: 0,
    lastActive: null,
    registrationMark: null,
    length: null,
    homeKey: null,
    homeLabel: null,
    ...more,
  };
}

const INDEX = prepareIndex([
  entry('buyers', '1001', 'HAVSILD INDUSTRIER AS', { weight: 900 }),
  entry('buyers', '1002', 'NORDSJØ PELAGIC AS', { weight: 800 }),
  entry('buyers', '1003', 'SØRHAVSILD AS', { weight: 10 }),
  entry('buyers', '1004', 'MAKRELLKYSTEN AS', { weight: 700 }),
  entry('stations', '14070', 'HAVSILD INDUSTRIER ÅLESUND', { weight: 500 }),
  entry('stations', '14071', 'HAVSILD INDUSTRIER SVELGEN', { weight: 600 }),
  entry('stations', '99123', 'Mottak 99123', { altKeys: [normalizeSearchText('MAKRELLKYSTEN AS')] }),
  entry('species', '1022', 'Torsk', { weight: 5000 }),
  entry('species', '1032', 'Nordøstarktisk torsk', { weight: 100 }),
  entry('species', '1038', 'Kysttorsk', { weight: 200 }),
  entry('species', '061101', 'Norsk vårgytende sild', { weight: 9000 }),
  entry('municipalities', '1508', 'Ålesund', { weight: 300 }),
  entry('municipalities', '5501', 'Tromsø', { weight: 400 }),
  entry('boats', '2001', 'ÆRØY', {
    codes: ['M0012AE', 'M12AE', 'LK2345', '2001'],
    linkedCodes: ['987654321'],
    altKeys: [normalizeSearchText('GAMLE ØRNEN')],
    altLabels: ['GAMLE ØRNEN'],
    lastActive: '2025-03-01',
  }),
  entry('boats', '2002', 'HAVSULA', {
    codes: ['N0045B', 'N45B', 'LM4512', '2002'],
    lastActive: '2025-06-01',
    homeKey: normalizeSearchText('ÅLESUND'),
    homeLabel: 'Ålesund',
  }),
  entry('owners', '987654321', 'ÆRØY FISKE AS', { linkedCodes: ['M0012AE', 'M12AE', 'LK2345'] }),
]);

const found = (term: string, kind: SearchKind) =>
  rankEntries(INDEX, term)
    [kind].take(0, 100)
    .map((hit) => `${hit.entry.id}:${hit.match}`);

describe('normalizeSearchText', () => {
  it('upper-cases and folds Å to A, Ø and Ö to O, as the spec says', () => {
    expect(normalizeSearchText('  skårbas ')).toBe('SKARBAS');
    expect(normalizeSearchText('asbjørn   selsbane')).toBe('ASBJORN SELSBANE');
    expect(normalizeSearchText('Nöringen')).toBe('NORINGEN');
  });

  it('folds Æ to AE and accents away, so a reader without æøå on the keyboard finds the name', () => {
    expect(normalizeSearchText('Ærøy')).toBe('AEROY');
    expect(normalizeSearchText('ÆRØY')).toBe(normalizeSearchText('aeroy'));
    expect(normalizeSearchText('Café Müller')).toBe('CAFE MULLER');
  });

  it('turns punctuation into word breaks and joins words an apostrophe splits', () => {
    expect(normalizeSearchText('H.P. HANSEN & SØNN-FISK')).toBe('H P HANSEN SONN FISK');
    expect(normalizeSearchText("O'Neill")).toBe('ONEILL');
    expect(compactSearchText('n-45-b')).toBe('N45B');
  });
});

describe('prefixEditDistance', () => {
  it('counts one substitution, insertion, deletion or swap as one edit', () => {
    expect(prefixEditDistance('HAWSILD', 'HAVSILD', 1)).toBe(1);
    expect(prefixEditDistance('HAVSLD', 'HAVSILD', 1)).toBe(1);
    expect(prefixEditDistance('HAVSSILD', 'HAVSILD', 1)).toBe(1);
    expect(prefixEditDistance('HVASILD', 'HAVSILD', 1)).toBe(1);
    expect(prefixEditDistance('HAVSILD', 'HAVSILD', 1)).toBe(0);
  });

  it('measures against the start of a longer word, and gives max + 1 when further', () => {
    expect(prefixEditDistance('MAKRELKYST', 'MAKRELLKYSTEN', 2)).toBe(1);
    expect(prefixEditDistance('TORSK', 'TOBIS', 1)).toBe(2);
    expect(prefixEditDistance('KVEITE', 'AB', 1)).toBe(2);
  });

  it('allows one typo from 4 letters and two from 8', () => {
    expect([3, 4, 7, 8, 12].map(allowedTypos)).toEqual([0, 1, 1, 2, 2]);
  });
});

describe('rankEntries', () => {
  it('finds firms and their stations by part of the name, the heaviest first within a tier', () => {
    expect(found('havsild', 'buyers')).toEqual(['1001:prefix', '1003:contains']);
    expect(found('havsild', 'stations')).toEqual(['14071:prefix', '14070:prefix']);
    expect(found('industrier ålesund', 'stations')).toEqual(['14070:word']);
  });

  it('ranks exact, then prefix, then a later word, then anywhere', () => {
    expect(found('torsk', 'species')).toEqual(['1022:exact', '1032:word', '1038:contains']);
  });

  it('matches every typed word at the start of a word, in any order', () => {
    expect(found('svelgen havsild', 'stations')).toEqual(['14071:contains']);
  });

  it('tolerates one typo from 4 letters and two from 8, ranked after real matches', () => {
    // A typo is matched at the start of a word, not inside one (SØRHAVSILD).
    expect(found('hawsild', 'buyers')).toEqual(['1001:typo']);
    expect(found('makrelkysten', 'buyers')).toEqual(['1004:typo']);
    expect(found('makkrelkysten', 'buyers')).toEqual(['1004:typo']);
    expect(found('trosk', 'species')).toContain('1022:typo');
    // Three letters get no typo budget; two typos in a short word are too many.
    expect(found('tosk', 'species')).toEqual(['1022:typo', '1032:typo']);
    expect(found('tsk', 'species')).toEqual([]);
    expect(found('tarsc', 'species')).toEqual([]);
  });

  it('forgives a typo only when nothing matches better: a cod search is no herring’s', () => {
    // «torsk» is one edit from «norsk», but Torsk itself is found.
    expect(found('torsk', 'species')).toEqual(['1022:exact', '1032:word', '1038:contains']);
    for (const kind of ['boats', 'buyers', 'stations', 'owners', 'municipalities'] as const)
      expect(found('torsk', kind).filter((hit) => hit.endsWith(':typo'))).toEqual([]);
    // Asked for one kind, the same rule: typos elsewhere do not come back.
    expect(rankEntries(INDEX, 'torsk', 'species').species.total).toBe(3);
    // With nothing better anywhere, the typo is offered.
    expect(found('trosk', 'species')).toContain('1022:typo');
  });

  it('says when a boat was found by a former name or by its home municipality', () => {
    const [former] = rankEntries(INDEX, 'gamle ørnen').boats.take(0, 1);
    expect(former.via).toEqual({ kind: 'former-name', name: 'GAMLE ØRNEN' });
    const [byName] = rankEntries(INDEX, 'ærøy').boats.take(0, 1);
    expect(byName.via).toBeNull();
    // The municipality's full name lists its boats, after boats named so; a part of it does not.
    expect(found('ålesund', 'boats')).toEqual(['2002:contains']);
    expect(rankEntries(INDEX, 'Ålesund').boats.take(0, 1)[0].via).toEqual({ kind: 'home', name: 'Ålesund' });
    expect(found('ålesu', 'boats')).toEqual([]);
  });

  it('finds Norwegian letters however they are typed', () => {
    for (const term of ['ålesund', 'ALESUND', 'Aalesund'])
      expect(found(term, 'municipalities')[0]).toMatch(/^1508:/);
    for (const term of ['tromsø', 'tromso', 'TROMSÖ'])
      expect(found(term, 'municipalities')).toEqual(['5501:exact']);
    for (const term of ['ærøy', 'AEROY', 'aerøy']) expect(found(term, 'boats')).toEqual(['2001:exact']);
  });

  it('finds a station by number and a boat by mark, call sign and former name', () => {
    expect(found('14070', 'stations')).toEqual(['14070:exact']);
    expect(found('140', 'stations')).toEqual(['14071:prefix', '14070:prefix']);
    expect(found('n-45-b', 'boats')).toEqual(['2002:exact']);
    expect(found('lk2345', 'boats')).toEqual(['2001:exact']);
    expect(found('45B', 'boats')).toEqual(['2002:contains']);
    expect(found('gamle ørnen', 'boats')).toEqual(['2001:prefix']);
  });

  it('finds an owner by a boat it owns, and a boat by its owner’s number, one step lower', () => {
    expect(found('LK2345', 'owners')).toEqual(['987654321:prefix']);
    expect(found('987654321', 'boats')).toEqual(['2001:prefix']);
    expect(found('987654321', 'owners')).toEqual(['987654321:exact']);
  });

  it('finds an unnamed station by its firm’s name, one step lower', () => {
    expect(found('makrellkysten', 'stations')).toEqual(['99123:word']);
  });

  it('gives nothing for fewer than 3 characters or text that matches nothing', () => {
    expect(prepareTerm(' a. ')).toBeNull();
    const none = rankEntries(INDEX, 'xq');
    expect(Object.values(none).every((hits) => hits.total === 0)).toBe(true);
    const nothing = rankEntries(INDEX, 'qqqqqqqq');
    expect(Object.values(nothing).every((hits) => hits.total === 0)).toBe(true);
  });

  it('stays bounded for a long text', () => {
    const started = performance.now();
    rankEntries(INDEX, 'havsild '.repeat(12));
    expect(performance.now() - started).toBeLessThan(200);
  });
});

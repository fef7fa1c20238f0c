import { displayRegistrationMark } from '@/lib/fiskeridir';
import { queryStore } from '@/lib/store/landing-store';
import { callRoute, postJson } from '@/tests/helpers/call-route';
import { POST as searchPost } from '@/app/api/search/route';
import { GET as searchGet } from '@/app/api/search/[kind]/[results]/[page]/route';
import { removeDir } from '@/tests/helpers/fiskeridir-samples';
import { buildGeneratedStore, useStore } from '@/tests/helpers/test-store';
import { uniqueBoat } from '@/tests/helpers/search-boats';
import {
  normalizeSearchTerm,
  searchBoats,
  searchBoatsPage,
  searchOwners,
  type BoatSearchResult,
  type OwnerSearchResult,
} from './search';

let dataDir: string;

beforeAll(async () => {
  dataDir = await buildGeneratedStore();
  useStore(dataDir);
});
afterAll(() => removeDir(dataDir));

describe('normalizeSearchTerm', () => {
  it('upper-cases and folds Å to A, Ø and Ö to O, and collapses white space', () => {
    expect(normalizeSearchTerm('  skårbas ')).toBe('SKARBAS');
    expect(normalizeSearchTerm('asbjørn   selsbane')).toBe('ASBJORN SELSBANE');
    expect(normalizeSearchTerm('Nöringen')).toBe('NORINGEN');
    expect(normalizeSearchTerm('ÆRØ')).toBe('AERO');
  });
});

describe('searchBoats', () => {
  it('finds a boat whose name has Ø or Å however the term spells it', async () => {
    const boat = await uniqueBoat("b.name similar to '.*[ØÅ].*'");
    const spellings = [
      boat.name,
      boat.name.toLowerCase(),
      boat.name.replace(/Ø/g, 'O').replace(/Å/g, 'A'),
      boat.name.replace(/Ø/g, 'Ö').replace(/Å/g, 'a').toLowerCase(),
    ];
    for (const term of spellings) {
      const [first] = await searchBoats(term, 10, 1);
      expect({ term, id: first?.ID }).toEqual({ term, id: boat.vessel_id });
    }
  });

  it('finds a boat by its registration mark in every usual form', async () => {
    const boat = await uniqueBoat();
    const display = displayRegistrationMark(boat.registration_mark);
    const forms = [
      boat.registration_mark,
      display,
      display.replace(/-/g, ''),
      display.replace(/-/g, ' ').toLowerCase(),
      boat.registration_mark.replace(/\s/g, ''),
    ];
    for (const form of forms) {
      const [first] = await searchBoats(form, 10, 1);
      expect({ form, id: first?.ID }).toEqual({ form, id: boat.vessel_id });
    }
  });

  it('finds a boat by call sign, Fartøy ID and its owner’s organisation number', async () => {
    const boat = await uniqueBoat("b.owner_id similar to '[0-9]{9}'");
    expect((await searchBoats(boat.radio_call_sign.toLowerCase(), 10, 1))[0]?.ID).toBe(boat.vessel_id);
    expect((await searchBoats(boat.vessel_id, 10, 1))[0]?.ID).toBe(boat.vessel_id);
    const byOwner = await searchBoats(boat.owner_id!, 100, 1);
    expect(byOwner.map((result) => result.ID)).toContain(boat.vessel_id);
  });

  it('answers with the spec’s fields, taken from the boats table', async () => {
    const boat = await uniqueBoat();
    const [first] = await searchBoats(boat.name, 1, 1);
    expect(first).toEqual<BoatSearchResult>({
      ID: boat.vessel_id,
      Name: boat.name,
      RegistrationID: boat.registration_mark,
      Length: boat.length,
      LastLandingDate: boat.last_landing,
    });
  });

  it('ranks exact before prefix before word start before anywhere, then the most landed', async () => {
    const rows = await queryStore<{ name: string; last_landing: string | null }>(
      `select name, strftime(last_landing, '%Y-%m-%d') as last_landing from boats where name is not null`,
    );
    const weights = new Map(
      (
        await queryStore<{ id: string; weight: number }>(
          `select id, weight from search_index where kind = 'boats'`,
        )
      ).map((row) => [row.id, row.weight]),
    );
    // A fragment that many names contain, letters only so that no mark or call sign matches it.
    const fragments = new Map<string, number>();
    for (const { name } of rows) {
      const key = normalizeSearchTerm(name);
      for (let i = 0; i + 3 <= key.length; i++) {
        const fragment = key.slice(i, i + 3);
        if (/^[A-Z]{3}$/.test(fragment)) fragments.set(fragment, (fragments.get(fragment) ?? 0) + 1);
      }
    }
    const [term] = [...fragments.entries()].sort((a, b) => b[1] - a[1])[0];
    const results = await searchBoats(term, 1000, 1);
    const tier = (name: string) => {
      const key = normalizeSearchTerm(name);
      if (key === term) return 0;
      if (key.startsWith(term)) return 1;
      if (key.includes(` ${term}`)) return 2;
      if (key.includes(term)) return 3;
      return 4; // a former name
    };
    const expectedCount = rows.filter(({ name }) => normalizeSearchTerm(name).includes(term)).length;
    expect(results.length).toBeGreaterThanOrEqual(expectedCount);
    for (let i = 1; i < results.length; i++) {
      const [a, b] = [results[i - 1], results[i]];
      if (tier(a.Name) === 4 || tier(b.Name) === 4) continue;
      expect(tier(a.Name)).toBeLessThanOrEqual(tier(b.Name));
      if (tier(a.Name) === tier(b.Name)) {
        expect(weights.get(a.ID)!).toBeGreaterThanOrEqual(weights.get(b.ID)!);
      }
    }
  });

  it('gives nothing for terms under three characters', async () => {
    expect(await searchBoats('ha', 10, 1)).toEqual([]);
    expect(await searchBoats('  a  ', 10, 1)).toEqual([]);
    expect(await searchBoats('', 10, 1)).toEqual([]);
  });

  it('pages through the ranked list', async () => {
    const four = await searchBoatsPage('BAS', 4, 1);
    const secondPage = await searchBoatsPage('BAS', 2, 2);
    expect(secondPage.total).toBe(four.total);
    expect(secondPage.results).toEqual(four.results.slice(2, 4));
  });

  it('answers a quick search in well under 20 ms (p95)', async () => {
    await searchBoats('warm', 10, 1);
    const terms = ['hav', 'bas', 'n-45-b', 'LK4', 'nor', 'sel', 'øy', 'TROMS', '9712', 'fisk'];
    const times: number[] = [];
    for (let i = 0; i < 200; i++) {
      const started = performance.now();
      await Promise.all([
        searchBoats(terms[i % terms.length], 10, 1),
        searchOwners(terms[i % terms.length], 10, 1),
      ]);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    expect(times[Math.floor(times.length * 0.95)]).toBeLessThan(20);
  });
});

describe('searchOwners', () => {
  it('finds an owner by name (Ø folded), by organisation number and by a boat it owns', async () => {
    const [owner] = await queryStore<{ owner_id: string; name: string }>(
      `select o.owner_id, o.name from owners o
       where o.name like '%Ø%' and o.owner_id similar to '[0-9]{9}'
         and (select count(*) from owners x where x.name = o.name) = 1
       order by o.owner_id limit 1`,
    );
    const expected: OwnerSearchResult = { EierID: owner.owner_id, Fartøyeier: owner.name };
    expect((await searchOwners(owner.name.replace(/Ø/g, 'o').toLowerCase(), 10, 1))[0]).toEqual(expected);
    expect((await searchOwners(owner.owner_id, 10, 1))[0]).toEqual(expected);
    expect(
      (await searchOwners(owner.owner_id.replace(/(\d{3})(\d{3})(\d{3})/, '$1 $2 $3'), 10, 1))[0],
    ).toEqual(expected);

    const boat = await uniqueBoat('b.owner_id is not null');
    const [ownerOfBoat] = await queryStore<{ name: string }>('select name from owners where owner_id = $1', [
      boat.owner_id,
    ]);
    const byMark = await searchOwners(displayRegistrationMark(boat.registration_mark), 10, 1);
    expect(byMark).toContainEqual({ EierID: boat.owner_id, Fartøyeier: ownerOfBoat.name });
  });

  it('gives nothing for terms under three characters', async () => {
    expect(await searchOwners('AS', 10, 1)).toEqual([]);
  });
});

describe('POST /api/search', () => {
  it('answers boats and owners with the total in X-Total-Count', async () => {
    const boat = await uniqueBoat();
    const boats = await callRoute<BoatSearchResult[]>(
      searchPost,
      '/api/search',
      {},
      postJson({ search: 'boats', term: boat.name, results: 10, page: 1 }),
    );
    expect(boats.status).toBe(200);
    expect(boats.body[0].ID).toBe(boat.vessel_id);
    expect(Number(boats.headers.get('x-total-count'))).toBeGreaterThanOrEqual(1);

    const owners = await callRoute<OwnerSearchResult[]>(
      searchPost,
      '/api/search',
      {},
      postJson({ search: 'owners', term: 'fisk', results: '5' }),
    );
    expect(owners.status).toBe(200);
    expect(owners.body.length).toBeLessThanOrEqual(5);
    expect(owners.body.every((owner) => 'EierID' in owner && 'Fartøyeier' in owner)).toBe(true);
  });

  it('uses the defaults (100 per page, page 1) and gives [] for a short term', async () => {
    const short = await callRoute(searchPost, '/api/search', {}, postJson({ search: 'boats', term: 'ha' }));
    expect(short).toMatchObject({ status: 200, body: [] });
    const page = await callRoute<unknown[]>(
      searchPost,
      '/api/search',
      {},
      postJson({ search: 'boats', term: 'aaa' }),
    );
    expect(page.status).toBe(200);
    expect(page.body.length).toBeLessThanOrEqual(100);
  });

  it('rejects bad input with 400 and the fields', async () => {
    const bad = await callRoute<{ error: { code: string; fields: Record<string, string> } }>(
      searchPost,
      '/api/search',
      {},
      postJson({ search: 'fish', term: 'hav', results: 0 }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('bad_request');
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['kropp.results', 'kropp.search']);

    const notJson = await callRoute(searchPost, '/api/search', {}, { method: 'POST', body: 'term=hav' });
    expect(notJson.status).toBe(400);
  });
});

describe('GET /api/search/{kind}/{results}/{page}', () => {
  it('answers like the POST', async () => {
    const boat = await uniqueBoat();
    const mark = displayRegistrationMark(boat.registration_mark);
    const answer = await callRoute<BoatSearchResult[]>(
      searchGet,
      `/api/search/boats/10/1?search=${encodeURIComponent(mark)}`,
      { kind: 'boats', results: '10', page: '1' },
    );
    expect(answer.status).toBe(200);
    expect(answer.body[0].ID).toBe(boat.vessel_id);
    expect(answer.headers.get('cache-control')).toContain('s-maxage');
    expect(answer.headers.get('etag')).toBeTruthy();
  });

  it('gives [] without a term and 400 for a bad kind or number', async () => {
    const empty = await callRoute(searchGet, '/api/search/owners/10/1', {
      kind: 'owners',
      results: '10',
      page: '1',
    });
    expect(empty).toMatchObject({ status: 200, body: [] });
    const bad = await callRoute<{ error: { fields: Record<string, string> } }>(
      searchGet,
      '/api/search/ships/ten/0?search=hav',
      { kind: 'ships', results: 'ten', page: '0' },
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['sti.kind', 'sti.page', 'sti.results']);
  });
});

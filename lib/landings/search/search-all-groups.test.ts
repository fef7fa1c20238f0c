import { slugOf } from '@/lib/seo/slug';
import { queryStore } from '@/lib/store/landing-store';
import { callRoute, postJson } from '@/tests/helpers/call-route';
import { POST as searchPost } from '@/app/api/search/route';
import { GET as searchGet } from '@/app/api/search/[kind]/[results]/[page]/route';
import { removeDir } from '@/tests/helpers/fiskeridir-samples';
import { buildGeneratedStore, useStore } from '@/tests/helpers/test-store';
import { uniqueBoat } from '@/tests/helpers/search-boats';
import { searchAllGroups, type QuickSearchAnswer } from './search';

let dataDir: string;

beforeAll(async () => {
  dataDir = await buildGeneratedStore();
  useStore(dataDir);
});
afterAll(() => removeDir(dataDir));

describe('searchAllGroups: one search over everything', () => {
  const group = (answer: QuickSearchAnswer, kind: string) => answer.groups.find((g) => g.kind === kind)!;

  it('finds the biggest buyer and its receiving stations by a word of the firm’s name, typed in lower case', async () => {
    const [buyer] = await queryStore<{ buyer_id: string; name: string }>(
      `select b.buyer_id, b.name from buyers b join buyer_years y on y.buyer_id = b.buyer_id
       where b.name is not null and exists (select 1 from stations s where s.buyer_id = b.buyer_id and s.name is not null)
       group by all order by sum(y.round_weight) desc limit 1`,
    );
    const word = buyer.name.split(/\s+/)[0].toLowerCase();
    const answer = await searchAllGroups(word);
    expect(group(answer, 'buyers').hits.map((hit) => hit.href)).toContain(`/firm/${buyer.buyer_id}`);
    const stations = await queryStore<{ station_id: string }>(
      'select station_id from stations where buyer_id = $1 and name is not null',
      [buyer.buyer_id],
    );
    const stationHrefs = group(answer, 'stations').hits.map((hit) => hit.href);
    expect(stations.some(({ station_id }) => stationHrefs.includes(`/mottak/${station_id}`))).toBe(true);

    // One letter wrong (a word of 4+ letters): still found, as a typo.
    const typo = `${word.slice(0, 2)}${word[2] === 'x' ? 'y' : 'x'}${word.slice(3)}`;
    const typoHit = group(await searchAllGroups(typo), 'buyers').hits.find(
      (hit) => hit.id === buyer.buyer_id,
    );
    expect(typoHit?.match).toBe('typo');
  });

  it('finds a station by its number, a species by name, a municipality however æøå are typed, a boat by call sign', async () => {
    const [station] = await queryStore<{ station_id: string }>(
      'select station_id from stations order by station_id limit 1',
    );
    const byNumber = group(await searchAllGroups(station.station_id), 'stations');
    expect(byNumber.hits[0]).toMatchObject({ id: station.station_id, match: 'exact' });

    const [species] = await queryStore<{ code: string; label: string }>(
      `select code, label from code_values where category = 'fish' and label is not null order by line_count desc limit 1`,
    );
    const speciesHits = group(await searchAllGroups(species.label.toLowerCase()), 'species').hits;
    expect(speciesHits[0]).toMatchObject({ id: species.code, href: `/art/${slugOf(species.label)}` });

    const [place] = await queryStore<{ code: string; name: string }>(
      `select code, name from municipalities where name similar to '.*[ÆØÅæøå].*' order by code limit 1`,
    );
    const folded = place.name.replace(/[Øø]/g, 'o').replace(/[Åå]/g, 'a').replace(/[Ææ]/g, 'ae');
    const placeHits = group(await searchAllGroups(folded), 'municipalities').hits;
    expect(placeHits.map((hit) => hit.href)).toContain(`/kommune/${slugOf(place.name)}`);

    const boat = await uniqueBoat();
    const boatHits = group(await searchAllGroups(boat.radio_call_sign.toLowerCase()), 'boats').hits;
    expect(boatHits[0]).toMatchObject({ id: boat.vessel_id, href: `/boats/${boat.vessel_id}` });
  });

  it('answers every group, at most 10 hits each, and zero everywhere for text that matches nothing', async () => {
    const answer = await searchAllGroups('fisk');
    expect(answer.groups.map((g) => g.kind).sort()).toEqual(
      ['boats', 'owners', 'buyers', 'stations', 'species', 'municipalities'].sort(),
    );
    // The group with the best match first; groups with no hit last.
    const order = ['exact', 'prefix', 'word', 'contains', 'typo'];
    const best = answer.groups.map((g) => (g.hits[0] ? order.indexOf(g.hits[0].match) : order.length));
    expect(best).toEqual([...best].sort((a, b) => a - b));
    for (const { hits, total } of answer.groups) {
      expect(hits.length).toBeLessThanOrEqual(10);
      expect(total).toBeGreaterThanOrEqual(hits.length);
    }
    const none = await searchAllGroups('qxzqxzqxz');
    expect(none.groups.every((g) => g.total === 0 && g.hits.length === 0)).toBe(true);
  });
});

describe('POST /api/search with search "all" and the new groups', () => {
  it('answers all groups in one request, and a page of one group with X-Total-Count', async () => {
    const all = await callRoute<QuickSearchAnswer>(
      searchPost,
      '/api/search',
      {},
      postJson({ search: 'all', term: 'fisk' }),
    );
    expect(all.status).toBe(200);
    expect(all.body.groups).toHaveLength(6);
    expect(all.body.groups.every((g) => g.hits.length <= 10)).toBe(true);

    const stations = await callRoute<unknown[]>(
      searchPost,
      '/api/search',
      {},
      postJson({ search: 'stations', term: 'fisk', results: 3 }),
    );
    expect(stations.status).toBe(200);
    expect(stations.body.length).toBeLessThanOrEqual(3);
    expect(Number(stations.headers.get('x-total-count'))).toBeGreaterThanOrEqual(stations.body.length);

    const viaGet = await callRoute<QuickSearchAnswer>(searchGet, '/api/search/all/10/1?search=fisk', {
      kind: 'all',
      results: '10',
      page: '1',
    });
    expect(viaGet.body).toEqual(all.body);
  });

  it('refuses a term over 100 characters with 400', async () => {
    const long = await callRoute<{ error: { fields: Record<string, string> } }>(
      searchPost,
      '/api/search',
      {},
      postJson({ search: 'all', term: 'a'.repeat(101) }),
    );
    expect(long.status).toBe(400);
    expect(Object.keys(long.body.error.fields)).toEqual(['kropp.term']);
  });
});

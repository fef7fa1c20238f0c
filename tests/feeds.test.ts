/** @jest-environment node */
import { XMLParser } from 'fast-xml-parser';
import { GET as boatFeed } from '@/app/(site)/boats/[id]/atom.xml/route';
import { GET as ownerFeed } from '@/app/(site)/owner/[id]/atom.xml/route';
import { GET as firmFeed } from '@/app/(site)/firm/[id]/atom.xml/route';
import { GET as stationFeed } from '@/app/(site)/mottak/[id]/atom.xml/route';
import { GET as speciesFeed } from '@/app/(site)/art/[slug]/atom.xml/route';
import { GET as municipalityFeed } from '@/app/(site)/kommune/[slug]/atom.xml/route';
import { GET as frontFeed } from '@/app/(site)/atom.xml/route';
import { queryStore } from '@/lib/store/landing-store';
import { clearQueryCache } from '@/lib/store/result-cache';
import { callRoute } from '@/tests/helpers/call-route';
import { busiestEntities, generatedStoreForFile, latestLandingYear } from '@/tests/helpers/test-store';

/**
 * Issue 54: the Atom feeds of every kind of page, on a generated store. Each feed lists the
 * newest notes of its subject, as SQL over the raw lines finds them, newest first, each once.
 */

type Entry = { id: string; title: string; updated: string; link: { '@_href': string } };
type Feed = {
  feed: { title: string; link: { '@_rel': string; '@_href': string }[]; entry?: Entry | Entry[] };
};

let subjects: Awaited<ReturnType<typeof busiestEntities>> & { species: string; municipality: string };

generatedStoreForFile(async () => {
  const year = await latestLandingYear();
  const [{ code: species }] = await queryStore<{ code: string }>(
    `select species_fdir_code as code from landing_lines group by 1 order by count(distinct doc_key) desc limit 1`,
  );
  const [{ code: municipality }] = await queryStore<{ code: string }>(
    `select landing_municipality_code as code from landing_lines group by 1 order by count(distinct doc_key) desc limit 1`,
  );
  subjects = { ...(await busiestEntities(year)), species, municipality };
});

beforeEach(() => clearQueryCache());

const parser = new XMLParser({ ignoreAttributes: false });

async function feedOf(route: typeof boatFeed, url: string, params: Record<string, string>) {
  const answer = await callRoute<string>(route, url, params);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
  const parsed = parser.parse(answer.body) as Feed;
  return { feed: parsed.feed, entries: [parsed.feed.entry ?? []].flat(), etag: answer.headers.get('etag') };
}

/** The newest notes of the lines matching `where`, newest first, as the feed orders them. */
async function newestNotes(where: string, params: string[]) {
  const rows = await queryStore<{ doc_key: string }>(
    `select doc_key from landing_lines where ${where}
     group by doc_key order by max(landing_date) desc, doc_key desc limit 30`,
    params,
  );
  return rows.map((row) => row.doc_key);
}

const keysOf = (entries: Entry[]) => entries.map((entry) => entry.id.replace(/^.*sluttseddel\//, ''));

it.each([
  ['boat', () => boatFeed, () => subjects.boatId, 'vessel_id = $1', '/boats'],
  ['firm', () => firmFeed, () => subjects.firmId, 'buyer_id = $1', '/firm'],
  ['mottak', () => stationFeed, () => subjects.stationId, 'station_id = $1', '/mottak'],
  ['species', () => speciesFeed, () => subjects.species, 'species_fdir_code = $1', '/art'],
  [
    'municipality',
    () => municipalityFeed,
    () => subjects.municipality,
    'landing_municipality_code = $1',
    '/kommune',
  ],
] as const)(
  'the %s feed lists its newest notes, newest first, each once',
  async (_kind, route, ref, where, base) => {
    const key = base === '/art' || base === '/kommune' ? 'slug' : 'id';
    const { feed, entries, etag } = await feedOf(route(), `${base}/${ref()}/atom.xml`, { [key]: ref() });
    const expected = await newestNotes(where, [ref()]);
    expect(expected.length).toBeGreaterThan(0);
    expect(keysOf(entries)).toEqual(expected);
    expect(feed.link.find((link) => link['@_rel'] === 'alternate')?.['@_href']).toMatch(
      new RegExp(`${base}/`),
    );
    for (const entry of entries) {
      expect(entry.title).toMatch(/: [\d.,]+ (t|kg|g) /);
      expect(Date.parse(entry.updated)).not.toBeNaN();
    }
    // The same version asked again: not modified, before the store is read.
    const again = await callRoute(
      route(),
      `${base}/${ref()}/atom.xml`,
      { [key]: ref() },
      {
        headers: { 'If-None-Match': etag! },
      },
    );
    expect(again.status).toBe(304);
  },
);

it("the owner feed lists its boats' notes while it owned them, each once", async () => {
  const { entries } = await feedOf(ownerFeed, `/owner/${subjects.ownerId}/atom.xml`, {
    id: subjects.ownerId,
  });
  const keys = keysOf(entries);
  expect(keys.length).toBeGreaterThan(0);
  expect(new Set(keys).size).toBe(keys.length);
  const owned = await queryStore<{ doc_key: string }>(
    `select l.doc_key from landing_lines l join ownerships o on o.vessel_id = l.vessel_id
     where o.owner_id = $1 and (o.from_date is null or l.landing_date >= o.from_date)
       and (o.to_date is null or l.landing_date <= o.to_date)
     group by l.doc_key order by max(l.landing_date) desc, l.doc_key desc limit 30`,
    [subjects.ownerId],
  );
  expect(keys).toEqual(owned.map((row) => row.doc_key));
});

it("the front page's feed is the month's biggest landings", async () => {
  const { feed, entries } = await feedOf(frontFeed, '/atom.xml', {});
  expect(feed.title).toBe('Fangstdata: månedens største landinger');
  expect(entries.length).toBeGreaterThan(0);
});

it('answers 404 for a page that does not exist', async () => {
  const answer = await callRoute(boatFeed, '/boats/0/atom.xml', { id: '0' });
  expect(answer.status).toBe(404);
  const species = await callRoute(speciesFeed, '/art/finnes-ikke/atom.xml', { slug: 'finnes-ikke' });
  expect(species.status).toBe(404);
});

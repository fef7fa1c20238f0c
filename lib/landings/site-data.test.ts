import { renderToStaticMarkup } from 'react-dom/server';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { queryStore } from '@/lib/store/landing-store';
import { callRoute } from '@/tests/helpers/call-route';
import { GET as siteDataRoute } from '@/app/api/sitedata/key/[key]/route';
import { GET as filtersRoute } from '@/app/api/sitedata/filters/[category]/route';
import { GET as filterListRoute } from '@/app/api/sitedata/filters/[category]/list/route';
import { formatMunicipalityName } from '@/lib/fiskeridir/code-lists';
import { GET as navLinksRoute } from '@/app/api/cms/navlinks/route';
import { GET as openApiRoute } from '@/app/api/openapi.json/route';
import ApiDocumentationPage from '@/app/(site)/api-dokumentasjon/page';
import { makeTempDir, removeDir } from '@/tests/helpers/fiskeridir-samples';
import { buildGeneratedStore, useStore } from '@/tests/helpers/test-store';

let dataDir: string;
let contentDir: string;

beforeAll(async () => {
  dataDir = await buildGeneratedStore();
  useStore(dataDir);
  contentDir = makeTempDir('fangstdata-content-');
});
afterAll(() => {
  removeDir(dataDir);
  removeDir(contentDir);
  delete process.env.CONTENT_DIR;
});

const keyRoute = (key: string) => callRoute<string>(siteDataRoute, `/api/sitedata/key/${key}`, { key });

describe('GET /api/sitedata/key/{key}', () => {
  it('answers the store’s facts as plain text', async () => {
    const rows = await queryStore<{ key: string; value: string }>('select key, value from sitedata');
    const stored = Object.fromEntries(rows.map((row) => [row.key, row.value]));
    const [span] = await queryStore<{ first: string; last: string; lines: number }>(
      `select strftime(min(landing_date), '%Y-%m-%d') as first, strftime(max(landing_date), '%Y-%m-%d') as last,
         count(*)::integer as lines from landing_lines`,
    );

    const lastUpdated = await keyRoute('last_updated');
    expect(lastUpdated.status).toBe(200);
    expect(lastUpdated.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(lastUpdated.headers.get('etag')).toBeTruthy();
    expect(lastUpdated.headers.get('cache-control')).toContain('stale-while-revalidate');
    expect(lastUpdated.body).toBe(stored.last_updated);
    expect((await keyRoute('lastUpdated')).body).toBe(stored.last_updated);
    expect((await keyRoute('data_version')).body).toBe(stored.data_version);
    expect((await keyRoute('first_date')).body).toBe(span.first);
    expect((await keyRoute('last_date')).body).toBe(span.last);
    expect((await keyRoute('latest_year')).body).toBe(span.last.slice(0, 4));
    expect((await keyRoute('line_count')).body).toBe(String(span.lines));
    // The generated years run to 31 December, so the latest year is a full one.
    expect((await keyRoute('latest_full_year')).body).toBe(span.last.slice(0, 4));
  });

  it('answers 304 when the client has the value', async () => {
    const first = await keyRoute('data_version');
    const again = await siteDataRoute(
      new Request('http://localhost/api/sitedata/key/data_version', {
        headers: { 'If-None-Match': first.headers.get('etag')! },
      }),
      { params: Promise.resolve({ key: 'data_version' }) },
    );
    expect(again.status).toBe(304);
  });

  it('gives 404 for an unknown key and 400 for a malformed one', async () => {
    expect((await keyRoute('favourite_fish')).status).toBe(404);
    const bad = await callRoute<{ error: { fields: Record<string, string> } }>(
      siteDataRoute,
      '/api/sitedata/key/x',
      {
        key: 'a b/c',
      },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty(['sti.key']);
  });
});

/** The landing-line columns (code, label) behind each filter category, written out independently. */
const CATEGORY_COLUMNS: Record<string, [string, string]> = {
  fishingGear: ['gear_group_code', 'gear_group'],
  PreservationMethod: ['preservation_code', 'preservation'],
  fishGroup: ['species_group_code', 'species_group'],
  fish: ['species_fdir_code', 'species_fdir'],
  OffloadState: ['landing_county_code', 'landing_county'],
  OffloadTown: ['landing_municipality_code', 'landing_municipality'],
  condition: ['condition_code', 'condition'],
  quality: ['quality_code', 'quality'],
  packaging: ['landing_method_code', 'landing_method'],
  application: ['application_code', 'application'],
  nationality: ['vessel_nationality_code', 'vessel_nationality'],
  BoatState: ['vessel_county_code', 'vessel_county'],
  lengthGroup: ['length_group_code', 'length_group'],
  northOrSouth: ['north_south', 'north_south'],
};

describe('GET /api/sitedata/filters/{category}', () => {
  it.each(Object.entries(CATEGORY_COLUMNS))(
    '%s: every value with its line count',
    async (category, [code, label]) => {
      const answer = await callRoute<Record<string, { label: string; count: number }>>(
        filtersRoute,
        `/api/sitedata/filters/${category}`,
        { category },
      );
      expect(answer.status).toBe(200);
      const rows = await queryStore<{ code: string; label: string; n: number }>(
        `select ${code} as code, arg_max(${label}, landing_date) as label, count(*)::integer as n
       from landing_lines where ${code} is not null group by ${code}`,
      );
      expect(rows.length).toBeGreaterThan(0);
      const expected = Object.fromEntries(
        rows.map((row) => [row.code, { label: row.label.trim(), count: row.n }]),
      );
      expect(answer.body).toEqual(expected);
    },
  );

  it('ignores letter case, knows LandingState, and gives {} for an unknown category', async () => {
    const lower = await callRoute(filtersRoute, '/api/sitedata/filters/fishinggear', {
      category: 'fishinggear',
    });
    const canonical = await callRoute(filtersRoute, '/api/sitedata/filters/fishingGear', {
      category: 'fishingGear',
    });
    expect(lower.body).toEqual(canonical.body);
    const landingState = await callRoute(filtersRoute, '/api/sitedata/filters/LandingState', {
      category: 'LandingState',
    });
    const offloadState = await callRoute(filtersRoute, '/api/sitedata/filters/OffloadState', {
      category: 'OffloadState',
    });
    expect(landingState.body).toEqual(offloadState.body);
    const unknown = await callRoute(filtersRoute, '/api/sitedata/filters/colour', { category: 'colour' });
    expect(unknown).toMatchObject({ status: 200, body: {} });
  });
});

describe('GET /api/sitedata/filters/{category}/list', () => {
  type Listed = { code: string; label: string; count: number }[];
  const list = (category: string) =>
    callRoute<Listed>(filterListRoute, `/api/sitedata/filters/${category}/list`, { category });

  it('gives the same values as the object, in the panels’ order: by name, length groups by code', async () => {
    const object = (
      await callRoute<Record<string, { label: string; count: number }>>(
        filtersRoute,
        '/api/sitedata/filters/fish',
        { category: 'fish' },
      )
    ).body;
    const fish = await list('fish');
    expect(fish.status).toBe(200);
    expect(Object.fromEntries(fish.body.map((v) => [v.code, { label: v.label, count: v.count }]))).toEqual(
      object,
    );
    const names = fish.body.map((v) => v.label);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'nb')));
    const lengths = (await list('lengthGroup')).body.map((v) => v.code);
    expect(lengths).toEqual([...lengths].sort());
  });

  it('writes municipality names as the pages do, and answers 404 for an unknown category', async () => {
    const towns = await list('OffloadTown');
    const raw = (
      await callRoute<Record<string, { label: string }>>(filtersRoute, '/api/sitedata/filters/OffloadTown', {
        category: 'OffloadTown',
      })
    ).body;
    for (const town of towns.body) expect(town.label).toBe(formatMunicipalityName(raw[town.code].label));
    const unknown = await list('colour');
    expect(unknown.status).toBe(404);
  });
});

describe('GET /api/cms/navlinks', () => {
  it('serves the links from the content file, and [] when it is broken', async () => {
    process.env.CONTENT_DIR = contentDir;
    const links = [
      { title: 'Om dataene', uri: '/about' },
      { title: 'API', uri: '/api-dokumentasjon' },
    ];
    writeFileSync(path.join(contentDir, 'navlinks.json'), JSON.stringify(links));
    expect(await callRoute(navLinksRoute, '/api/cms/navlinks')).toMatchObject({ status: 200, body: links });
    writeFileSync(path.join(contentDir, 'navlinks.json'), '{ not json');
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(await callRoute(navLinksRoute, '/api/cms/navlinks')).toMatchObject({ status: 200, body: [] });
    spy.mockRestore();
  });
});

/** Every endpoint this part of the API registers. */
const MY_ENDPOINTS = [
  'GET /api/boats',
  'GET /api/boats/{id}',
  'GET /api/boats/id/{id}',
  'GET /api/boats/registration/{reg}',
  'GET /api/boats/owners/{id}',
  'GET /api/boats/namehistory/{id}',
  'GET /api/boats/quota/{id}',
  'GET /api/boats/lager/changes/{id}',
  'GET /api/owners/{id}',
  'GET /api/owners/boats/{id}',
  'GET /api/owners/boats/{id}/{optional}',
  'GET /api/firms',
  'GET /api/firms/{id}/motak',
  'GET /api/firms/{id}/motak/graph',
  'GET /api/motak/{id}',
  'GET /api/species/{slug}',
  'GET /api/municipalities/{slug}',
  'GET /api/buyers/offloads/{a}/{b}',
  'POST /api/search',
  'GET /api/search/{kind}/{results}/{page}',
  'GET /api/sitedata/key/{key}',
  'GET /api/sitedata/filters/{category}',
  'GET /api/maps/boats',
  'GET /api/maps/boats/radio/{id}',
  'GET /api/maps/boats/radio/{id}/500',
  'GET /api/nergard/Price/{a}/{b}',
  'GET /api/nergard/Inblandings/{a}/{b}',
  'GET /api/nergard/download',
  'GET /api/lager/fish',
  'GET /api/lager/boats/fishes/{id}',
  'GET /api/fishing/fished/kvota',
  'GET /api/fishing/fished/kvota/{id}',
  'GET /api/cms/navlinks',
];

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document listing every endpoint, with parameters and error answers', async () => {
    const answer = await callRoute<{
      openapi: string;
      servers: { url: string }[];
      paths: Record<
        string,
        Record<
          string,
          {
            parameters: { name: string; in: string }[];
            responses: Record<string, { content?: Record<string, unknown> }>;
          }
        >
      >;
    }>(openApiRoute, 'https://fangstdata.example/api/openapi.json');
    expect(answer.status).toBe(200);
    expect(answer.body.openapi).toBe('3.1.0');
    expect(answer.body.servers[0].url).toBe('https://fangstdata.example');
    const listed = Object.entries(answer.body.paths).flatMap(([p, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${p}`),
    );
    for (const endpoint of MY_ENDPOINTS) expect(listed).toContain(endpoint);

    const boat = answer.body.paths['/api/boats/{id}'].get;
    expect(boat.parameters).toContainEqual(expect.objectContaining({ name: 'id', in: 'path' }));
    expect(Object.keys(boat.responses)).toEqual(expect.arrayContaining(['200', '400', '404']));
    expect(Object.keys(answer.body.paths['/api/sitedata/key/{key}'].get.responses['200'].content!)).toEqual([
      'text/plain',
    ]);
    expect(Object.keys(answer.body.paths['/api/nergard/download'].get.responses['200'].content!)).toEqual([
      'text/csv',
    ]);
  });
});

describe('the API page', () => {
  it('lists every endpoint with its summary, parameters and an example', () => {
    const html = renderToStaticMarkup(ApiDocumentationPage());
    for (const endpoint of MY_ENDPOINTS) {
      expect(html).toContain(endpoint.replace(/&/g, '&amp;'));
    }
    expect(html).toContain('Én båt etter registreringsmerke');
    expect(html).toContain('GET /api/boats/registration/N-45-B');
    expect(html).toContain('GET /api/boats/2019111153');
    expect(html).toContain('/api/openapi.json');
  });
});

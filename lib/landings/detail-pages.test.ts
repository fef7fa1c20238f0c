import { callRoute } from '@/tests/helpers/call-route';
import { GET as boatsCsvRoute } from '@/app/(site)/boats/csv/route';
import { GET as boatCsvGet } from '@/app/(site)/boats/[id]/csv/route';
import { GET as firmsCsvRoute } from '@/app/(site)/firm/csv/route';
import { GET as sitemapFileGet } from '@/app/sitemap/[file]/route';
import { GET as sitemapRoute } from '@/app/sitemap.xml/route';
import { queryStore } from '@/lib/store/landing-store';
import { busiestEntities, generatedStoreForFile, latestLandingYear } from '@/tests/helpers/test-store';
import { boatLandings } from './boats/boat-landings';
import { boatPeriodFigures, boatSpeciesSeries } from './boats/boat-period';
import { boatTotalsFromLines } from '@/tests/helpers/boat-figures-sql';
import { boatCatchSummary, boatYears } from './boats/boat-catch-summary';
import { boatDirectoryOptions, listOwners, stationsOfFirms } from './search/directories';
import { firmSpeciesTotals, firmTopBoats, firmYears } from './receivers/firm-page';
import { firmStations, listFirms } from './receivers/firms';
import { ownerYearBreakdown } from './owners/owner-page';
import { ownerBoats } from './owners/owners';
import { municipalityDirectory } from './places/municipality-page';
import { sitemapEntities, sitemapEntityCount } from './search/sitemap-entries';
import { speciesDirectory } from './places/species-page';
import { stationSpeciesTotals, stationYears } from './receivers/station-page';
import { getStation } from './receivers/stations';

// Route handlers with typed params, called the way Next calls them.
type AnyRoute = Parameters<typeof callRoute>[0];
const boatCsvRoute = boatCsvGet as unknown as AnyRoute;
const sitemapFileRoute = sitemapFileGet as unknown as AnyRoute;

/**
 * The data the detail pages and directories derive, checked against independent SQL on a store built
 * through the real ingest path.
 */

let year: number;
/** The boat with most landings in the latest year. */
let boatId: string;
let firmId: string;
let stationId: string;
let ownerId: string;

const period = () => ({ from: `${year}-01-01`, to: `${year}-12-31` });
const round2 = (n: number) => Math.round(n * 100) / 100;

generatedStoreForFile(async () => {
  year = await latestLandingYear();
  ({ boatId, firmId, stationId, ownerId } = await busiestEntities(year));
});

describe('the boat page', () => {
  it('totals the landing documents like the lines add up', async () => {
    const figures = await boatPeriodFigures(boatId, period());
    const fromLines = await boatTotalsFromLines(boatId, period());
    expect(figures.landings).toBe(fromLines.landings);
    expect(figures.weight).toBeCloseTo(fromLines.weight, 1);
    expect(figures.value ?? 0).toBeCloseTo(fromLines.value ?? 0, 0);
    expect(figures.averageWeight!).toBeCloseTo(fromLines.weight / fromLines.landings, 1);
    // Every note of the period is listed, newest first, and a page of them is a slice of that list.
    const all = (await boatLandings(boatId, { FromDate: period().from, ToDate: period().to }))!.rows;
    expect(all).toHaveLength(fromLines.landings);
    const second = await boatLandings(
      boatId,
      { FromDate: period().from, ToDate: period().to },
      { offset: 5, limit: 5 },
    );
    expect(second!.rows).toEqual(all.slice(5, 10));
    // The chart's weight per month adds up to the period's.
    const months = await boatSpeciesSeries(boatId, period(), 'month');
    expect(months.reduce((sum, m) => sum + m.weight, 0)).toBeCloseTo(fromLines.weight, 0);
    const years = await boatSpeciesSeries(boatId, period(), 'year');
    expect(years.every((y) => /^\d{4}$/.test(y.at))).toBe(true);
  });

  it('splits the catch by species and location without losing weight', async () => {
    const summary = await boatCatchSummary(boatId, period());
    const fromLines = await boatTotalsFromLines(boatId, period());
    const speciesWeight = summary.species.reduce((sum, s) => sum + s.weight, 0);
    expect(speciesWeight).toBeCloseTo(fromLines.weight, 1);
    // Heaviest first.
    for (let i = 1; i < summary.species.length; i++) {
      expect(summary.species[i - 1].weight).toBeGreaterThanOrEqual(summary.species[i].weight);
    }
    const [placed] = await queryStore<{ w: number | null; n: number }>(
      `select sum(round_weight) as w, count(*) filter (where catch_lat is null)::integer as n from landing_lines
       where vessel_id = $1 and landing_date between $2::date and $3::date`,
      [boatId, period().from, period().to],
    );
    const locationWeight = summary.locations.reduce((sum, l) => sum + l.weight, 0);
    expect(summary.locations.length).toBeGreaterThan(0);
    expect(summary.linesWithoutPosition).toBe(placed.n);
    if (placed.n === 0) expect(locationWeight).toBeCloseTo(Number(placed.w), 1);
    for (const location of summary.locations) {
      expect(location.latitude).toBeGreaterThan(40);
      expect(location.latitude).toBeLessThan(85);
      expect(location.landings).toBeGreaterThan(0);
    }
    // A price per kg is made of the weight that has a price.
    for (const species of summary.species)
      expect(species.pricedWeight).toBeLessThanOrEqual(species.weight + 0.01);
  });

  it('lists the boat’s years newest first, matching the lines', async () => {
    const years = await boatYears(boatId);
    expect(years[0].year).toBe(year);
    const fromLines = await boatTotalsFromLines(boatId, period());
    expect(years[0].weight).toBeCloseTo(fromLines.weight, 1);
    expect(years[0].landings).toBe(fromLines.landings);
    expect(await boatYears('finnes-ikke')).toEqual([]);
  });

  it('downloads the period as CSV, one row per landing', async () => {
    const answer = await callRoute<string>(
      boatCsvRoute,
      `/boats/${boatId}/csv?from=${period().from}&to=${period().to}`,
      { id: boatId },
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/csv');
    const lines = answer.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toContain('Landingsdato;Dokumentnummer');
    expect(lines).toHaveLength(1 + (await boatTotalsFromLines(boatId, period())).landings);
    const unknown = await callRoute(boatCsvRoute, '/boats/x/csv', { id: 'finnes-ikke' });
    expect(unknown.status).toBe(404);
  });
});

describe('the directories', () => {
  it('offers the gear groups and counties the boats have', async () => {
    const options = await boatDirectoryOptions();
    const [counted] = await queryStore<{ gears: number; counties: number }>(
      `select count(distinct gear_group_code)::integer as gears, count(distinct county_code)::integer as counties from boats`,
    );
    expect(options.gearGroups).toHaveLength(counted.gears);
    expect(options.counties).toHaveLength(counted.counties);
    expect(options.gearGroups.reduce((sum, g) => sum + g.boats, 0)).toBeGreaterThan(0);
  });

  it('ranks boat owners by what their current boats landed', async () => {
    const list = await listOwners({ year, count: 5 });
    expect(list.owners.length).toBeGreaterThan(0);
    for (let i = 1; i < list.owners.length; i++) {
      expect(list.owners[i - 1].landedWeight).toBeGreaterThanOrEqual(list.owners[i].landedWeight);
    }
    const top = list.owners[0];
    expect(top.entityType).toBe('COMPANY');
    const [expected] = await queryStore<{ w: number }>(
      `select sum(y.round_weight) as w from ownerships s join boat_years y on y.vessel_id = s.vessel_id and y.year = $2
       where s.owner_id = $1 and s.to_date is null`,
      [top.id, year],
    );
    expect(top.landedWeight).toBeCloseTo(Number(expected.w), 1);
    const withPersons = await listOwners({ year, count: 1, companiesOnly: false });
    expect(withPersons.total).toBeGreaterThanOrEqual(list.total);
    const byName = await listOwners({ year, name: top.name!.slice(0, 5).toLowerCase() });
    expect(byName.owners.map((o) => o.id)).toContain(top.id);
  });

  it('gives each firm of a page its stations', async () => {
    const firms = await listFirms({ year, count: 10 });
    const stations = await stationsOfFirms(firms.firms.map((f) => f.id));
    for (const firm of firms.firms) expect(stations.get(firm.id)).toHaveLength(firm.stationCount);
    expect((await stationsOfFirms([])).size).toBe(0);
  });

  it('downloads the directories as CSV', async () => {
    const boats = await callRoute<string>(boatsCsvRoute, '/boats/csv?sort=name');
    const [counted] = await queryStore<{ n: number }>('select count(*)::integer as n from boats');
    expect(
      boats.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toHaveLength(1 + counted.n);
    const firms = await callRoute<string>(firmsCsvRoute, '/firm/csv');
    expect(firms.body).toContain('Mottaksstasjoner');
    const owners = await callRoute<string>(firmsCsvRoute, '/firm/csv?vis=rederier');
    expect(owners.body).toContain('Organisasjonsnummer');
  });
});

describe('the firm, owner and station pages', () => {
  it('ranks the firm’s delivering boats and species like its landing lines', async () => {
    const boats = await firmTopBoats(firmId, year, 5);
    const [top] = await queryStore<{ vessel_id: string; w: number }>(
      `select vessel_id, sum(round_weight) as w from landing_lines
       where buyer_id = $1 and year(landing_date) = $2 and vessel_id is not null
       group by vessel_id order by w desc, vessel_id limit 1`,
      [firmId, year],
    );
    expect(boats[0].boatId).toBe(top.vessel_id);
    expect(boats[0].weight).toBeCloseTo(Number(top.w), 1);
    const species = await firmSpeciesTotals(firmId, year);
    const stations = await firmStations(firmId, year);
    const [received] = await queryStore<{ w: number }>(
      'select sum(round_weight) as w from landing_lines where buyer_id = $1 and year(landing_date) = $2',
      [firmId, year],
    );
    expect(species.reduce((sum, s) => sum + s.weight, 0)).toBeCloseTo(Number(received.w), 0);
    expect(stations!.stations.reduce((sum, s) => sum + s.receivedWeight, 0)).toBeLessThanOrEqual(
      round2(Number(received.w)) + 0.1,
    );
    expect((await firmYears(firmId))[0]).toBe(year);
  });

  it('breaks the owner’s year down per species and per boat and month, matching the per-boat totals', async () => {
    const [landed, breakdown] = await Promise.all([
      ownerBoats(ownerId, year),
      ownerYearBreakdown(ownerId, year),
    ]);
    const speciesWeight = breakdown.species.reduce((sum, s) => sum + s.weight, 0);
    const monthlyWeight = breakdown.monthly.totals.reduce((sum, w) => sum + w, 0);
    expect(speciesWeight).toBeCloseTo(landed!.totalWeight, 0);
    expect(monthlyWeight).toBeCloseTo(landed!.totalWeight, 0);
    expect(breakdown.monthly.months).toHaveLength(12);
    for (const series of breakdown.monthly.series) {
      const boat = landed!.boats.find((b) => b.boatId === series.id);
      expect(boat).toBeDefined();
    }
  });

  it('totals what a station received per species like the station page does', async () => {
    const [station, species, years] = await Promise.all([
      getStation(stationId, year),
      stationSpeciesTotals(stationId, year),
      stationYears(stationId),
    ]);
    expect(species.reduce((sum, s) => sum + s.weight, 0)).toBeCloseTo(station!.receivedWeight, 0);
    expect(years[0]).toBe(year);
  });
});

describe('the sitemap', () => {
  it('lists every boat, owner, firm, station, species and municipality once', async () => {
    const [counted] = await queryStore<{ n: number }>(
      `select (select count(*) from boats) + (select count(*) from owners) + (select count(*) from buyers)
         + (select count(*) from stations) as n`,
    );
    const pages = (await speciesDirectory()).length + (await municipalityDirectory()).length;
    counted.n = Number(counted.n) + pages;
    expect(await sitemapEntityCount()).toBe(Number(counted.n));
    const all = await sitemapEntities(0, 1_000_000);
    expect(all).toHaveLength(Number(counted.n));
    expect(new Set(all.map((e) => `${e.kind}:${e.id}`)).size).toBe(all.length);
    // Slices of the ordered list join up to the whole.
    const slices = [...(await sitemapEntities(0, 100)), ...(await sitemapEntities(100, 1_000_000))];
    expect(slices).toEqual(all);
    expect(all.find((e) => e.kind === 'boat' && e.id === boatId)?.lastModified).toMatch(
      /^\d{4}-\d{2}-\d{2}$/,
    );
  });

  it('serves /sitemap.xml with absolute URLs of every page, and /sitemap/0.xml', async () => {
    process.env.SITE_URL = 'https://fangstdata.example';
    try {
      const answer = await callRoute<string>(sitemapRoute, '/sitemap.xml');
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toContain('application/xml');
      expect(answer.body).toContain('<urlset');
      expect(answer.body).toContain(`<loc>https://fangstdata.example/boats/${boatId}</loc>`);
      expect(answer.body).toContain(`<loc>https://fangstdata.example/mottak/${stationId}</loc>`);
      expect(answer.body).toContain(`<loc>https://fangstdata.example/firm/${firmId}</loc>`);
      expect(answer.body).toContain(
        `<loc>https://fangstdata.example/owner/${encodeURIComponent(ownerId)}</loc>`,
      );
      const locs = answer.body.match(/<loc>/g)!.length;
      expect(locs).toBe((await sitemapEntityCount()) + 7);
      // Every species and municipality page, at the address its page has.
      const placePaths = [
        ...(await speciesDirectory()).map((s) => `/art/${s.slug}`),
        ...(await municipalityDirectory()).map((m) => `/kommune/${m.slug}`),
      ];
      for (const pagePath of placePaths)
        expect(answer.body).toContain(`<loc>https://fangstdata.example${pagePath}</loc>`);
      const file = await callRoute<string>(sitemapFileRoute, '/sitemap/0.xml', { file: '0.xml' });
      expect(file.body).toBe(answer.body);
      expect((await callRoute(sitemapFileRoute, '/sitemap/1.xml', { file: '1.xml' })).status).toBe(404);
      expect((await callRoute(sitemapFileRoute, '/sitemap/x', { file: 'x' })).status).toBe(404);
    } finally {
      delete process.env.SITE_URL;
    }
  });
});

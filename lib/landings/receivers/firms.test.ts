import { queryStore } from '@/lib/store/landing-store';
import { callRoute } from '@/tests/helpers/call-route';
import { GET as firmsRoute } from '@/app/api/firms/route';
import { GET as firmStationsRoute } from '@/app/api/firms/[id]/motak/route';
import { GET as graphRoute } from '@/app/api/firms/[id]/motak/graph/route';
import { GET as stationRoute } from '@/app/api/motak/[id]/route';
import { GET as buyerOffloadsRoute } from '@/app/api/buyers/offloads/[a]/[b]/route';
import { generatedStoreForFile, latestLandingYear } from '@/tests/helpers/test-store';
import type { BuyerOffloads, FirmList, FirmStationGraph, FirmStations } from './firms';
import type { StationDetail } from './stations';

let latestYear: number;
let topFirm: string;

type ErrorBody = { error: { code: string; fields?: Record<string, string> } };
const r2 = (n: unknown) => Math.round(Number(n ?? 0) * 100) / 100;

generatedStoreForFile(async () => {
  latestYear = await latestLandingYear();
  const [firm] = await queryStore<{ buyer_id: string }>(
    `select buyer_id from landing_lines where year(landing_date) = $1 and buyer_id is not null
     group by buyer_id order by sum(round_weight) desc limit 1`,
    [latestYear],
  );
  topFirm = firm.buyer_id;
});

describe('GET /api/firms', () => {
  it('ranks every firm by what it received in the latest year', async () => {
    const answer = await callRoute<FirmList>(firmsRoute, '/api/firms?count=5');
    expect(answer.status).toBe(200);
    const expected = await queryStore<{ buyer_id: string; w: number; boats: number }>(
      `select buyer_id, sum(round_weight) as w, count(distinct vessel_id)::integer as boats from landing_lines
       where year(landing_date) = $1 and buyer_id is not null group by buyer_id order by w desc limit 5`,
      [latestYear],
    );
    const [{ n }] = await queryStore<{ n: number }>(
      `select count(*)::integer as n from (select buyer_id from register_buyers union select buyer_id from landing_lines where buyer_id is not null)`,
    );
    expect(answer.body).toMatchObject({ year: latestYear, page: 1, count: 5, total: n });
    expect(answer.body.firms.map((f) => [f.rank, f.id, f.receivedWeight, f.boats])).toEqual(
      expected.map((row, i) => [i + 1, row.buyer_id, r2(row.w), row.boats]),
    );
    const [{ stations }] = await queryStore<{ stations: number }>(
      `select count(*)::integer as stations from (select station_id from register_stations where buyer_id = $1
        union select station_id from landing_lines where buyer_id = $1 and station_id is not null
          and station_id not in (select station_id from register_stations))`,
      [topFirm],
    );
    expect(answer.body.firms[0].stationCount).toBe(stations);
  });

  it('pages, takes a year and validates', async () => {
    const two = await callRoute<FirmList>(firmsRoute, `/api/firms?year=${latestYear - 1}&page=2&count=2`);
    const four = await callRoute<FirmList>(firmsRoute, `/api/firms?year=${latestYear - 1}&count=4`);
    expect(two.body.firms).toEqual(four.body.firms.slice(2, 4));
    const bad = await callRoute<ErrorBody>(firmsRoute, '/api/firms?year=20x5&page=0');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields ?? {}).sort()).toEqual(['spørring.page', 'spørring.year']);
  });
});

describe('GET /api/firms/{id}/motak', () => {
  it('lists the firm’s stations with what each received in the year', async () => {
    const answer = await callRoute<FirmStations>(firmStationsRoute, `/api/firms/${topFirm}/motak`, {
      id: topFirm,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.year).toBe(latestYear);
    const [register] = await queryStore('select name, city from register_buyers where buyer_id = $1', [
      topFirm,
    ]);
    expect(answer.body.firm).toMatchObject({ id: topFirm, name: register?.name ?? null });
    const expected = await queryStore<{ station_id: string; w: number }>(
      `select station_id, sum(round_weight) as w from landing_lines
       where buyer_id = $1 and year(landing_date) = $2 and station_id is not null group by station_id`,
      [topFirm, latestYear],
    );
    for (const row of expected) {
      expect(answer.body.stations.find((s) => s.id === row.station_id)?.receivedWeight).toBeCloseTo(row.w, 1);
    }
    const weights = answer.body.stations.map((s) => s.receivedWeight);
    expect(weights).toEqual([...weights].sort((a, b) => b - a));
  });

  it('gives 404 for an unknown firm and 400 for a bad id', async () => {
    expect((await callRoute(firmStationsRoute, '/api/firms/1/motak', { id: '1' })).status).toBe(404);
    expect((await callRoute(firmStationsRoute, '/api/firms/abc/motak', { id: 'abc' })).status).toBe(400);
  });
});

describe('GET /api/firms/{id}/motak/graph', () => {
  it('gives the weight per month and station for a chart, by default for the latest year', async () => {
    const answer = await callRoute<FirmStationGraph>(graphRoute, `/api/firms/${topFirm}/motak/graph`, {
      id: topFirm,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.from).toBe(`${latestYear}-01`);
    expect(answer.body.months).toHaveLength(12);
    const rows = await queryStore<{ station_id: string | null; month: string; w: number }>(
      `select station_id, strftime(landing_date, '%Y-%m') as month, sum(round_weight) as w from landing_lines
       where buyer_id = $1 and year(landing_date) = $2 group by all`,
      [topFirm, latestYear],
    );
    for (const row of rows) {
      const series = answer.body.series.find((s) => s.id === row.station_id);
      expect(series?.weights[answer.body.months.indexOf(row.month)]).toBeCloseTo(row.w, 1);
    }
    const monthTotals = answer.body.months.map((month) =>
      r2(rows.filter((row) => row.month === month).reduce((sum, row) => sum + row.w, 0)),
    );
    answer.body.totals.forEach((total, i) => expect(total).toBeCloseTo(monthTotals[i], 1));
  });

  it('takes a period of months and validates it', async () => {
    const from = `${latestYear - 1}-11`;
    const to = `${latestYear}-02`;
    const answer = await callRoute<FirmStationGraph>(
      graphRoute,
      `/api/firms/${topFirm}/motak/graph?from=${from}&to=${to}`,
      {
        id: topFirm,
      },
    );
    expect(answer.body.months).toEqual([
      `${latestYear - 1}-11`,
      `${latestYear - 1}-12`,
      `${latestYear}-01`,
      `${latestYear}-02`,
    ]);
    const onlyFrom = await callRoute<ErrorBody>(
      graphRoute,
      `/api/firms/${topFirm}/motak/graph?from=${from}`,
      { id: topFirm },
    );
    expect(onlyFrom.status).toBe(400);
    expect(onlyFrom.body.error.fields).toHaveProperty(['spørring.to']);
    const backwards = await callRoute<ErrorBody>(
      graphRoute,
      `/api/firms/${topFirm}/motak/graph?from=${to}&to=${from}`,
      {
        id: topFirm,
      },
    );
    expect(backwards.status).toBe(400);
    const badMonth = await callRoute<ErrorBody>(
      graphRoute,
      `/api/firms/${topFirm}/motak/graph?from=2024-13&to=2025-01`,
      {
        id: topFirm,
      },
    );
    expect(badMonth.body.error.fields).toHaveProperty(['spørring.from']);
    expect((await callRoute(graphRoute, '/api/firms/1/motak/graph', { id: '1' })).status).toBe(404);
  });
});

describe('GET /api/motak/{id}', () => {
  it('gives the station with what it received per month and species, its latest landings and top boats', async () => {
    const [{ station_id: id }] = await queryStore<{ station_id: string }>(
      `select station_id from landing_lines where station_id is not null and year(landing_date) = $1
       group by station_id order by sum(round_weight) desc limit 1`,
      [latestYear],
    );
    const answer = await callRoute<StationDetail>(stationRoute, `/api/motak/${id}`, { id });
    expect(answer.status).toBe(200);
    const [register] = await queryStore(
      'select name, buyer_id, latitude, longitude from register_stations where station_id = $1',
      [id],
    );
    if (register) {
      expect(answer.body).toMatchObject({
        name: register.name,
        buyerId: register.buyer_id,
        latitude: register.latitude,
        longitude: register.longitude,
        positionApproximate: false,
      });
    }
    expect(answer.body.year).toBe(latestYear);
    const perSpecies = await queryStore<{ code: string; month: string; w: number }>(
      `select species_fdir_code as code, strftime(landing_date, '%Y-%m') as month, sum(round_weight) as w
       from landing_lines where station_id = $1 and year(landing_date) = $2 group by all`,
      [id, latestYear],
    );
    for (const row of perSpecies) {
      const series = answer.body.received.series.find((s) => s.id === row.code);
      expect(series?.weights[answer.body.received.months.indexOf(row.month)]).toBeCloseTo(row.w, 1);
    }
    expect(answer.body.receivedWeight).toBeCloseTo(
      perSpecies.reduce((sum, row) => sum + row.w, 0),
      0,
    );

    const latest = await queryStore<{ document_number: string; d: string }>(
      `select any_value(document_number) as document_number, strftime(min(landing_date), '%Y-%m-%d') as d
       from landing_lines where station_id = $1 group by doc_key order by min(landing_date) desc, doc_key desc limit 20`,
      [id],
    );
    expect(answer.body.latestLandings.map((l) => l.landingDate)).toEqual(latest.map((l) => l.d));

    const top = await queryStore<{ vessel_id: string; w: number }>(
      `select vessel_id, sum(round_weight) as w from landing_lines
       where station_id = $1 and year(landing_date) = $2 and vessel_id is not null
       group by vessel_id order by w desc, vessel_id limit 10`,
      [id, latestYear],
    );
    expect(answer.body.topBoats.map((b) => [b.boatId, b.totalWeight])).toEqual(
      top.map((t) => [t.vessel_id, r2(t.w)]),
    );
  });

  it('gives 404 for an unknown station and 400 for a bad id', async () => {
    expect((await callRoute(stationRoute, '/api/motak/nope', { id: 'nope' })).status).toBe(404);
    expect((await callRoute(stationRoute, '/api/motak/a%20b', { id: 'a b' })).status).toBe(400);
  });
});

describe('GET /api/buyers/offloads/{a}/{b}', () => {
  it('lists the landing notes the buyer received in the year, newest first', async () => {
    const year = String(latestYear);
    const answer = await callRoute<BuyerOffloads>(
      buyerOffloadsRoute,
      `/api/buyers/offloads/${topFirm}/${year}?count=10`,
      {
        a: topFirm,
        b: year,
      },
    );
    expect(answer.status).toBe(200);
    const notes = await queryStore<{ doc_key: string; d: string; w: number }>(
      `select doc_key, strftime(min(landing_date), '%Y-%m-%d') as d, sum(round_weight) as w from landing_lines
       where buyer_id = $1 and year(landing_date) = $2 group by doc_key order by min(landing_date) desc, doc_key desc`,
      [topFirm, latestYear],
    );
    expect(answer.body.total).toBe(notes.length);
    expect(answer.body.landings).toHaveLength(10);
    expect(answer.body.landings.map((l) => [l.landingDate, l.totalWeight])).toEqual(
      notes.slice(0, 10).map((n) => [n.d, r2(n.w)]),
    );

    const page2 = await callRoute<BuyerOffloads>(
      buyerOffloadsRoute,
      `/api/buyers/offloads/${topFirm}/${year}?count=5&page=2`,
      {
        a: topFirm,
        b: year,
      },
    );
    expect(page2.body.landings).toEqual(answer.body.landings.slice(5, 10));
  });

  it('gives 400 for a bad year and 404 for an unknown buyer', async () => {
    const bad = await callRoute<ErrorBody>(buyerOffloadsRoute, `/api/buyers/offloads/${topFirm}/last`, {
      a: topFirm,
      b: 'last',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty(['sti.b']);
    expect(
      (await callRoute(buyerOffloadsRoute, '/api/buyers/offloads/1/2025', { a: '1', b: '2025' })).status,
    ).toBe(404);
  });
});

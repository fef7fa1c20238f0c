import { callRoute } from '@/tests/helpers/call-route';
import { GET as boatTableCsvGet } from '@/app/(site)/boats/[id]/csv/[table]/route';
import { GET as landingLinesCsvGet } from '@/app/(site)/boats/[id]/landing/[docKey]/csv/route';
import { GET as firmTableCsvGet } from '@/app/(site)/firm/[id]/csv/[table]/route';
import { GET as stationTableCsvGet } from '@/app/(site)/mottak/[id]/csv/[table]/route';
import { GET as ownerTableCsvGet } from '@/app/(site)/owner/[id]/csv/[table]/route';
import { rateLimitResponse } from '@/lib/api/api-buckets';
import { queryStore } from '@/lib/store/landing-store';
import { busiestEntities, generatedStoreForFile, latestLandingYear } from '@/tests/helpers/test-store';

/**
 * The CSV downloads of the detail pages' tables (/firm, /mottak, /owner and /boats/{id}/csv/{table}):
 * each answers the table of the page for the page's year, checked against independent SQL on a store
 * built through the real ingest path.
 */

// A relative path: jest.mock's argument is not rewritten by the '@/' alias.
jest.mock('../../lib/api/api-buckets', () => ({ rateLimitResponse: jest.fn(async () => null) }));

type AnyRoute = Parameters<typeof callRoute>[0];
const firmRoute = firmTableCsvGet as unknown as AnyRoute;
const stationRoute = stationTableCsvGet as unknown as AnyRoute;
const ownerRoute = ownerTableCsvGet as unknown as AnyRoute;
const boatRoute = boatTableCsvGet as unknown as AnyRoute;
const linesRoute = landingLinesCsvGet as unknown as AnyRoute;

/**
 * A `;`-separated file as lib/csv.ts writes it: CRLF, quotes where a field needs them. (Response.text()
 * drops the byte-order mark; the bytes are checked once below.)
 */
function parseCsv(text: string): Record<string, string>[] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i++) {
    const char = body[i];
    if (quoted && char === '"' && body[i + 1] === '"') {
      field += '"';
      i++;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (quoted) {
      field += char;
    } else if (char === ';') {
      record.push(field);
      field = '';
    } else if (char === '\r' && body[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i++;
    } else {
      field += char;
    }
  }
  const [header, ...rows] = records;
  return rows.map((row) => Object.fromEntries(header.map((name, index) => [name, row[index]])));
}

/** A failed download answers in the API's error shape (lib/api/csv-route.ts). */
type ErrorBody = { error: { code: string; message: string } };

const csvNumber = (value: string) => Number(value.replace(',', '.'));
const sum = (rows: Record<string, string>[], column: string) =>
  rows.reduce((total, row) => total + csvNumber(row[column]), 0);

async function download(route: AnyRoute, url: string, params: Record<string, string>) {
  const answer = await callRoute<string>(route, url, params);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="[A-Za-z0-9._-]+\.csv"$/);
  return parseCsv(answer.body);
}

let year: number;
let firmId: string;
let stationId: string;
let ownerId: string;
let boatId: string;

generatedStoreForFile(
  async () => {
    year = await latestLandingYear();
    ({ boatId, firmId, stationId } = await busiestEntities(year));
    [{ owner_id: ownerId }] = await queryStore<{ owner_id: string }>(
      `select owner_id from ownerships where to_date is null group by owner_id order by count(*) desc, owner_id limit 1`,
    );
  },
  { years: 1, linesPerYear: 6000 },
);

/** Round weight (kg) of the year's landing lines matching `where`, per species code. */
async function weightBySpecies(where: string, id: string): Promise<Map<string, number>> {
  const rows = await queryStore<{ code: string; weight: number }>(
    `select species_fdir_code as code, sum(round_weight) as weight from landing_lines
     where ${where} = $1 and year(landing_date) = $2 group by species_fdir_code`,
    [id, year],
  );
  return new Map(rows.map((row) => [row.code, Number(row.weight)]));
}

describe('the buyer page’s tables as CSV', () => {
  it('starts the file with a UTF-8 byte-order mark, so spreadsheets read æøå', async () => {
    const response = await firmTableCsvGet(
      new Request(`http://localhost/firm/${firmId}/csv/arter?year=${year}`),
      { params: Promise.resolve({ id: firmId, table: 'arter' }) },
    );
    expect([...new Uint8Array(await response.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('lists what each species weighed, summing to what the buyer received', async () => {
    const rows = await download(firmRoute, `/firm/${firmId}/csv/arter?year=${year}`, {
      id: firmId,
      table: 'arter',
    });
    const expected = await weightBySpecies('buyer_id', firmId);
    expect(rows).toHaveLength(expected.size);
    for (const row of rows)
      expect(csvNumber(row['Rundvekt (kg)'])).toBeCloseTo(expected.get(row.Artskode)!, 1);
    expect(sum(rows, 'Andel (%)')).toBeCloseTo(100, 0);
  });

  it('lists the stations, the top boats and the latest landings with raw numbers and ids', async () => {
    const params = (table: string) => ({ id: firmId, table });
    const stations = await download(firmRoute, `/firm/${firmId}/csv/mottak?year=${year}`, params('mottak'));
    const [received] = await queryStore<{ w: number }>(
      `select sum(round_weight) as w from landing_lines where buyer_id = $1 and year(landing_date) = $2
       and station_id is not null`,
      [firmId, year],
    );
    expect(sum(stations, `Mottatt ${year} (kg)`)).toBeCloseTo(Number(received.w), 0);
    const boats = await download(
      firmRoute,
      `/firm/${firmId}/csv/toppbaater?year=${year}`,
      params('toppbaater'),
    );
    const [top] = await queryStore<{ vessel_id: string }>(
      `select vessel_id from landing_lines where buyer_id = $1 and year(landing_date) = $2 and vessel_id is not null
       group by vessel_id order by sum(round_weight) desc, vessel_id limit 1`,
      [firmId, year],
    );
    expect(boats[0]).toMatchObject({ Plass: '1', 'Fartøy ID': top.vessel_id });
    const latest = await download(
      firmRoute,
      `/firm/${firmId}/csv/siste-landinger?year=${year}`,
      params('siste-landinger'),
    );
    expect(latest.length).toBeGreaterThan(0);
    expect(latest[0].Landingsdato).toMatch(new RegExp(`^${year}-\\d\\d-\\d\\d$`));
    const dates = latest.map((row) => row.Landingsdato);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('answers 404 in Norwegian for an unknown buyer or a table the page does not have', async () => {
    const unknown = await callRoute<ErrorBody>(firmRoute, '/firm/x/csv/arter', {
      id: '000000000',
      table: 'arter',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toMatchObject({ code: 'not_found', message: 'Fant ikke kjøperen' });
    const table = await callRoute<ErrorBody>(firmRoute, `/firm/${firmId}/csv/lager`, {
      id: firmId,
      table: 'lager',
    });
    expect(table.status).toBe(404);
    expect(table.body.error.code).toBe('not_found');
    expect(table.body.error.message).toContain('Ukjent tabell «lager»');
    expect(table.body.error.message).toContain('mottak, toppbaater, arter, siste-landinger');
  });
});

describe('the receiving station’s tables as CSV', () => {
  it('lists the species the station received and its latest landings', async () => {
    const species = await download(stationRoute, `/mottak/${stationId}/csv/arter?year=${year}`, {
      id: stationId,
      table: 'arter',
    });
    const expected = await weightBySpecies('station_id', stationId);
    expect(species).toHaveLength(expected.size);
    for (const row of species)
      expect(csvNumber(row['Rundvekt (kg)'])).toBeCloseTo(expected.get(row.Artskode)!, 1);
    // Beside each value, the weight it covers (the weight whose value is published).
    const priced = await queryStore<{ code: string; weight: number }>(
      `select species_fdir_code as code, sum(round_weight) as weight from landing_lines
       where station_id = $1 and year(landing_date) = $2 and amount_fisher is not null group by species_fdir_code`,
      [stationId, year],
    );
    const pricedByCode = new Map(priced.map((row) => [row.code, Number(row.weight)]));
    expect(pricedByCode.size).toBeGreaterThan(0);
    for (const row of species)
      expect(csvNumber(row['Vekt med kjent verdi (kg)'])).toBeCloseTo(pricedByCode.get(row.Artskode) ?? 0, 1);
    const latest = await download(stationRoute, `/mottak/${stationId}/csv/siste-landinger?year=${year}`, {
      id: stationId,
      table: 'siste-landinger',
    });
    expect(Object.keys(latest[0])).toEqual([
      'Landingsdato',
      'Dokumentnummer',
      'Båt',
      'Fartøy ID',
      'Hovedart',
      'Rundvekt (kg)',
      'Verdi (kr)',
      'Vekt med kjent verdi (kg)',
    ]);
    const boats = await download(stationRoute, `/mottak/${stationId}/csv/toppbaater?year=${year}`, {
      id: stationId,
      table: 'toppbaater',
    });
    const weights = boats.map((row) => csvNumber(row['Rundvekt (kg)']));
    expect([...weights].sort((a, b) => b - a)).toEqual(weights);
  });
});

describe('the owner’s tables as CSV', () => {
  it('lists the boats owned now and what they landed in the year', async () => {
    const current = await download(ownerRoute, `/owner/${ownerId}/csv/baater-naa`, {
      id: ownerId,
      table: 'baater-naa',
    });
    const owned = await queryStore<{ vessel_id: string }>(
      'select distinct vessel_id from ownerships where owner_id = $1 and to_date is null',
      [ownerId],
    );
    expect(new Set(current.map((row) => row['Fartøy ID']))).toEqual(
      new Set(owned.map((row) => row.vessel_id)),
    );
    expect(current.every((row) => row['Eid til'] === '')).toBe(true);
    const landed = await download(ownerRoute, `/owner/${ownerId}/csv/landet-per-baat?year=${year}`, {
      id: ownerId,
      table: 'landet-per-baat',
    });
    const species = await download(ownerRoute, `/owner/${ownerId}/csv/arter?year=${year}`, {
      id: ownerId,
      table: 'arter',
    });
    // The same landings, split per boat and per species.
    expect(sum(species, 'Rundvekt (kg)')).toBeCloseTo(sum(landed, 'Rundvekt (kg)'), 0);
  });
});

describe('the boat page’s tables as CSV', () => {
  it('splits the period’s catch by species and by location without losing weight', async () => {
    const period = `from=${year}-01-01&to=${year}-12-31`;
    const species = await download(boatRoute, `/boats/${boatId}/csv/arter?${period}`, {
      id: boatId,
      table: 'arter',
    });
    const expected = await weightBySpecies('vessel_id', boatId);
    expect(sum(species, 'Rundvekt (kg)')).toBeCloseTo(
      [...expected.values()].reduce((a, b) => a + b, 0),
      0,
    );
    expect(sum(species, 'Landinger')).toBeGreaterThan(0);
    const locations = await download(boatRoute, `/boats/${boatId}/csv/fangstfelt?${period}`, {
      id: boatId,
      table: 'fangstfelt',
    });
    for (const row of locations) expect(csvNumber(row.Breddegrad)).toBeGreaterThan(50);
    const owners = await download(boatRoute, `/boats/${boatId}/csv/eiere`, { id: boatId, table: 'eiere' });
    const [registered] = await queryStore<{ n: number }>(
      'select count(*)::integer as n from ownerships where vessel_id = $1',
      [boatId],
    );
    expect(owners).toHaveLength(registered.n);
    const names = await download(boatRoute, `/boats/${boatId}/csv/navn`, { id: boatId, table: 'navn' });
    expect(names[0]['Nåværende navn']).toBe('ja');
  });

  it('gives one landing note’s lines', async () => {
    const [doc] = await queryStore<{ doc_key: string; lines: number; weight: number }>(
      `select doc_key, count(*)::integer as lines, sum(round_weight) as weight from landing_lines
       where vessel_id = $1 group by doc_key order by doc_key limit 1`,
      [boatId],
    );
    const lines = await download(linesRoute, `/boats/${boatId}/landing/${doc.doc_key}/csv`, {
      id: boatId,
      docKey: doc.doc_key,
    });
    expect(lines).toHaveLength(doc.lines);
    expect(sum(lines, 'Rundvekt (kg)')).toBeCloseTo(Number(doc.weight), 1);
    const elsewhere = await callRoute<ErrorBody>(linesRoute, '/x', {
      id: 'finnes-ikke',
      docKey: doc.doc_key,
    });
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.error).toMatchObject({ code: 'not_found', message: 'Fant ikke landingen' });
  });
});

describe('rate limits', () => {
  it('answers the limiter’s refusal before loading anything', async () => {
    const refusal = () => new Response('{"error":{"code":"rate_limited"}}', { status: 429 });
    const routes: [AnyRoute, Record<string, string>][] = [
      [firmRoute, { id: firmId, table: 'arter' }],
      [stationRoute, { id: stationId, table: 'arter' }],
      [ownerRoute, { id: ownerId, table: 'arter' }],
      [boatRoute, { id: boatId, table: 'arter' }],
      [linesRoute, { id: boatId, docKey: 'x' }],
    ];
    for (const [route, params] of routes) {
      jest.mocked(rateLimitResponse).mockResolvedValueOnce(refusal());
      const answer = await callRoute(route, '/csv', params);
      expect(answer.status).toBe(429);
    }
    expect(jest.mocked(rateLimitResponse).mock.calls.every(([bucket]) => bucket === 'csv')).toBe(true);
  });
});

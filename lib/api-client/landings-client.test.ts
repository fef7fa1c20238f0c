import { runLandingQuery } from '@/lib/landings/landing-query';
import { savedQueryId } from '@/lib/landings/saved-queries';
import { clearQueryCache } from '@/lib/store/result-cache';
import { setUserDb } from '@/lib/userdata';
import { openTestUserDb, type TestUserDb } from '@/tests/helpers/userdata';
import { removeDir } from '@/tests/helpers/fiskeridir-samples';
import { queryCurrentStore } from '@/tests/helpers/store-query';
import { buildGeneratedStore, useStore } from '@/tests/helpers/test-store';
import {
  ApiClientError,
  createHttpTransport,
  createInProcessTransport,
  createLandingsClient,
  type LandingsClient,
} from './index';
import { startRouteServer, type RouteServer } from '@/tests/helpers/route-server';

/**
 * Contract tests: the same suite against both transports. In process calls the lib functions; over
 * HTTP the client talks to the real route handlers behind a small local HTTP server. Both must give the
 * same answers, the same errors (status, code, fields) and the spec's fallbacks.
 */

let dataDir: string;
let server: RouteServer;
let userdata: TestUserDb;
const YEAR = { FromDate: '2025-01-01', ToDate: '2025-12-31' };

beforeAll(async () => {
  dataDir = await buildGeneratedStore();
  useStore(dataDir);
  // Saved queries go to the PostgreSQL server in a schema of their own (PGlite is covered in lib/userdata).
  userdata = await openTestUserDb('postgres');
  setUserDb(userdata.db);
  server = await startRouteServer();
}, 120_000);

afterAll(async () => {
  await server?.close();
  setUserDb(null);
  await userdata?.cleanup();
  if (dataDir) removeDir(dataDir);
});

beforeEach(() => clearQueryCache());

const transports: [string, () => LandingsClient][] = [
  ['in-process', () => createLandingsClient(createInProcessTransport())],
  ['http', () => createLandingsClient(createHttpTransport(server.url, { timeoutMs: 30_000 }))],
];

async function busiestBoat(): Promise<string> {
  const [row] = await queryCurrentStore<{ id: string }>(
    dataDir,
    `select vessel_id as id from landing_lines where landing_date between '2025-01-01' and '2025-12-31'
     group by 1 order by count(distinct doc_key) desc limit 1`,
  );
  return row.id;
}

describe.each(transports)('landings client over %s', (kind, makeClient) => {
  let client: LandingsClient;
  beforeAll(() => {
    client = makeClient();
  });

  it('uses the transport it was given', () => {
    expect(client.transport).toBe(kind);
  });

  it('answers the landing query like the lib, with the total', async () => {
    const query = { ...YEAR, OffloadGrouping: 'Art', XPivots: '1022,1027', Count: 10, OrderBy: 'Price desc' };
    const page = await client.queryLandings(query);
    const direct = await runLandingQuery({
      ...YEAR,
      OffloadGrouping: 'Art',
      XPivots: ['1022', '1027'],
      Count: 10,
      OrderBy: 'Price desc',
    });
    expect(page).toEqual({ rows: direct.rows, total: direct.total });
  });

  it.each([
    [{ FromDate: '2024-1-1' }, 'kropp.FromDate'],
    [{ PageNo: -2 }, 'kropp.PageNo'],
    [{ Count: 10_000 }, 'kropp.Count'],
    [{ OrderBy: 'nonsense' }, 'kropp.OrderBy'],
    [{ XPivots: 'Torsk', OrderBy: 'Pivot:Hyse' }, 'kropp.OrderBy'],
  ])('rejects %j with a 400 naming %s', async (query, field) => {
    const error = await client.queryLandings(query).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiClientError);
    expect(error).toMatchObject({ status: 400, code: 'bad_request' });
    expect(Object.keys((error as ApiClientError).fields ?? {})).toEqual([field]);
  });

  it('saves a query under a stable id and gives it back with its current rows', async () => {
    const spelled = { ...YEAR, Fish: '1027,1022', XPivots: ['Torsk'], OffloadGrouping: 'Kommune' };
    const respelled = {
      ...YEAR,
      Fish: ['1022', '1027'],
      XPivots: 'fish:1022',
      OffloadGrouping: 'kommune',
      PageNo: 1,
    };
    const first = await client.saveLandingQuery(spelled);
    const second = await client.saveLandingQuery(respelled);
    expect(first.id).toMatch(/^[0-9A-Za-z]{11}$/);
    expect(second.id).toBe(first.id);
    expect(first.id).toBe(savedQueryId(first.query));
    expect(first.embedPath).toBe(`/topoffloads/embed/${first.id}`);

    const saved = await client.savedLandingQuery(first.id);
    const current = await client.queryLandings(first.query);
    expect(saved).toEqual({ id: first.id, query: first.query, rows: current.rows, total: current.total });
    expect(await client.savedLandingQuery('NoSuchId123')).toBeNull();
    await expect(client.savedLandingQuery('bad id!')).rejects.toMatchObject({ status: 400 });
  });

  it('lists a boat’s landings; an unknown boat gives an empty list (the spec’s 404 fallback)', async () => {
    const boat = await busiestBoat();
    const rows = await client.boatLandings(boat, '2025-01-01', '2025-12-31');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.BoatID === boat)).toBe(true);
    expect(await client.boatYearLandings(boat, 2025)).toEqual(rows);
    expect(await client.boatLandings('999999999', '2025-01-01', '2025-12-31')).toEqual([]);
    await expect(client.boatLandings(boat, '2025-12-31', '2025-01-01')).rejects.toMatchObject({
      status: 400,
      fields: { 'sti.to': expect.any(String) },
    });
  });

  it('lists the latest landings and documents with their lines; one document by key', async () => {
    const latest = await client.latestLandings({ Count: 5, FishingGear: ['5'] });
    expect(latest.rows).toHaveLength(5);
    expect(latest.total).toBeGreaterThan(5);
    const documents = await client.landingDocuments('2025-06-01', '2025-06-30', { Count: 3 });
    expect(documents.rows).toHaveLength(3);
    expect(documents.rows[0].Lines.length).toBeGreaterThan(0);
    expect(await client.landingDocument(documents.rows[0].DocumentKey)).toEqual(documents.rows[0]);
    expect(await client.landingDocument('1-1-1-1900')).toBeNull();
    // The generated logbooks: January's messages, newest first, the first page of 50.
    const reports = await client.electronicReports('2025-01-01', '2025-01-31');
    expect(reports).toHaveLength(50);
    const times = reports.map((report) => report.MessageTime);
    expect(times).toEqual([...times].sort().reverse());
    expect(times.every((time) => time >= '2025-01-01' && time < '2025-02-01')).toBe(true);
  });

  it('cancels when the caller aborts', async () => {
    const controller = new AbortController();
    const pending = client.queryLandings({ ...YEAR, XPivots: ['1023'] }, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('the spec’s fallbacks and the HTTP transport’s guards', () => {
  const answering = (status: number, body = '') =>
    createLandingsClient(
      createHttpTransport('http://other.example', {
        fetch: async () => new Response(body, { status, headers: { 'Content-Type': 'application/json' } }),
      }),
    );

  it('a landing query answered 405 or 404 gives an empty list', async () => {
    expect(await answering(405).queryLandings({})).toEqual({ rows: [], total: 0 });
    expect(await answering(404, '{"error":{"code":"not_found","message":"x"}}').queryLandings({})).toEqual({
      rows: [],
      total: 0,
    });
  });

  it('other failures are errors with the server’s code and message', async () => {
    await expect(
      answering(503, '{"error":{"code":"no_data","message":"Ingen data"}}').queryLandings({}),
    ).rejects.toMatchObject({ status: 503, code: 'no_data', message: 'Ingen data' });
  });

  it('an answer that breaks the contract is refused', async () => {
    await expect(answering(200, '[{"Title": 1}]').queryLandings({})).rejects.toMatchObject({
      status: 502,
      code: 'bad_response',
    });
  });

  it('gives up after the timeout', async () => {
    const hanging = createLandingsClient(
      createHttpTransport('http://other.example', {
        timeoutMs: 50,
        fetch: (_url, init) =>
          new Promise<Response>((_resolve, reject) =>
            init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)),
          ),
      }),
    );
    await expect(hanging.queryLandings({})).rejects.toMatchObject({ status: 504, code: 'timeout' });
  });

  it('serves the capitalised /api/Offloads/… paths through the rewrite', async () => {
    const boat = await busiestBoat();
    const upper = await fetch(`${server.url}/api/Offloads/${boat}/date/2025-01-01/2025-12-31`);
    const lower = await fetch(`${server.url}/api/offloads/${boat}/date/2025-01-01/2025-12-31`);
    expect(upper.status).toBe(200);
    expect(await upper.json()).toEqual(await lower.json());
    // A GET on the query (POST only) is the 405 the spec's client turns into an empty list.
    expect((await fetch(`${server.url}/api/offloads/query`)).status).toBe(405);
  });
});

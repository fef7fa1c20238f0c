import { POST as internalRead } from '@/app/api/internal/reads/[name]/route';
import { ApiError } from '@/lib/api/errors';
import { LandingInputError } from '@/lib/landings/landing-query/types';
import { servedStoreVersion } from '@/lib/page-cache/store-version';
import { clearQueryCache } from '@/lib/store/result-cache';
import { generatedStoreForFile } from '@/tests/helpers/test-store';
import { reads } from './reads';
import { UPSTREAM_UNAVAILABLE_MESSAGE, answerRemoteReadsWith } from './remote-reads';

/**
 * A proxy node (LANDINGS_API_URL) renders its pages from the data node's internal reads. Here the
 * "data node" is this process's own route handler, reached through a fetch that hands it the request:
 * every read a page makes must give the proxy node exactly what the local store gives.
 */

const TOKEN = 'test-shared-secret-0123456789abcdef';
const UPSTREAM = 'http://data-node.test';

let boatId = '';
let firmId = '';
let ownerId = '';
let year = 0;

generatedStoreForFile(
  async () => {
    const boats = await reads.listBoats({ count: 1 });
    boatId = boats.boats[0].id;
    year = boats.year;
    const firms = await reads.listFirms({ count: 1 });
    firmId = firms.firms[0].id;
    const owners = await reads.listOwners({ count: 1 });
    ownerId = owners.owners[0].id;
  },
  { years: 2, endYear: 2025, linesPerYear: 4000 },
);

/**
 * The data node: every fetch to UPSTREAM is answered by the internal reads route in this process,
 * with the data node's own LANDINGS_API_TOKEN (`dataNodeToken`; null: it has none).
 */
const upstreamCalls: string[] = [];
function dataNodeFetch(dataNodeToken: string | null = TOKEN): typeof fetch {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    if (url.origin !== UPSTREAM) throw new TypeError(`fetch failed: ${url.origin} unknown`);
    const name = decodeURIComponent(url.pathname.split('/').at(-1) ?? '');
    upstreamCalls.push(name);
    // The data node is no proxy itself: it serves its own store (and its own store version).
    const proxyTo = process.env.LANDINGS_API_URL;
    const proxyToken = process.env.LANDINGS_API_TOKEN;
    delete process.env.LANDINGS_API_URL;
    if (dataNodeToken) process.env.LANDINGS_API_TOKEN = dataNodeToken;
    else delete process.env.LANDINGS_API_TOKEN;
    try {
      return await internalRead(new Request(url, init), { params: Promise.resolve({ name }) });
    } finally {
      process.env.LANDINGS_API_URL = proxyTo;
      process.env.LANDINGS_API_TOKEN = proxyToken;
    }
  }) as typeof fetch;
}

function asProxyNode(fetchImpl: typeof fetch = dataNodeFetch()) {
  process.env.LANDINGS_API_URL = UPSTREAM;
  process.env.LANDINGS_API_TOKEN = TOKEN;
  answerRemoteReadsWith(fetchImpl);
}

function asDataNode() {
  delete process.env.LANDINGS_API_URL;
  process.env.LANDINGS_API_TOKEN = TOKEN;
  answerRemoteReadsWith(null);
}

beforeEach(() => {
  asDataNode();
  upstreamCalls.length = 0;
  clearQueryCache();
});

afterAll(() => {
  answerRemoteReadsWith(null);
  delete process.env.LANDINGS_API_URL;
  delete process.env.LANDINGS_API_TOKEN;
});

/** Runs `read` on the data node and on the proxy node and returns both answers. */
async function bothWays<T>(read: () => Promise<T>): Promise<{ local: T; remote: T }> {
  asDataNode();
  const local = await read();
  asProxyNode();
  const remote = await read();
  asDataNode();
  return { local, remote };
}

describe('a proxy node reads what the data node reads', () => {
  it('gives the pages the same answers, Maps and all, over HTTP', async () => {
    const cases: [string, () => Promise<unknown>][] = [
      ['findBoat', () => reads.findBoat(boatId)],
      ['boatYears', () => reads.boatYears(boatId)],
      [
        'boatLandings',
        () => reads.boatLandings(boatId, { FromDate: `${year}-01-01`, ToDate: `${year}-12-31` }),
      ],
      ['boatLogbook', () => reads.boatLogbook(boatId)],
      ['boatQuota', () => reads.boatQuota(boatId, year)],
      ['getFirm', () => reads.getFirm(firmId)],
      ['firmStations', () => reads.firmStations(firmId, year)],
      ['stationsOfFirms', () => reads.stationsOfFirms([firmId])],
      ['getOwner', () => reads.getOwner(ownerId)],
      ['storeFacts', () => reads.storeFacts()],
      ['filterValues', () => reads.filterValues('species')],
      ['latestLandings', () => reads.latestLandings({ Count: 5 })],
      ['priceYears', () => reads.priceYears()],
      ['shareCard', () => reads.shareCard('boat', boatId)],
      [
        'runLandingQuery',
        () => reads.runLandingQuery({ FromDate: `${year}-01-01`, ToDate: `${year}-12-31`, Count: 5 }),
      ],
    ];
    for (const [name, read] of cases) {
      upstreamCalls.length = 0;
      const { local, remote } = await bothWays(read);
      expect({ name, value: remote }).toEqual({ name, value: local });
      expect(upstreamCalls).toContain(name);
    }
    const { remote } = await bothWays(() => reads.stationsOfFirms([firmId]));
    expect(remote).toBeInstanceOf(Map);
  });

  it('answers a missing boat with null, and a caller mistake with the same LandingInputError', async () => {
    asProxyNode();
    await expect(reads.findBoat('no-such-boat')).resolves.toBeNull();
    const wrongOrder = reads.runLandingQuery({
      FromDate: `${year}-12-31`,
      ToDate: `${year}-01-01`,
      Count: 5,
    });
    await expect(wrongOrder).rejects.toBeInstanceOf(LandingInputError);
    await expect(wrongOrder).rejects.toMatchObject({ message: 'Fra-dato er etter til-dato' });
  });

  it('keys its page cache by the upstream store version', async () => {
    asDataNode();
    const local = servedStoreVersion(Date.now() + 10_000);
    expect(local).toEqual(expect.any(Number));
    asProxyNode();
    // The first ask starts a background read of the upstream's version; an answer's header tells it too.
    await reads.storeFacts();
    expect(servedStoreVersion()).toBe(local);
  });

  it('fails loudly, naming the setting, when the data node refuses the token or has none', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const named = /set the same LANDINGS_API_TOKEN on this node and on the data node/;
    asProxyNode();
    process.env.LANDINGS_API_TOKEN = 'a-different-secret-0123456789abcdef';
    await expect(reads.findBoat(boatId)).rejects.toThrow(named);
    // A data node without a token answers 404: not to be taken for a boat that does not exist.
    asProxyNode(dataNodeFetch(null));
    await expect(reads.findBoat(boatId)).rejects.toThrow(named);
    expect(error).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });

  it('shows «prøv igjen» when the upstream is down or too slow, without hanging', async () => {
    asProxyNode((async () => {
      throw new TypeError('fetch failed: ECONNREFUSED');
    }) as typeof fetch);
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    await expect(reads.findBoat(boatId)).rejects.toEqual(
      new ApiError('overloaded', UPSTREAM_UNAVAILABLE_MESSAGE),
    );

    process.env.LANDINGS_API_TIMEOUT_MS = '50';
    answerRemoteReadsWith(
      ((_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        })) as typeof fetch,
    );
    const started = Date.now();
    await expect(reads.findBoat(boatId)).rejects.toMatchObject({ code: 'overloaded' });
    expect(Date.now() - started).toBeLessThan(2000);
    delete process.env.LANDINGS_API_TIMEOUT_MS;
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('reads: findBoat from http://data-node.test failed'),
    );
    error.mockRestore();
  });
});

describe('the data node guards its internal reads', () => {
  const call = (name: string, body: BodyInit, headers: Record<string, string> = {}) =>
    internalRead(
      new Request(`${UPSTREAM}/api/internal/reads/${name}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body,
      }),
      { params: Promise.resolve({ name }) },
    );
  const withToken = { Authorization: `Bearer ${TOKEN}` };

  it('does not exist without LANDINGS_API_TOKEN, and refuses a wrong or missing token', async () => {
    delete process.env.LANDINGS_API_TOKEN;
    expect((await call('storeFacts', '[]', withToken)).status).toBe(404);
    process.env.LANDINGS_API_TOKEN = TOKEN;
    const missing = await call('storeFacts', '[]');
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({ error: { code: 'unauthorized' } });
    expect((await call('storeFacts', '[]', { Authorization: `Bearer ${TOKEN}x` })).status).toBe(401);
    expect((await call('storeFacts', '[]', withToken)).status).toBe(200);
  });

  it('answers unknown reads, malformed and oversized arguments with a clear 4xx', async () => {
    const unknown = await call('constructor', '[]', withToken);
    expect(unknown.status).toBe(404);
    expect((await call('__proto__', '[]', withToken)).status).toBe(404);

    const notJson = await call('findBoat', '[1,', withToken);
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toMatchObject({ error: { message: 'Forespørselen må ha en JSON-kropp' } });

    const notList = await call('findBoat', '{"id":1}', withToken);
    expect(notList.status).toBe(400);
    expect((await call('findBoat', JSON.stringify(Array(9).fill('x')), withToken)).status).toBe(400);

    const badTag = await call('findBoat', '[{"~wire":"function","value":"x"}]', withToken);
    expect(badTag.status).toBe(400);
    expect(await badTag.json()).toMatchObject({ error: { message: expect.stringContaining('unknown tag') } });

    const huge = await call('findBoat', JSON.stringify(['x'.repeat(300 * 1024)]), withToken);
    expect(huge.status).toBe(413);

    const deep = await call('findBoat', `${'['.repeat(100)}${']'.repeat(100)}`, withToken);
    expect(deep.status).toBe(400);
  });

  it('sends its answers uncached, with the store version they came from', async () => {
    const answer = await call('findBoat', JSON.stringify([boatId]), withToken);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(Number(answer.headers.get('x-fangstdata-store-version'))).toBe(servedStoreVersion());
    expect(await answer.json()).toMatchObject({ value: { id: boatId } });
  });
});

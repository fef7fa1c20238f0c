import { callRoute, postJson, postJsonText } from '@/tests/helpers/call-route';
import { errorBodySchema } from '@/lib/api/errors';
import { setUserDb } from '@/lib/userdata';
import { clearQueryCache } from '@/lib/store/result-cache';
import { queryCurrentStore } from '@/tests/helpers/store-query';
import { generatedStoreForFile } from '@/tests/helpers/test-store';
import { openTestUserDb, type TestUserDb } from '@/tests/helpers/userdata';
import { GET as boatOnBoardChanges } from './boats/lager/changes/[id]/route';
import { GET as fleetOnBoard } from './lager/fish/route';
import { GET as speciesPrice } from './nergard/Price/[a]/[b]/route';
import { POST as saveQuery } from './offloads/query/save/route';
import { POST as landingQuery } from './offloads/query/route';

/**
 * Input the shared parsers must refuse with a 400 naming the parameter, never a 500 from the store or
 * the user database (issue 28's repros): dates that are no days, years no landing has, and lone
 * surrogates. Nothing of it reaches a log.
 */

let boatId: string;
let userdata: TestUserDb;
let loggedErrors: jest.SpyInstance;

generatedStoreForFile(async (dataDir) => {
  [{ boatId }] = await queryCurrentStore<{ boatId: string }>(
    dataDir,
    'select vessel_id as "boatId" from landing_lines limit 1',
  );
});

beforeAll(async () => {
  userdata = await openTestUserDb('pglite');
  setUserDb(userdata.db);
});
afterAll(async () => {
  setUserDb(null);
  await userdata?.cleanup();
});
beforeEach(() => {
  clearQueryCache();
  loggedErrors = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  const calls = loggedErrors.mock.calls.length;
  loggedErrors.mockRestore();
  // A client's mistake is answered, not logged (no SQL, no parameters, no stack trace).
  expect(calls).toBe(0);
});

/** The 400's fields, after checking the answer is one in the API's error shape. */
function fieldsOf(answer: { status: number; body: unknown }): Record<string, string> {
  expect(answer.status).toBe(400);
  const parsed = errorBodySchema.parse(answer.body);
  expect(parsed.error.code).toBe('bad_request');
  return parsed.error.fields ?? {};
}

describe('impossible dates', () => {
  it('GET /api/lager/fish?to=2025-02-29 is a 400 naming `to`', async () => {
    const answer = await callRoute(fleetOnBoard, '/api/lager/fish?to=2025-02-29');
    expect(Object.keys(fieldsOf(answer))).toEqual(['spørring.to']);
  });

  it('GET /api/lager/fish?from=2025-02-30 is a 400 naming `from`, not an answer echoing it', async () => {
    const answer = await callRoute(fleetOnBoard, '/api/lager/fish?from=2025-02-30');
    expect(Object.keys(fieldsOf(answer))).toEqual(['spørring.from']);
    expect(JSON.stringify(answer.body)).not.toContain('2025-02-30');
  });

  it('GET /api/boats/lager/changes/{id}?to=2021-02-30 is a 400 naming `to`', async () => {
    const answer = await callRoute(boatOnBoardChanges, `/api/boats/lager/changes/${boatId}?to=2021-02-30`, {
      id: boatId,
    });
    expect(Object.keys(fieldsOf(answer))).toEqual(['spørring.to']);
  });

  it('still answers real dates, the leap day of a leap year included', async () => {
    const answer = await callRoute(fleetOnBoard, '/api/lager/fish?from=2024-02-01&to=2024-02-29');
    expect(answer.status).toBe(200);
  });
});

describe('years no landing has', () => {
  it('GET /api/nergard/Price/1027/0000 is a 400 naming `b`, not a price for "0-01"', async () => {
    const answer = await callRoute(speciesPrice, '/api/nergard/Price/1027/0000', { a: '1027', b: '0000' });
    expect(Object.keys(fieldsOf(answer))).toEqual(['sti.b']);
  });

  it.each(['9999', '1899-12', '2101-01'])('GET /api/nergard/Price/1027/%s is a 400', async (period) => {
    const answer = await callRoute(speciesPrice, `/api/nergard/Price/1027/${period}`, {
      a: '1027',
      b: period,
    });
    expect(Object.keys(fieldsOf(answer))).toEqual(['sti.b']);
  });

  it('GET /api/lager/fish?from=0000-01-01 is a 400', async () => {
    const answer = await callRoute(fleetOnBoard, '/api/lager/fish?from=0000-01-01');
    expect(Object.keys(fieldsOf(answer))).toEqual(['spørring.from']);
  });
});

describe('lone surrogates', () => {
  const storedQueries = async () =>
    (await userdata.db.query<{ n: number }>('select count(*)::integer as n from saved_queries'))[0].n;

  it('a saved query holding "\\uD800" is a 400 naming the field, and nothing is stored', async () => {
    const before = await storedQueries();
    // Written as JSON escapes: JSON.stringify would write the same for the lone surrogate.
    const answer = await callRoute(
      saveQuery,
      '/api/offloads/query/save',
      {},
      postJsonText('{"Fish":"\\uD800","XPivots":["1022"]}'),
    );
    expect(fieldsOf(answer)).toEqual({ 'kropp.Fish': expect.stringMatching(/surrogat/) });
    expect(await storedQueries()).toBe(before);
  });

  it('is refused in every string of a body, a member name included, and in the landing query', async () => {
    const inList = await callRoute(
      saveQuery,
      '/api/offloads/query/save',
      {},
      postJson({ Boat: ['1', 'x\udc00'] }),
    );
    expect(Object.keys(fieldsOf(inList))).toEqual(['kropp.Boat.1']);
    const inName = await callRoute(saveQuery, '/api/offloads/query/save', {}, postJson({ ['\ud83d']: 1 }));
    expect(Object.keys(fieldsOf(inName))).toEqual(['kropp.(feltnavn)']);
    const query = await callRoute(landingQuery, '/api/offloads/query', {}, postJson({ Fish: '\ud800' }));
    expect(Object.keys(fieldsOf(query))).toEqual(['kropp.Fish']);
  });

  it('lets a whole surrogate pair (an emoji) through to the handler', async () => {
    const answer = await callRoute(landingQuery, '/api/offloads/query', {}, postJson({ Boat: '🐟' }));
    expect(answer.status).toBe(200);
  });
});

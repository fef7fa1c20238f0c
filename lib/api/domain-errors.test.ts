import { inspect } from 'node:util';
import { LandingInputError } from '@/lib/landings/landing-query/types';
import { NoDataError, StoreBusyError } from '@/lib/store/landing-store';
import { csvNotFound, csvRoute } from './csv-route';
import { failureResponse, toApiError } from './domain-errors';
import { ApiError } from './errors';
import { pageErrorMessage } from './page-error-messages';
import { forPage, PageUnavailableError } from './page-errors';

// A relative path: jest.mock's argument is not rewritten by the '@/' alias.
jest.mock('./api-buckets', () => ({ rateLimitResponse: jest.fn(async () => null) }));

/**
 * The one error map: what a client gets for each domain error, whether the request came through an
 * API route or a CSV download (the latter checked against it here).
 */

const request = () => new Request('http://localhost/topoffloads/csv');

async function answer(response: Response) {
  return { status: response.status, headers: response.headers, body: await response.json() };
}

describe('toApiError', () => {
  it('keeps an ApiError as it is', () => {
    const error = new ApiError('not_found', 'Båten finnes ikke');
    expect(toApiError(error)).toEqual({ error });
  });

  it('turns a LandingInputError into a 400 whose fields name where the input came from', () => {
    const error = new LandingInputError('Ukjent sortering', { OrderBy: 'Sortering skrives …' });
    const fromBody = toApiError(error, 'kropp')!.error;
    expect(fromBody).toMatchObject({ status: 400, code: 'bad_request', message: 'Ukjent sortering' });
    expect(fromBody.fields).toEqual({ 'kropp.OrderBy': 'Sortering skrives …' });
    expect(toApiError(error, 'spørring')!.error.fields).toEqual({
      'spørring.OrderBy': 'Sortering skrives …',
    });
  });

  it('answers a store without data with 503 no_data in Norwegian', () => {
    expect(toApiError(new NoDataError())!.error).toMatchObject({
      status: 503,
      code: 'no_data',
      message: 'Ingen landingsdata er lastet inn ennå',
    });
  });

  it.each([
    ['queue_full', /travel akkurat nå/],
    ['timeout', /tok for lang tid/],
    ['memory', /mer minne/],
  ] as const)('answers a busy store (%s) with 503, Retry-After and no caching', (reason, message) => {
    const mapped = toApiError(new StoreBusyError(reason, 7))!;
    expect(mapped.error).toMatchObject({ status: 503, code: 'overloaded' });
    expect(mapped.error.message).toMatch(message);
    expect(mapped.headers).toEqual({ 'Retry-After': '7', 'Cache-Control': 'no-store' });
  });

  it('leaves anything else to the caller', () => {
    expect(toApiError(new TypeError('x is undefined'))).toBeNull();
  });
});

describe('failureResponse', () => {
  it('answers an unexpected error with an opaque 500 and logs it', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    const failed = await answer(
      failureResponse(new TypeError('secret detail'), request(), { label: 'test' }),
    );
    expect(failed.status).toBe(500);
    expect(failed.body).toEqual({ error: { code: 'internal', message: 'Noe gikk galt på serveren' } });
    expect(JSON.stringify(failed.body)).not.toContain('secret detail');
    expect(log).toHaveBeenCalledTimes(1);
    log.mockRestore();
  });

  it("logs a database error's stack and code, never its SQL or the request's values", async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    // What pg and PGlite throw: the statement, its parameters and the offending text as members.
    const error = Object.assign(new Error('invalid input syntax'), {
      code: '22P02',
      query: 'insert into saved_queries (id, kind, query) values ($1, $2, $3::jsonb)',
      params: ['abc', 'landings', '{"Boat":["someone\'s value"]}'],
      where: 'JSON data, line 1: {"Boat":["someone\'s value"]',
    });
    await answer(failureResponse(error, request(), { label: 'api: POST /x' }));
    // As the console prints them: util.inspect shows an error's own members.
    const logged = log.mock.calls.map((call) => call.map((part) => inspect(part)).join(' ')).join('\n');
    log.mockRestore();
    expect(logged).toContain('api: POST /x failed');
    expect(logged).toContain('invalid input syntax');
    expect(logged).toContain('22P02');
    expect(logged).not.toContain('insert into');
    expect(logged).not.toContain("someone's value");
  });

  it('answers 499 with no body to a client that already left', async () => {
    const controller = new AbortController();
    controller.abort();
    const left = new Request('http://localhost/x', { signal: controller.signal });
    const response = failureResponse(new Error('aborted'), left, { label: 'test' });
    expect(response.status).toBe(499);
    expect(await response.text()).toBe('');
  });
});

describe('csvRoute', () => {
  it('answers a missing entity with 404 in the API error shape', async () => {
    const GET = csvRoute<{ id: string }>('test', async (_request, { id }) => {
      throw csvNotFound(`Fant ikke båten ${id}`);
    });
    const missing = await answer(await GET(request(), { params: Promise.resolve({ id: '42' }) }));
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: { code: 'not_found', message: 'Fant ikke båten 42' } });
  });

  it('maps a busy store thrown by another copy of the store module (another bundle) by its code', () => {
    let OtherCopy: typeof StoreBusyError | undefined;
    jest.isolateModules(() => {
      OtherCopy = (jest.requireActual('../store/store-errors') as { StoreBusyError: typeof StoreBusyError })
        .StoreBusyError;
    });
    const foreign = new OtherCopy!('queue_full', 4);
    expect(foreign).not.toBeInstanceOf(StoreBusyError);
    const mapped = toApiError(foreign);
    expect(mapped?.error.status).toBe(503);
    expect(mapped?.headers?.['Retry-After']).toBe('4');
  });

  it('answers a busy store with 503 and Retry-After, like the API', async () => {
    const GET = csvRoute('test', async () => {
      throw new StoreBusyError('queue_full', 3);
    });
    const busy = await answer(await GET(request()));
    expect(busy.status).toBe(503);
    expect(busy.headers.get('retry-after')).toBe('3');
    expect(busy.body.error.code).toBe('overloaded');
  });

  it('answers a query the store rejects with 400 naming the query parameter', async () => {
    const GET = csvRoute('test', async () => {
      throw new LandingInputError('Ukjent sortering', { OrderBy: 'Sortering skrives …' });
    });
    const rejected = await answer(await GET(request()));
    expect(rejected.status).toBe(400);
    expect(rejected.body.error.fields).toEqual({ 'spørring.OrderBy': 'Sortering skrives …' });
  });

  it('passes the handler’s own answer through', async () => {
    const GET = csvRoute('test', async () => new Response('a;b\r\n', { status: 200 }));
    const ok = await GET(request());
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe('a;b\r\n');
  });
});

describe('forPage', () => {
  it('shows the 404 page for a not-found error', async () => {
    const error = await forPage(async () => {
      throw new ApiError('not_found', 'Båten finnes ikke');
    }).catch((caught: unknown) => caught);
    // notFound() throws Next's own error, recognised by its digest.
    expect((error as { digest?: string }).digest).toMatch(/^NEXT_HTTP_ERROR_FALLBACK;404/);
  });

  it('turns a busy store into the error page’s «travel» message', async () => {
    const error = await forPage(async () => {
      throw new StoreBusyError('queue_full', 2);
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PageUnavailableError);
    expect(pageErrorMessage((error as PageUnavailableError).digest)?.text).toBe(
      'Tjenesten er travel akkurat nå, prøv igjen om litt.',
    );
  });

  it('turns an empty store into the error page’s «no data» message', async () => {
    const error = await forPage(async () => {
      throw new NoDataError();
    }).catch((caught: unknown) => caught);
    expect(pageErrorMessage((error as PageUnavailableError).digest)?.title).toBe('Ingen landingsdata ennå');
  });

  it('rethrows an input error unchanged for the page to handle, and passes data through', async () => {
    const input = new LandingInputError('Ukjent sortering', { OrderBy: 'x' });
    await expect(
      forPage(async () => {
        throw input;
      }),
    ).rejects.toBe(input);
    await expect(forPage(async () => 42)).resolves.toBe(42);
    expect(pageErrorMessage('1234567')).toBeNull();
  });
});

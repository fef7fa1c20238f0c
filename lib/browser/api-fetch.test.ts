import * as session from '@/lib/auth/client-session';
import { ApiCallError, apiFetch } from './api-fetch';

jest.mock('../auth/client-session', () => ({ authorizedFetch: jest.fn() }));
const authorizedFetch = session.authorizedFetch as jest.Mock;

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn();
  global.fetch = fetchMock as unknown as typeof fetch;
  authorizedFetch.mockReset();
});

async function refusal(promise: Promise<unknown>): Promise<ApiCallError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiCallError);
  return error as ApiCallError;
}

describe('apiFetch', () => {
  it('sends a JSON body and returns the JSON answer', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, [{ ID: '1' }]));
    const controller = new AbortController();
    await expect(
      apiFetch('/api/search', { method: 'POST', json: { term: 'hav' }, signal: controller.signal }),
    ).resolves.toEqual([{ ID: '1' }]);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/search');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"term":"hav"}');
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(init.signal).toBe(controller.signal);
  });

  it('sends a plain GET without options and goes through authorizedFetch when asked', async () => {
    authorizedFetch.mockResolvedValueOnce(answer(200, []));
    await apiFetch('/api/user/boats', { auth: true });
    expect(authorizedFetch).toHaveBeenCalledWith('/api/user/boats');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("keeps the server's message, code and fields of a 400", async () => {
    fetchMock.mockResolvedValueOnce(
      answer(400, { error: { code: 'bad_request', message: 'Ugyldig år.', fields: { year: 'For stort' } } }),
    );
    const error = await refusal(apiFetch('/api/x'));
    expect(error).toMatchObject({ status: 400, code: 'bad_request', message: 'Ugyldig år.' });
    expect(error.fields).toEqual({ year: 'For stort' });
  });

  it('says how long to wait after a 429 and a 503, and what to do after a 413', async () => {
    fetchMock.mockResolvedValueOnce(
      answer(429, { error: { code: 'rate_limited', message: 'Too many' } }, { 'Retry-After': '42' }),
    );
    const limited = await refusal(apiFetch('/api/x'));
    expect(limited.message).toBe('For mange forespørsler på kort tid. Prøv igjen om 42 s.');
    expect(limited.retryAfterSeconds).toBe(42);

    // A daily limit (Retry-After in hours) is explained by the server's own message.
    fetchMock.mockResolvedValueOnce(
      answer(
        429,
        { error: { code: 'rate_limited', message: 'Prøv igjen i morgen.' } },
        { 'Retry-After': '40000' },
      ),
    );
    expect((await refusal(apiFetch('/api/x'))).message).toBe('Prøv igjen i morgen.');

    fetchMock.mockResolvedValueOnce(answer(503, { error: { code: 'busy', message: 'pool full' } }));
    expect((await refusal(apiFetch('/api/x'))).message).toBe(
      'Tjenesten er travel akkurat nå. Prøv igjen om litt.',
    );

    fetchMock.mockResolvedValueOnce(answer(413, { error: { code: 'too_large', message: 'Body too large' } }));
    expect((await refusal(apiFetch('/api/x'))).message).toMatch(/^Forespørselen er for stor/);
  });

  it("shows the caller's message for a 500 and a lost connection, not the internals", async () => {
    fetchMock.mockResolvedValueOnce(answer(500, { error: { code: 'internal', message: 'SQL exploded' } }));
    const failed = await refusal(apiFetch('/api/x', { failureMessage: 'Kunne ikke lagre.' }));
    expect(failed).toMatchObject({ status: 500, message: 'Kunne ikke lagre.' });

    fetchMock.mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502 }));
    expect((await refusal(apiFetch('/api/x'))).message).toBe('Noe gikk galt. Prøv igjen.');

    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await refusal(apiFetch('/api/x', { failureMessage: 'Kunne ikke lagre.' }))).toMatchObject({
      status: 0,
      message: 'Kunne ikke lagre.',
    });
  });

  it('lets an abort through as it is', async () => {
    const controller = new AbortController();
    controller.abort();
    const abort = new DOMException('aborted', 'AbortError');
    fetchMock.mockRejectedValueOnce(abort);
    await expect(apiFetch('/api/x', { signal: controller.signal })).rejects.toBe(abort);
  });
});

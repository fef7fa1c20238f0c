import { request as httpRequest } from 'node:http';
import fc from 'fast-check';
import { errorBodySchema } from './errors';
import { guardIncoming, guardRequest, refuseConnect } from './request-guard';
import { localHttpServerForFile } from '@/tests/helpers/local-http-server';

/**
 * The answers the server gives before Next routes a request (scripts/serve.ts runs guardIncoming
 * first). Sent over real HTTP to a server that runs the guard and then, for what it lets through,
 * stands in for Next by echoing the URL it would have been given. Next itself answered every one of
 * these with a 500 (TRACE with a logged stack trace), or PUT on a page with the page.
 */

const base = localHttpServerForFile(
  (request, response) => {
    if (guardIncoming(request, response)) return;
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ next: request.url }));
  },
  (server) => server.on('connect', refuseConnect),
);

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/** A raw request: the path goes out exactly as written (fetch would refuse TRACE and re-encode %). */
function send(method: string, path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(`${base()}${path}`, { method }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, text }),
      );
    });
    // Node's client hands the answer to a CONNECT to 'connect', with the socket holding the body.
    outgoing.on('connect', (response, socket, head) => {
      let text = head.toString('utf8');
      socket.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      socket.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

function errorOf(answer: Answer) {
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  const parsed = errorBodySchema.safeParse(JSON.parse(answer.text));
  expect(parsed.success).toBe(true);
  return parsed.data!.error;
}

describe('malformed percent-escapes in a path', () => {
  it.each(['%ff', '%', '%zz', '%c0%af'])(
    'API: /api/boats/%s is a 400 naming the path parameter',
    async (segment) => {
      const answer = await send('GET', `/api/boats/${segment}`);
      expect(answer.status).toBe(400);
      const error = errorOf(answer);
      expect(error.code).toBe('bad_request');
      expect(Object.keys(error.fields ?? {})).toEqual(['sti.id']);
      expect(error.fields!['sti.id']).toMatch(/prosentkoding/);
    },
  );

  it('names each undecodable parameter of a route with several', async () => {
    const error = errorOf(await send('GET', '/api/offloads/%ff/date/2024-01-01/%zz'));
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(['sti.a', 'sti.to']);
  });

  it.each(['/boats/%ff', '/boats/%', '/firm/%zz', '/search/%c0%af', '/boats/1/csv/%ff'])(
    'page: %s is shown the site’s 404 page (the request goes on to Next as /~)',
    async (path) => {
      const answer = await send('GET', path);
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.text)).toEqual({ next: '/~' });
    },
  );

  it('lets well-formed escapes through unchanged, to pages and API', async () => {
    for (const path of ['/boats/%C3%98ya', '/api/boats/%2500', '/search/torsk%20hyse?x=%ff']) {
      expect(JSON.parse((await send('GET', path)).text)).toEqual({ next: path });
    }
  });

  it('never lets an undecodable path reach Next, whatever bytes a segment holds', async () => {
    const bytes = fc.uint8Array({ maxLength: 6 });
    // Every byte percent-encoded, or written as is where it is printable ASCII (so `%` and `%z` occur).
    const segment = fc
      .tuple(bytes, fc.boolean())
      .map(([data, raw]) =>
        [...data]
          .map((byte) =>
            raw && byte > 0x20 && byte < 0x7f && byte !== 0x2f && byte !== 0x3f && byte !== 0x23
              ? String.fromCharCode(byte)
              : `%${byte.toString(16).padStart(2, '0')}`,
          )
          .join(''),
      )
      .filter((text) => text.length > 0);
    await fc.assert(
      fc.asyncProperty(
        segment,
        fc.constantFrom('/api/boats/', '/boats/', '/api/offloads/x/'),
        async (text, prefix) => {
          const answer = await send('GET', `${prefix}${text}`);
          expect(answer.status).toBeLessThan(500);
          if (answer.status >= 400) errorOf(answer);
          else {
            // What went on to Next decodes, as Next must decode it.
            const { next } = JSON.parse(answer.text) as { next: string };
            expect(() => next.split('/').map(decodeURIComponent)).not.toThrow();
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('methods', () => {
  it.each([
    ['/api/boats/2019111153', 'GET, HEAD, OPTIONS'],
    ['/api/offloads/query', 'OPTIONS, POST'],
    ['/api/Offloads/query', 'OPTIONS, POST'],
    ['/api/user/boats/2019111153', 'DELETE, GET, HEAD, OPTIONS, POST'],
    ['/api/health', 'GET, HEAD, OPTIONS'],
  ])('TRACE on %s is a 405 with Allow: %s, in the error shape', async (path, allow) => {
    const answer = await send('TRACE', path);
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe(allow);
    expect(errorOf(answer)).toMatchObject({
      code: 'method_not_allowed',
      message: expect.stringContaining(allow),
    });
  });

  it.each(['PUT', 'PATCH', 'PROPFIND', 'PURGE'])(
    '%s on an API route it does not have is a 405 with Allow, not an empty body',
    async (method) => {
      const answer = await send(method, '/api/offloads/query/save');
      expect(answer.status).toBe(405);
      expect(answer.headers.allow).toBe('OPTIONS, POST');
      expect(errorOf(answer).code).toBe('method_not_allowed');
    },
  );

  it('answers CONNECT (which Node never passes to the request listener) with a 405 too', async () => {
    const answer = await send('CONNECT', '/api/boats/1');
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('GET, HEAD, OPTIONS');
    expect(errorOf(answer).code).toBe('method_not_allowed');
  });

  it('answers HEAD on a POST-only route with 405, and lets HEAD through where GET is', async () => {
    expect((await send('HEAD', '/api/offloads/query')).status).toBe(405);
    expect((await send('HEAD', '/api/boats/1')).status).toBe(200);
  });

  it.each(['PUT', 'DELETE', 'POST', 'TRACE'])(
    '%s on a page is a 405 with Allow: GET, HEAD, OPTIONS',
    async (method) => {
      const answer = await send(method, '/boats');
      expect(answer.status).toBe(405);
      expect(answer.headers.allow).toBe('GET, HEAD, OPTIONS');
      expect(errorOf(answer).code).toBe('method_not_allowed');
    },
  );

  it('lets a mail program post its one-click unsubscribe, and nothing else be posted beside it', () => {
    expect(guardRequest('POST', '/varsler/svar?avmeld=abc')).toBeNull();
    expect(guardRequest('DELETE', '/varsler/svar')).toMatchObject({
      status: 405,
      headers: { Allow: 'GET, HEAD, OPTIONS, POST' },
    });
    expect(guardRequest('POST', '/varsler')).toMatchObject({ status: 405 });
  });

  it('answers OPTIONS with 204 and Allow, for pages and API', async () => {
    const page = await send('OPTIONS', '/');
    expect([page.status, page.headers.allow]).toEqual([204, 'GET, HEAD, OPTIONS']);
    const api = await send('OPTIONS', '/api/offloads/query/abc123XYZ');
    expect([api.status, api.headers.allow]).toEqual([204, 'GET, HEAD, OPTIONS']);
  });

  it('answers an address no API route has with a JSON 404, whatever the method', async () => {
    for (const method of ['GET', 'TRACE', 'POST']) {
      const answer = await send(method, '/api/no/such/route');
      expect(answer.status).toBe(404);
      expect(errorOf(answer).code).toBe('not_found');
    }
  });
});

describe('guardRequest', () => {
  it('chooses the route Next chooses: fixed segments before parameters', () => {
    // `/api/offloads/query/save` fits `{a}/{b}`, `query/{id}` and `query/save`; only the last is POST.
    expect(guardRequest('POST', '/api/offloads/query/save')).toBeNull();
    expect(guardRequest('GET', '/api/offloads/query/abc123XYZ')).toBeNull();
    expect(guardRequest('GET', '/api/offloads/2019111153/2024')).toBeNull();
  });

  it('reads the path of an absolute-form target and ignores the query', () => {
    expect(guardRequest('GET', 'http://example.org/api/boats/%ff?x=1')).toMatchObject({ status: 400 });
    expect(guardRequest('GET', '/api/boats/1?from=%ff')).toBeNull();
  });
});

import { GET as boatLandingsCsv } from '@/app/(site)/boats/[id]/csv/route';
import { GET as boatTableCsv } from '@/app/(site)/boats/[id]/csv/[table]/route';
import { GET as landingNoteCsv } from '@/app/(site)/boats/[id]/landing/[docKey]/csv/route';
import { GET as boatsCsv } from '@/app/(site)/boats/csv/route';
import { GET as firmTableCsv } from '@/app/(site)/firm/[id]/csv/[table]/route';
import { GET as stationTableCsv } from '@/app/(site)/mottak/[id]/csv/[table]/route';
import { GET as ownerTableCsv } from '@/app/(site)/owner/[id]/csv/[table]/route';
import { GET as firmsCsv } from '@/app/(site)/firm/csv/route';
import { GET as latestCsv } from '@/app/(site)/offloads/csv/route';
import { GET as searchCsv } from '@/app/(site)/search/[term]/csv/route';
import { GET as topCsv } from '@/app/(site)/topoffloads/csv/route';
import { rateLimitResponse } from '@/lib/api/api-buckets';
import { resetRateLimits } from '@/lib/api/rate-limiter';

/**
 * The CSV downloads are plain route handlers (not apiRoutes): each must take its turn in the `csv`
 * bucket before it reads the store. Once a client has used the bucket up, every download answers 429
 * in the API's error shape without running a query (no store is open in this test at all).
 */

const savedLimit = process.env.RATE_LIMIT_CSV;
afterAll(() => {
  if (savedLimit === undefined) delete process.env.RATE_LIMIT_CSV;
  else process.env.RATE_LIMIT_CSV = savedLimit;
  resetRateLimits();
});

const downloads: [string, (request: Request) => Promise<Response>][] = [
  ['/topoffloads/csv', (request) => topCsv(request)],
  ['/offloads/csv', (request) => latestCsv(request)],
  ['/boats/csv', (request) => boatsCsv(request)],
  ['/firm/csv', (request) => firmsCsv(request)],
  [
    '/boats/2017001234/csv',
    (request) => boatLandingsCsv(request, { params: Promise.resolve({ id: '2017001234' }) }),
  ],
  ['/search/senja/csv', (request) => searchCsv(request, { params: Promise.resolve({ term: 'senja' }) })],
  [
    '/boats/2017001234/csv/arter',
    (request) => boatTableCsv(request, { params: Promise.resolve({ id: '2017001234', table: 'arter' }) }),
  ],
  [
    '/boats/2017001234/landing/1-2-3-2024/csv',
    (request) =>
      landingNoteCsv(request, { params: Promise.resolve({ id: '2017001234', docKey: '1-2-3-2024' }) }),
  ],
  [
    '/firm/912345678/csv/mottak',
    (request) => firmTableCsv(request, { params: Promise.resolve({ id: '912345678', table: 'mottak' }) }),
  ],
  [
    '/mottak/N-123/csv/arter',
    (request) => stationTableCsv(request, { params: Promise.resolve({ id: 'N-123', table: 'arter' }) }),
  ],
  [
    '/owner/912345678/csv/arter',
    (request) => ownerTableCsv(request, { params: Promise.resolve({ id: '912345678', table: 'arter' }) }),
  ],
];

it.each(downloads)('%s answers 429 with Retry-After once the csv bucket is used up', async (path, get) => {
  resetRateLimits();
  process.env.RATE_LIMIT_CSV = '2';
  const request = () => new Request(`http://localhost${path}`);
  expect(await rateLimitResponse('csv', request())).toBeNull();
  expect(await rateLimitResponse('csv', request())).toBeNull();
  const answer = await get(request());
  expect(answer.status).toBe(429);
  expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
  const body = (await answer.json()) as { error: { code: string; message: string } };
  expect(body.error.code).toBe('rate_limited');
  expect(body.error.message).toMatch(/^For mange forespørsler/);
});

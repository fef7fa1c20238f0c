import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import { clearQueryCache } from '@/lib/store/result-cache';
import { queryCurrentStore } from '@/tests/helpers/store-query';
import { generatedStoreForFile } from '@/tests/helpers/test-store';
// @ts-expect-error -- next.config.mjs is plain JavaScript (typed by JSDoc), without a declaration file.
import nextConfigModule from '@/next.config.mjs';
import type { NextConfig } from 'next';
import { GET as boatPeriod } from './[a]/date/[from]/[to]/route';
import { GET as boatYear } from './[a]/[b]/route';
import { GET as documents } from './details/date/[from]/[to]/route';
import { GET as document } from './document/[docKey]/route';
import { GET as electronicReports } from './electronicReport/date/[from]/[to]/route';
import { GET as latest } from './latest/route';
import { POST as query } from './query/route';

let dataDir: string;

const context = (params: Record<string, string> = {}) => ({ params: Promise.resolve(params) });
const post = (body: unknown, signal?: AbortSignal) =>
  query(
    new Request('http://localhost/api/offloads/query', {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'Content-Type': 'application/json' },
      signal,
    }),
    context(),
  );
const get = (url: string) => new Request(`http://localhost${url}`);

async function errorOf(response: Response) {
  expect(response.status).toBe(400);
  return ((await response.json()) as { error: { code: string; fields?: Record<string, string> } }).error;
}

generatedStoreForFile((dir) => {
  dataDir = dir;
});

beforeEach(() => clearQueryCache());

describe('POST /api/offloads/query', () => {
  it('answers the rows with the total in X-Total-Count, not cached by CDNs', async () => {
    const response = await post({
      FromDate: '2025-01-01',
      ToDate: '2025-12-31',
      Count: 5,
      XPivots: '1022,1027',
    });
    expect(response.status).toBe(200);
    const rows = (await response.json()) as { PivotParameters: unknown[] }[];
    expect(rows).toHaveLength(5);
    expect(rows[0].PivotParameters).toHaveLength(2);
    const [{ n }] = await queryCurrentStore<{ n: number }>(
      dataDir,
      "select count(distinct vessel_id)::integer as n from landing_lines where landing_date between '2025-01-01' and '2025-12-31'",
    );
    expect(response.headers.get('X-Total-Count')).toBe(String(n));
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });

  it.each([
    ['a malformed date', { FromDate: '01.01.2024' }, 'kropp.FromDate'],
    ['an impossible date', { ToDate: '2024-02-30' }, 'kropp.ToDate'],
    ['from after to', { FromDate: '2024-05-01', ToDate: '2024-04-30' }, 'kropp.ToDate'],
    ['a negative PageNo', { PageNo: -1 }, 'kropp.PageNo'],
    ['PageNo 0', { PageNo: 0 }, 'kropp.PageNo'],
    ['a fractional Count', { Count: 2.5 }, 'kropp.Count'],
    ['Count above the maximum', { Count: 501 }, 'kropp.Count'],
    ['an unknown OrderBy', { OrderBy: 'Colour desc' }, 'kropp.OrderBy'],
    [
      'an OrderBy pivot that is not in XPivots',
      { XPivots: ['1022'], OrderBy: 'Pivot:1027 desc' },
      'kropp.OrderBy',
    ],
    ['an unknown date grouping', { OffloadGroupingDate: 'fortnight' }, 'kropp.OffloadGroupingDate'],
    ['too many pivots', { XPivots: Array.from({ length: 11 }, (_, i) => `fish:${i}`) }, 'kropp.XPivots'],
  ])('400 with the field for %s', async (_what, body, field) => {
    const error = await errorOf(await post(body));
    expect(error.code).toBe('bad_request');
    expect(Object.keys(error.fields ?? {})).toContain(field);
    expect(error.fields![field]).toMatch(/\p{L}/u);
  });

  it('accepts the spec’s forms: integers as strings, comma-joined lists, empty lists and blank values', async () => {
    const response = await post({
      FromDate: '2025-01-01',
      ToDate: '',
      PageNo: '1',
      Count: '3',
      Fish: '',
      FishingGear: [],
      OffloadGrouping: null,
      OffloadGroupingDate: '',
      XPivots: 'Torsk',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toHaveLength(3);
  });

  it('400 (not 500) for a body that is not JSON', async () => {
    const response = await query(
      new Request('http://localhost/api/offloads/query', { method: 'POST', body: 'not json' }),
      context(),
    );
    expect(response.status).toBe(400);
  });

  it('stops when the caller has gone', async () => {
    const controller = new AbortController();
    controller.abort();
    const response = await post({ XPivots: ['1022'] }, controller.signal);
    expect(response.status).toBe(499);
  });
});

describe('landing lists', () => {
  async function busiestBoat(): Promise<{ id: string; mark: string }> {
    const [row] = await queryCurrentStore<{ id: string; mark: string }>(
      dataDir,
      `select vessel_id as id, any_value(registration_mark) as mark from landing_lines
       where landing_date between '2025-01-01' and '2025-12-31' group by 1 order by count(distinct doc_key) desc limit 1`,
    );
    return row;
  }

  it('GET /api/offloads/{boat}/date/{from}/{to}: one row per document, newest first, cacheable', async () => {
    const boat = await busiestBoat();
    const response = await boatPeriod(
      get(`/api/offloads/${boat.id}/date/2025-01-01/2025-12-31`),
      context({ a: boat.id, from: '2025-01-01', to: '2025-12-31' }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('ETag')).toBeTruthy();
    expect(response.headers.get('Cache-Control')).toContain('s-maxage');
    const rows = (await response.json()) as {
      DocumentKey: string;
      LandingDate: string;
      TotalWeight: number;
    }[];
    const [{ docs, weight }] = await queryCurrentStore<{ docs: number; weight: number }>(
      dataDir,
      `select count(distinct doc_key)::integer as docs, sum(round_weight) as weight from landing_lines
       where vessel_id = '${boat.id}' and landing_date between '2025-01-01' and '2025-12-31'`,
    );
    expect(rows).toHaveLength(docs);
    expect(rows.reduce((sum, row) => sum + row.TotalWeight, 0)).toBeCloseTo(weight, 1);
    const dates = rows.map((row) => row.LandingDate);
    expect(dates).toEqual([...dates].sort().reverse());

    // The registration mark in the way people write it finds the same boat.
    const [county, serial, municipality] = [
      boat.mark.slice(0, 2).trim(),
      Number(boat.mark.slice(2, 6)),
      boat.mark.slice(6),
    ];
    const written = `${county}-${serial}-${municipality}`;
    const byMark = await boatPeriod(
      get(`/api/offloads/${written}/date/2025-01-01/2025-12-31`),
      context({ a: written, from: '2025-01-01', to: '2025-12-31' }),
    );
    expect(await byMark.json()).toEqual(rows);
    // So does its radio call sign, in any case (the Fartøy ID is tried first, then mark and call sign).
    const [{ sign }] = await queryCurrentStore<{ sign: string }>(
      dataDir,
      `select radio_call_sign as sign from boats where vessel_id = '${boat.id}'`,
    );
    expect(sign).toBeTruthy();
    const bySign = await boatPeriod(
      get(`/api/offloads/${sign.toLowerCase()}/date/2025-01-01/2025-12-31`),
      context({ a: sign.toLowerCase(), from: '2025-01-01', to: '2025-12-31' }),
    );
    expect(await bySign.json()).toEqual(rows);
  });

  it('GET /api/offloads/{boat}/{year} is the boat’s year', async () => {
    const boat = await busiestBoat();
    const byYear = await boatYear(get(`/api/offloads/${boat.id}/2025`), context({ a: boat.id, b: '2025' }));
    const byDates = await boatPeriod(
      get(`/api/offloads/${boat.id}/date/2025-01-01/2025-12-31`),
      context({ a: boat.id, from: '2025-01-01', to: '2025-12-31' }),
    );
    expect(await byYear.json()).toEqual(await byDates.json());
    const bad = await boatYear(get(`/api/offloads/${boat.id}/20x5`), context({ a: boat.id, b: '20x5' }));
    expect(Object.keys((await errorOf(bad)).fields ?? {})).toEqual(['sti.b']);
  });

  it('unknown boat: 404; bad dates: 400 with the fields', async () => {
    const unknown = await boatPeriod(
      get('/api/offloads/999999999/date/2025-01-01/2025-12-31'),
      context({ a: '999999999', from: '2025-01-01', to: '2025-12-31' }),
    );
    expect(unknown.status).toBe(404);
    const bad = await boatPeriod(
      get('/api/offloads/1/date/2025-13-01/2025-01-01'),
      context({ a: '1', from: '2025-13-01', to: '2025-01-01' }),
    );
    expect(Object.keys((await errorOf(bad)).fields ?? {})).toContain('sti.from');
    const reversed = await boatPeriod(
      get('/api/offloads/1/date/2025-02-01/2025-01-01'),
      context({ a: '1', from: '2025-02-01', to: '2025-01-01' }),
    );
    expect(Object.keys((await errorOf(reversed)).fields ?? {})).toEqual(['sti.to']);
  });

  it('GET /api/offloads/latest: newest documents first, filtered, paged with a total', async () => {
    const response = await latest(get('/api/offloads/latest?Count=10&Fish=1022'), context());
    const rows = (await response.json()) as { LandingDate: string; Species: { ID: string }[] }[];
    expect(rows).toHaveLength(10);
    const dates = rows.map((row) => row.LandingDate);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const row of rows) expect(row.Species.map((species) => species.ID)).toEqual(['fish:1022']);
    const [{ n }] = await queryCurrentStore<{ n: number }>(
      dataDir,
      "select count(distinct doc_key)::integer as n from landing_lines where species_fdir_code = '1022'",
    );
    expect(response.headers.get('X-Total-Count')).toBe(String(n));
    const bad = await latest(get('/api/offloads/latest?Count=0&PageNo=x'), context());
    expect(Object.keys((await errorOf(bad)).fields ?? {}).sort()).toEqual([
      'spørring.Count',
      'spørring.PageNo',
    ]);
  });

  it('GET /api/offloads/details/date/{from}/{to} and /document/{docKey}: documents with their lines', async () => {
    const response = await documents(
      get('/api/offloads/details/date/2025-03-01/2025-03-31?Count=5'),
      context({ from: '2025-03-01', to: '2025-03-31' }),
    );
    const rows = (await response.json()) as {
      DocumentKey: string;
      LandingDate: string;
      TotalWeight: number;
      Lines: { RoundWeight: number; Condition: string | null; Preservation: string | null }[];
    }[];
    expect(rows).toHaveLength(5);
    for (const row of rows) {
      expect(row.LandingDate >= '2025-03-01' && row.LandingDate <= '2025-03-31').toBe(true);
      expect(row.Lines.length).toBeGreaterThan(0);
      expect(row.Lines.reduce((sum, line) => sum + line.RoundWeight, 0)).toBeCloseTo(row.TotalWeight, 1);
    }
    const [{ n }] = await queryCurrentStore<{ n: number }>(
      dataDir,
      "select count(*)::integer as n from documents where landing_date between '2025-03-01' and '2025-03-31'",
    );
    expect(response.headers.get('X-Total-Count')).toBe(String(n));

    const one = await document(
      get(`/api/offloads/document/${rows[0].DocumentKey}`),
      context({ docKey: rows[0].DocumentKey }),
    );
    expect(await one.json()).toEqual(rows[0]);
    const missing = await document(
      get('/api/offloads/document/1-2-3-1999'),
      context({ docKey: '1-2-3-1999' }),
    );
    expect(missing.status).toBe(404);
    const tooMany = await documents(
      get('/api/offloads/details/date/2025-03-01/2025-03-31?Count=101'),
      context({ from: '2025-03-01', to: '2025-03-31' }),
    );
    expect(Object.keys((await errorOf(tooMany)).fields ?? {})).toEqual(['spørring.Count']);
  });

  it('GET /api/offloads/electronicReport/date/{from}/{to}: the generated logbooks of the period, the period validated', async () => {
    const ok = await electronicReports(
      get('/api/offloads/electronicReport/date/2025-01-01/2025-01-31?type=POR&count=10'),
      context({ from: '2025-01-01', to: '2025-01-31' }),
    );
    const arrivals = (await ok.json()) as { MessageType: string; Port: string | null; Lines: unknown[] }[];
    expect(arrivals).toHaveLength(10);
    expect(Number(ok.headers.get('X-Total-Count'))).toBeGreaterThan(10);
    for (const arrival of arrivals) {
      expect(arrival.MessageType).toBe('POR');
      expect(arrival.Port).not.toBeNull();
      expect(arrival.Lines.length).toBeGreaterThan(0);
    }
    const bad = await electronicReports(
      get('/api/offloads/electronicReport/date/2025-01-31/2025-01-01'),
      context({ from: '2025-01-31', to: '2025-01-01' }),
    );
    expect(bad.status).toBe(400);
  });
});

describe('the capitalised /api/Offloads/… paths', () => {
  it('are rewritten by next.config.mjs to the lower-case routes', async () => {
    const config = nextConfigModule as NextConfig;
    const rewrites = await config.rewrites!();
    const list = Array.isArray(rewrites)
      ? rewrites
      : [...(rewrites.beforeFiles ?? []), ...(rewrites.afterFiles ?? [])];
    const rule = list.find((candidate) => candidate.source.startsWith('/api/Offloads'));
    expect(rule).toEqual({ source: '/api/Offloads/:path*', destination: '/api/offloads/:path*' });

    // Matched with Next's own matcher, the way the server applies it.
    const matchPath = getPathMatch(rule!.source);
    for (const path of [
      '/api/Offloads/2019111153/date/2025-01-01/2025-12-31',
      '/api/Offloads/2019111153/2025',
      '/api/Offloads/details/date/2025-01-01/2025-01-31',
    ]) {
      const params = matchPath(path) as { path: string[] } | false;
      expect(params).toBeTruthy();
      const destination = rule!.destination.replace(':path*', (params as { path: string[] }).path.join('/'));
      expect(destination).toBe(path.replace('/api/Offloads/', '/api/offloads/'));
    }
    expect(matchPath('/api/boats/1')).toBe(false);
  });
});

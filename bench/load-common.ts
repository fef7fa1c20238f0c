/** What bench/load.ts and bench/load-hostile.ts share: the server's data, requests and tables. */
import autocannon, { type Result } from 'autocannon';
import { benchSettings } from '../lib/config';

export const { baseUrl: BASE_URL } = benchSettings();

export interface Target {
  label: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: unknown;
  headers?: Record<string, string>;
}

export interface DataFacts {
  firstDate: string;
  lastDate: string;
  latestFullYear: string;
  boatId: string;
  pivots: string[];
}

export async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(`${BASE_URL}${path}`);
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

export async function getText(path: string): Promise<string> {
  const response = await fetch(`${BASE_URL}${path}`);
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.text()).trim();
}

/** What the targets need from the server's data: the period, a busy boat, the ten commonest species. */
export async function dataFacts(): Promise<DataFacts> {
  const [firstDate, lastDate, latestFullYear, boats, species] = await Promise.all([
    getText('/api/sitedata/key/first_date'),
    getText('/api/sitedata/key/last_date'),
    getText('/api/sitedata/key/latest_full_year'),
    getJson<{ boats: { id: string }[] }>('/api/boats?count=1'),
    getJson<Record<string, { count: number }>>('/api/sitedata/filters/fish'),
  ]);
  if (boats.boats.length === 0) throw new Error('the server knows no boats');
  const pivots = Object.entries(species)
    .sort(([, a], [, b]) => b.count - a.count)
    .slice(0, 10)
    .map(([code]) => `fish:${code}`);
  return { firstDate, lastDate, latestFullYear, boatId: boats.boats[0].id, pivots };
}

export function cachedTargets(facts: DataFacts): Target[] {
  const year = facts.latestFullYear;
  const boat = encodeURIComponent(facts.boatId);
  return [
    { label: 'page /', path: '/' },
    { label: 'page /boats/{id}', path: `/boats/${boat}` },
    {
      label: 'page /topoffloads?…',
      path: `/topoffloads?from=${year}-01-01&to=${year}-12-31&rows=boat&pivots=${facts.pivots.slice(0, 3).join(',')}`,
    },
    {
      label: 'POST /api/offloads/query',
      path: '/api/offloads/query',
      method: 'POST',
      body: {
        FromDate: `${year}-01-01`,
        ToDate: `${year}-12-31`,
        Count: 20,
        XPivots: facts.pivots.slice(0, 3),
      },
    },
    { label: 'GET /api/health', path: '/api/health' },
    { label: 'GET /api/boats/{id}', path: `/api/boats/${boat}` },
  ];
}

export function requestInit(target: Target): RequestInit {
  return target.body === undefined
    ? { method: target.method ?? 'GET' }
    : {
        method: target.method ?? 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(target.body),
      };
}

export function cannon(target: Target, options: { connections: number; duration: number }) {
  return autocannon({
    url: `${BASE_URL}${target.path}`,
    method: target.method ?? 'GET',
    headers: {
      ...(target.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...target.headers,
    },
    body: target.body === undefined ? undefined : JSON.stringify(target.body),
    connections: options.connections,
    duration: options.duration,
    timeout: 30,
  });
}

/** `429×12 503×3`: the answers that were not 2xx, by status. */
export function otherStatuses(result: Result): string {
  const parts = Object.entries(result.statusCodeStats)
    .filter(([status]) => !status.startsWith('2'))
    .map(([status, { count }]) => `${status}×${count}`);
  if (result.errors) parts.push(`errors×${result.errors}`);
  if (result.timeouts) parts.push(`timeouts×${result.timeouts}`);
  return parts.join(' ') || '-';
}

export function printTable(header: string[], rows: string[][]) {
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => row[i].length)));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join(' | ')} |`;
  console.log(line(header));
  console.log(
    `| ${widths.map((width, i) => (i === 0 ? '-'.repeat(width) : `${'-'.repeat(width - 1)}:`)).join(' | ')} |`,
  );
  for (const row of rows) console.log(line(row));
}

export const ms = (value: number) => value.toFixed(0);

/** The columns every load table shows of an autocannon run: requests per second and latencies. */
export const RATE_AND_LATENCY_HEADERS = ['req/s', 'p50 ms', 'p99 ms', 'max ms'];

/** One row's cells under `RATE_AND_LATENCY_HEADERS`. */
export function rateAndLatency(result: Result): string[] {
  return [
    result.requests.average.toFixed(0),
    ms(result.latency.p50),
    ms(result.latency.p99),
    ms(result.latency.max),
  ];
}

/** Adds whole days to a yyyy-MM-dd date. */
export function plusDays(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** A saved top list to embed (saving is rate-limited like any client's saves, 30 a minute). */
export async function savedQueryId(facts: DataFacts): Promise<string> {
  const year = facts.latestFullYear;
  const response = await fetch(`${BASE_URL}/api/offloads/query/save`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ FromDate: `${year}-01-01`, ToDate: `${year}-12-31`, Count: 20 }),
  });
  if (!response.ok) throw new Error(`saving a query for the embed answered ${response.status}`);
  const saved = (await response.json()) as { id?: string; ID?: string };
  const id = saved.id ?? saved.ID;
  if (!id) throw new Error('saving a query for the embed gave no id');
  return id;
}

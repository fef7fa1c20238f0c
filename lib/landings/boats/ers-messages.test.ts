import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { GET as electronicReports } from '@/app/api/offloads/electronicReport/date/[from]/[to]/route';
import { listZipEntries, readLines } from '@/lib/fiskeridir/csv';
import { ingestFiles } from '@/lib/store/ingest';
import { queryStore } from '@/lib/store/landing-store';
import { ERS_SAMPLE_ZIP, makeTempDir, removeDir } from '@/tests/helpers/fiskeridir-samples';
import { useStore } from '@/tests/helpers/test-store';
import type { ErsMessage } from './ers-messages';

/** The directorate's ERS sample in a store of its own, with one catch message corrected (version 2). */
let dataDir: string;
const CORRECTED = '2270017';
const CORRECTED_WEIGHT = 200000;

beforeAll(async () => {
  dataDir = makeTempDir('fangstdata-ers-api-');
  const entry = (await listZipEntries(ERS_SAMPLE_ZIP)).find((name) => name.includes('fangstmelding'))!;
  const lines: string[] = [];
  for await (const { line } of readLines(ERS_SAMPLE_ZIP, { entryName: entry })) lines.push(line);
  const header = lines[0].split(';');
  const original = lines.find((line) => line.split(';')[header.indexOf('Melding ID')] === CORRECTED)!;
  const corrected = original.split(';');
  corrected[header.indexOf('Meldingsversjon')] = '2';
  corrected[header.indexOf('Rundvekt')] = String(CORRECTED_WEIGHT);
  const dca = path.join(dataDir, 'fangstmelding-dca.csv');
  writeFileSync(dca, [...lines, corrected.join(';')].join('\n'));
  await ingestFiles([ERS_SAMPLE_ZIP], { dataDir });
  await ingestFiles([dca], { dataDir });
  useStore(dataDir);
}, 60_000);
afterAll(() => removeDir(dataDir));

async function call(query = '', from = '2020-01-01', to = '2021-12-31') {
  const response = await electronicReports(
    new Request(`http://localhost/api/offloads/electronicReport/date/${from}/${to}${query}`),
    { params: Promise.resolve({ from, to }) },
  );
  return {
    status: response.status,
    total: response.headers.get('X-Total-Count'),
    body: await response.json(),
  };
}

describe('GET /api/offloads/electronicReport/date/{from}/{to}', () => {
  it('answers every message of the period, newest first, with the total in X-Total-Count', async () => {
    const [{ n }] = await queryStore<{ n: number }>(
      'select count(distinct (message_type, message_id))::integer as n from ers_lines',
    );
    const answer = await call('?count=500');
    expect(answer.status).toBe(200);
    expect(Number(answer.total)).toBe(n);
    const messages = answer.body as ErsMessage[];
    expect(messages).toHaveLength(n);
    const times = messages.map((m) => m.MessageTime);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('pages: page 2 of 10 is the 11th to 20th message', async () => {
    const all = (await call('?count=500')).body as ErsMessage[];
    const page = (await call('?page=2&count=10')).body as ErsMessage[];
    expect(page.map((m) => m.MessageId)).toEqual(all.slice(10, 20).map((m) => m.MessageId));
  });

  it('filters by type and vessel', async () => {
    const hauls = (await call('?type=dca&vessel=LAWR&count=500')).body as ErsMessage[];
    expect(hauls.length).toBeGreaterThan(0);
    for (const haul of hauls) expect(haul).toMatchObject({ MessageType: 'DCA', RadioCallSign: 'LAWR' });
    const [{ n }] = await queryStore<{ n: number }>(
      "select count(distinct message_id)::integer as n from ers_lines where message_type = 'DCA' and radio_call_sign = 'LAWR'",
    );
    expect(hauls).toHaveLength(n);
  });

  it('shows only the newest version of a corrected catch message', async () => {
    const hauls = (await call('?type=DCA&count=500')).body as ErsMessage[];
    const corrected = hauls.filter((m) => m.MessageId === CORRECTED);
    expect(corrected).toHaveLength(1);
    expect(corrected[0]).toMatchObject({
      Version: 2,
      Gear: 'Flytetrål',
      Latitude: -62.717,
      StopLatitude: -62.667,
      Lines: [
        {
          SpeciesCode: '2513',
          Species: 'Antarktisk krill',
          RoundWeight: CORRECTED_WEIGHT,
          QuantityType: 'DCA',
        },
      ],
    });
  });

  it('gives an arrival its port and catch on board, and null for what the type lacks', async () => {
    const arrivals = (await call('?type=POR&count=500')).body as ErsMessage[];
    const arrival = arrivals.find((m) => m.MessageId === '2270027')!;
    expect(arrival).toMatchObject({ Port: 'Ålesund', Gear: null, StopLatitude: null });
    expect(arrival.Lines[0]).toEqual({
      SpeciesCode: '2813',
      Species: 'Stortare',
      RoundWeight: 171000,
      QuantityType: 'OB',
    });
  });

  it('refuses a wrong type, count or vessel with a message naming the field', async () => {
    for (const [query, field] of [
      ['?type=XYZ', 'type'],
      ['?count=501', 'count'],
      [`?vessel=${'A'.repeat(200)}`, 'vessel'],
      ['?vessel=%3Cscript%3E', 'vessel'],
    ]) {
      const answer = await call(query);
      expect(answer.status).toBe(400);
      expect(Object.keys(answer.body.error.fields ?? {})).toContain(`spørring.${field}`);
    }
  });
});

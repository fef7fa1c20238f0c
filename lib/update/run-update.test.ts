import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseCsvLine } from '@/lib/fiskeridir/csv';
import {
  LANDING_SAMPLE_ZIP,
  landingSampleLines,
  VESSEL_REGISTER_SAMPLE,
  VMS_SAMPLE_ZIP,
  ERS_SAMPLE_ZIP,
} from '@/tests/helpers/fiskeridir-samples';
import { startSourceServer, type SourceServer } from '@/tests/helpers/source-server';
import { currentStoreFile, queryCurrentStore } from '@/tests/helpers/store-query';
import { freshStoreDirsForEachTest } from '@/tests/helpers/temp-dirs';
import { everyTenthDocument } from '@/tests/helpers/truncated-copy';
import { writeTestZip } from '@/tests/helpers/zip';
import { runUpdate, withoutLocalPaths, type UpdateOptions } from './run-update';
import { downloadsDir, readUpdateState, refusedDir } from './state';

const LANDINGS_2021 = '/uttrekk/fangstdata_2021.csv.zip';
const VMS_2021 = '/vms-ers/2021-VMS.csv.zip';
const ERS_2021 = '/vms-ers/ERS/elektronisk-rapportering-ers-2021.zip';
const VESSELS = '/register/vessels.json';

let dataDir: string;
let workDir: string;
freshStoreDirsForEachTest('fangstdata-update-', (dirs) => ({ dataDir, workDir } = dirs));

let server: SourceServer;
beforeEach(async () => {
  server = await startSourceServer();
  server.publish(VESSELS, VESSEL_REGISTER_SAMPLE);
  server.publish(LANDINGS_2021, LANDING_SAMPLE_ZIP);
  // The VMS sample is 2023's file; served as 2021's it is still VMS by content, which is all ingest asks.
  server.publish(VMS_2021, VMS_SAMPLE_ZIP);
  // The ERS sample's messages are filed under 2021 (Relevant år).
  server.publish(ERS_2021, ERS_SAMPLE_ZIP);
});
afterEach(() => server.close());

function update(options: Partial<UpdateOptions> = {}) {
  const lines: string[] = [];
  const report = runUpdate({
    dataDir,
    years: [2021],
    now: () => new Date('2021-09-01T02:00:00Z'),
    addresses: { baseUrl: server.url, vesselRegisterUrl: VESSELS },
    databaseUrl: null,
    download: { attempts: 2, retryDelayMs: 10, idleTimeoutMs: 5_000 },
    log: (line) => lines.push(line),
    ...options,
  });
  return report.then((result) => ({ ...result, log: lines }));
}

const statuses = (report: Awaited<ReturnType<typeof update>>) =>
  Object.fromEntries(report.sources.map((source) => [source.id, source.status]));

/** The statuses of the sources of 2021 (the register and the year's three files), all `status` but `changes`. */
const sources2021 = (status: string, changes: Record<string, string> = {}) => ({
  'vessel-register': status,
  'landings-2021': status,
  'vms-2021': status,
  'ers-2021': status,
  ...changes,
});

/** The landing sample with one landed weight changed: a republished year with new content. */
async function republishedLandingZip(): Promise<Buffer> {
  const [header, ...body] = await landingSampleLines();
  const weightAt = parseCsvLine(header).indexOf('Rundvekt');
  const fields = body[0].split(';');
  fields[weightAt] = '12345';
  const file = await writeTestZip(
    path.join(workDir, 'fangstdata_2021.csv.zip'),
    'fangstdata_2021.csv',
    [header, fields.join(';'), ...body.slice(1)].join('\n') + '\n',
  );
  return readFileSync(file);
}

/** The landing sample zipped without one column: a header ingest must refuse. */
async function sampleWithout(column: string) {
  const [header, ...body] = await landingSampleLines();
  const without = parseCsvLine(header).indexOf(column);
  const cut = (line: string) =>
    line
      .split(';')
      .filter((_, i) => i !== without)
      .join(';');
  const lines = [cut(header), ...body.map(cut)];
  return writeTestZip(path.join(workDir, 'cut.zip'), 'fangstdata_2021.csv', lines.join('\n') + '\n');
}

describe('npm run update-data (runUpdate) against a local file server', () => {
  it('first run downloads and ingests every source; the second asks conditionally and changes nothing', async () => {
    const first = await update();
    expect(statuses(first)).toEqual(sources2021('ingested'));
    expect(first.failed).toBe(false);
    expect(first.changed).toBe(true);
    expect(first.ingest?.lines).toBe(499);
    const version = currentStoreFile(dataDir);
    expect(version).not.toBeNull();
    for (const name of [
      'register_vessels.json',
      'fangstdata_2021.csv.zip',
      '2021-VMS.csv.zip',
      'elektronisk-rapportering-ers-2021.zip',
    ]) {
      expect(existsSync(path.join(downloadsDir(dataDir), name))).toBe(true);
    }

    server.requests.length = 0;
    const second = await update();
    expect(statuses(second)).toEqual(sources2021('unchanged'));
    expect(second.changed).toBe(false);
    expect(second.ingest).toBeNull();
    expect(currentStoreFile(dataDir)).toBe(version);
    // Every request was conditional and answered 304: nothing was downloaded again.
    expect(server.requests).toHaveLength(4);
    for (const request of server.requests) {
      expect(request.headers['if-none-match']).toMatch(/^"/);
      expect(request.headers['if-modified-since']).toMatch(/GMT$/);
      expect(request.status).toBe(304);
    }
    const state = await readUpdateState(dataDir);
    expect(state.lastRun).toMatchObject({ failed: false, problems: [] });
    expect(state.sources['landings-2021'].lastModified).toMatch(/^2026-11-01T/);
  });

  it.each([
    ['drop', 'connection', /connection dropped after \d[\d,]* of [\d,]+ bytes/],
    ['truncated', 'corrupt', /not a readable zip|truncated or corrupt/],
    ['status-500', 'http_error', /HTTP 500.*after 2 attempts/],
  ] as const)(
    'a %s download leaves the store as it was and says why; the next good run takes the new file',
    async (fault, code, message) => {
      await update();
      const version = currentStoreFile(dataDir);
      const [before] = await queryCurrentStore<{ kg: number }>(
        dataDir,
        'select sum(round_weight)::double as kg from landing_lines',
      );

      server.publish(LANDINGS_2021, await republishedLandingZip());
      server.fault(LANDINGS_2021, fault);
      const failed = await update();
      expect(statuses(failed)).toEqual(sources2021('unchanged', { 'landings-2021': 'failed' }));
      const landings = failed.sources.find((source) => source.id === 'landings-2021')!;
      expect(landings.code).toBe(code);
      expect(landings.message).toMatch(message);
      expect(failed.failed).toBe(true);
      expect(currentStoreFile(dataDir)).toBe(version);
      expect(
        await queryCurrentStore(dataDir, 'select sum(round_weight)::double as kg from landing_lines'),
      ).toEqual([before]);
      const state = await readUpdateState(dataDir);
      expect(state.lastRun?.problems).toEqual([
        { source: 'landings-2021', code, message: expect.stringMatching(message) },
      ]);
      // Nothing half-downloaded is left behind or kept as "the last good copy".
      expect(readFileSync(path.join(downloadsDir(dataDir), 'fangstdata_2021.csv.zip'))).toEqual(
        readFileSync(LANDING_SAMPLE_ZIP),
      );
      expect(existsSync(path.join(dataDir, 'tmp', `update-${process.pid}`))).toBe(false);

      server.fault(LANDINGS_2021, undefined);
      const good = await update();
      expect(statuses(good)['landings-2021']).toBe('ingested');
      expect(good.failed).toBe(false);
      expect(currentStoreFile(dataDir)).not.toBe(version);
      const [after] = await queryCurrentStore<{ kg: number }>(
        dataDir,
        'select sum(round_weight)::double as kg from landing_lines',
      );
      expect(after.kg).not.toBe(before.kg);
      expect((await readUpdateState(dataDir)).lastRun?.failed).toBe(false);
    },
  );

  it('retries a dropped connection with back-off and succeeds within the same run', async () => {
    server.fault(LANDINGS_2021, 'drop', 1);
    const report = await update();
    expect(statuses(report)['landings-2021']).toBe('ingested');
    expect(
      report.log.some((line) => /landings-2021: attempt 1 failed \(.*dropped.*\); retrying/.test(line)),
    ).toBe(true);
  });

  it('reports a year the directorate has not published yet as such, not as a failure', async () => {
    const report = await update({ years: [2021, 2022], now: () => new Date('2022-01-03T02:00:00Z') });
    expect(statuses(report)).toEqual({
      'vessel-register': 'ingested',
      'landings-2021': 'ingested',
      'landings-2022': 'not-published',
      'vms-2021': 'ingested',
      'ers-2021': 'ingested',
      'vms-2022': 'not-published',
      'ers-2022': 'not-published',
    });
    expect(report.sources.find((source) => source.id === 'landings-2022')?.message).toBe(
      'not published yet (HTTP 404)',
    );
    expect(report.failed).toBe(false);
    expect((await readUpdateState(dataDir)).lastRun?.problems).toEqual([]);
  });

  it('a past year answering 404 is a failure: its address may have moved', async () => {
    server.fault(VMS_2021, 'not-found');
    const report = await update({ now: () => new Date('2024-01-03T02:00:00Z') });
    expect(report.sources.find((source) => source.id === 'vms-2021')).toMatchObject({
      status: 'failed',
      code: 'not_found',
    });
    expect(statuses(report)['landings-2021']).toBe('ingested');
  });

  it('a withdrawal refusal is reported with its numbers, keeps the file for forcing, and the others still load', async () => {
    await update();
    const version = currentStoreFile(dataDir);
    // A filtered copy of the year: most documents gone, the newest kept (so it is not an older copy).
    const [header, ...lines] = await landingSampleLines();
    // The sample's cut-off last line would make the small copy mostly malformed: leave it out.
    const body = lines.slice(0, -1);
    const { lines: filtered } = everyTenthDocument(header, body);
    const zip = await writeTestZip(
      path.join(workDir, 'filtered.zip'),
      'fangstdata_2021.csv',
      [header, ...filtered].join('\n') + '\n',
    );
    server.publish(LANDINGS_2021, zip);
    // A newer register: one vessel renamed (a register that brings nothing new is 'unchanged').
    const vessels = JSON.parse(readFileSync(VESSEL_REGISTER_SAMPLE, 'utf8')).slice(0, 45);
    vessels[0].name = 'NYTT NAVN';
    server.publish(VESSELS, Buffer.from(JSON.stringify(vessels)));

    const report = await update();
    const landings = report.sources.find((source) => source.id === 'landings-2021')!;
    expect(landings.status).toBe('refused');
    expect(landings.code).toBe('too_many_withdrawals');
    expect(landings.refusal).toMatchObject({
      reason: 'too_many_withdrawals',
      catchYear: expect.any(Number),
      documentsInStore: expect.any(Number),
      documentsWithdrawn: expect.any(Number),
      limit: 0.05,
    });
    expect((landings.refusal as { share: number }).share).toBeGreaterThan(0.05);
    expect(landings.message).toMatch(
      /would withdraw .* Kept as sources\/fiskeridir\/refused\/fangstdata_2021\.csv\.zip/,
    );
    expect(landings.message).not.toContain(dataDir);
    expect(existsSync(path.join(refusedDir(dataDir), 'fangstdata_2021.csv.zip'))).toBe(true);
    // The register still went in, without the refused landings.
    expect(statuses(report)['vessel-register']).toBe('ingested');
    expect(currentStoreFile(dataDir)).not.toBe(version);
    // Refused: not remembered as good, so the next run fetches and judges it again.
    server.requests.length = 0;
    expect(statuses(await update())['landings-2021']).toBe('refused');
    expect(server.requests.find((request) => request.path === LANDINGS_2021)?.status).toBe(200);
  });

  it('refuses a file whose header lacks required columns, or an error page served as the file, before ingest', async () => {
    server.publish(LANDINGS_2021, await sampleWithout('Dokumentnummer'));
    server.publish(VMS_2021, Buffer.from('<html><body>Vedlikehold</body></html>'));
    const report = await update();
    expect(report.sources.find((source) => source.id === 'landings-2021')).toMatchObject({
      status: 'failed',
      code: 'wrong_format',
    });
    expect(report.sources.find((source) => source.id === 'vms-2021')).toMatchObject({
      status: 'failed',
      code: 'corrupt',
      message: expect.stringContaining('not a zip file'),
    });
    expect(statuses(report)['vessel-register']).toBe('ingested');
  });

  it('names the missing columns of a landing header that is otherwise recognisable', async () => {
    server.publish(LANDINGS_2021, await sampleWithout('Rundvekt'));
    const report = await update();
    expect(report.sources.find((source) => source.id === 'landings-2021')).toMatchObject({
      status: 'failed',
      code: 'bad_header',
      missingColumns: ['Rundvekt'],
    });
    expect(currentStoreFile(dataDir)).not.toBeNull();
  });

  it('keeps downloads within the disk budget, and a dropped copy still answers 304 next time', async () => {
    const report = await update({ diskBudgetBytes: 40_000 });
    expect(report.failed).toBe(false);
    const state = await readUpdateState(dataDir);
    const kept = Object.values(state.sources).filter((source) => source.keptBytes !== undefined);
    expect(kept.reduce((sum, source) => sum + source.keptBytes!, 0)).toBeLessThanOrEqual(40_000);
    expect(kept.length).toBeLessThan(3);
    expect(report.log.some((line) => line.startsWith('disk budget: removed the kept copy'))).toBe(true);
    const again = await update({ diskBudgetBytes: 40_000 });
    expect(again.sources.every((source) => source.status === 'unchanged')).toBe(true);
  });
});

describe('withoutLocalPaths', () => {
  it('keeps file names and URLs, drops the directories of local paths', () => {
    expect(
      withoutLocalPaths(
        "ENOSPC: no space left on device, write '/srv/fangstdata/data/tmp/update-12/fangstdata_2025.csv.zip' (https://register.fiskeridir.no/uttrekk/fangstdata_2025.csv.zip)",
      ),
    ).toBe(
      "ENOSPC: no space left on device, write 'fangstdata_2025.csv.zip' (https://register.fiskeridir.no/uttrekk/fangstdata_2025.csv.zip)",
    );
    expect(withoutLocalPaths('x.zip: no such file (/tmp/a/b/x.zip)')).toBe('x.zip: no such file (x.zip)');
  });
});

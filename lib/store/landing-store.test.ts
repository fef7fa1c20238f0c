import { activeLockHolder } from '@/lib/store/exclusive-lock';
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { ingestFiles } from '@/lib/store/ingest';
import { storeDir } from '@/lib/store/paths';
import { landingSampleLines, withField, writeLines } from '@/tests/helpers/fiskeridir-samples';
import { copyTemplateStoreInto } from '@/tests/helpers/store-templates';
import { freshStoreDirsForEachTest } from '@/tests/helpers/temp-dirs';
import { currentStoreFile, queryCurrentStore } from '@/tests/helpers/store-query';
import { currentStore, queryStore, runInStoreLane, StoreBusyError } from './landing-store';

let dataDir: string;
let workDir: string;
let lines: string[];

beforeAll(async () => {
  lines = await landingSampleLines();
});
freshStoreDirsForEachTest('fangstdata-', (dirs) => ({ dataDir, workDir } = dirs), { asDataDirEnv: true });

/** A landing file of `copies` × the sample, each copy with its own document numbers. */
function bigLandingFile(name: string, copies: number): string {
  const body = lines.slice(1, -1);
  const out: string[] = [lines[0]];
  for (let copy = 0; copy < copies; copy++) {
    for (const line of body) out.push(withField(line, 0, `${copy}${line.split(';')[0]}`));
  }
  return writeLines(workDir, name, out);
}

/** The test's store: the sample's 499 lines, ingested once per jest run and copied. */
const ingestSampleStore = () =>
  copyTemplateStoreInto({ landingStoreSample: true }, dataDir, async (templateDir) => {
    await ingestFiles([bigLandingFile('fangstdata_2020.csv', 1)], { dataDir: templateDir });
  });

const countLines = async () =>
  (await queryStore<{ n: number }>('select count(*)::integer as n from landing_lines'))[0].n;

describe('the served store', () => {
  it('picks up a new version without a restart, and no query fails during the swap', async () => {
    await ingestSampleStore();
    expect(await countLines()).toBe(499);

    let failures = 0;
    let queries = 0;
    let swapping = true;
    const hammer = (async () => {
      while (swapping) {
        queries++;
        await countLines().catch(() => failures++);
      }
    })();
    await ingestFiles([bigLandingFile('fangstdata_2020_b.csv', 3)], { dataDir });
    await new Promise((resolve) => setTimeout(resolve, 700));
    swapping = false;
    await hammer;

    expect(failures).toBe(0);
    expect(queries).toBeGreaterThan(10);
    expect(await countLines()).toBe(3 * 499);
  });

  it('reads a page of newest rows in one scan of its table', async () => {
    await ingestSampleStore();
    const [{ id }] = await queryStore<{ id: string }>(
      'select any_value(buyer_id) as id from buyer_documents',
    );
    // Not a scan for the row ids and a second one for their columns (landing-store.ts says why).
    const plan = await queryStore<{ explain_value: string }>(
      `explain select * from buyer_documents where buyer_id = $1
       order by landing_date desc, doc_key desc limit 15`,
      [id],
    );
    const scans = plan
      .map((row) => row.explain_value)
      .join('\n')
      .match(/SEQ_SCAN|TABLE_SCAN/g);
    expect(scans).toHaveLength(1);
  });

  it('aborting a query interrupts it and rejects', async () => {
    await ingestSampleStore();
    const controller = new AbortController();
    controller.abort();
    await expect(queryStore('select count(*) from landing_lines', [], controller.signal)).rejects.toThrow();
    expect(await countLines()).toBe(499);
  });
});

/** Billions of rows: runs for minutes unless something stops it. */
const ENDLESS_SQL = 'select sum(a.range * b.range) as s from range(200000) a, range(200000) b';
const LIMIT_VARIABLES = [
  'STORE_QUERY_TIMEOUT_MS',
  'STORE_MAX_QUEUE',
  'STORE_MAX_WAIT_MS',
  'STORE_BULK_CONNECTIONS',
  'STORE_MEMORY_LIMIT',
  'STORE_THREADS',
];

async function settled(promise: Promise<unknown>): Promise<{ error: unknown; ms: number }> {
  const started = Date.now();
  try {
    await promise;
    return { error: null, ms: Date.now() - started };
  } catch (error) {
    return { error, ms: Date.now() - started };
  }
}

describe('parameterised queries (prepared once per connection)', () => {
  beforeEach(async () => {
    await ingestSampleStore();
  });

  it('answer each call with its own parameters, also when calls run at once', async () => {
    const sql = 'select count(*)::integer as n from (select 1 from landing_lines limit $1)';
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all(
        [1, 5, 50, 1000].map(async (limit) => (await queryStore<{ n: number }>(sql, [limit]))[0].n),
      );
      expect(answers).toEqual([1, 5, 50, 499]);
    }
  });

  it("fail when a parameter is left out, rather than reuse the previous call's value", async () => {
    const sql = 'select $1::integer + $2::integer as x';
    expect(await queryStore(sql, [1, 2])).toEqual([{ x: 3 }]);
    await expect(queryStore(sql, [1])).rejects.toThrow();
    expect(await queryStore(sql, [10, 20])).toEqual([{ x: 30 }]);
  });

  it('report an error in the SQL and keep answering', async () => {
    await expect(queryStore('select nonsense_column from landing_lines where 1 = $1', [1])).rejects.toThrow(
      /nonsense_column/,
    );
    expect((await queryStore<{ n: number }>('select $1::integer as n', [4]))[0].n).toBe(4);
  });
});

describe('back-pressure', () => {
  beforeEach(async () => {
    await ingestSampleStore();
  });
  afterEach(() => {
    for (const name of LIMIT_VARIABLES) delete process.env[name];
  });

  it('interrupts a query that runs past STORE_QUERY_TIMEOUT_MS, and the connection serves the next query', async () => {
    process.env.STORE_QUERY_TIMEOUT_MS = '300';
    const { error, ms } = await settled(queryStore(ENDLESS_SQL));
    expect(error).toBeInstanceOf(StoreBusyError);
    expect((error as StoreBusyError).reason).toBe('timeout');
    expect((error as StoreBusyError).retryAfterSeconds).toBe(1);
    expect(ms).toBeGreaterThanOrEqual(290);
    expect(ms).toBeLessThan(3_000);

    // DuckDB really stopped: all four connections are back and each answers at once.
    const store = (await currentStore())!;
    expect(store.stats().idle).toBe(4);
    const counts = await Promise.all([countLines(), countLines(), countLines(), countLines()]);
    expect(counts).toEqual([499, 499, 499, 499]);
  });

  it('lets a caller set a shorter limit than the configured one', async () => {
    const { error, ms } = await settled(queryStore(ENDLESS_SQL, [], { timeoutMs: 150 }));
    expect((error as StoreBusyError).reason).toBe('timeout');
    expect(ms).toBeLessThan(3_000);
    expect(await countLines()).toBe(499);
  });

  it('still interrupts a running query when the caller aborts', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('the client left')), 150);
    const { error, ms } = await settled(queryStore(ENDLESS_SQL, [], controller.signal));
    expect((error as Error).message).toBe('the client left');
    expect(ms).toBeLessThan(3_000);
    expect(await countLines()).toBe(499);
  });

  it('refuses bulk work beyond the queue at once, while point lookups keep answering', async () => {
    process.env.STORE_BULK_CONNECTIONS = '1';
    process.env.STORE_MAX_QUEUE = '1';
    process.env.STORE_QUERY_TIMEOUT_MS = '1500';
    const heavy = () => runInStoreLane('bulk', () => queryStore(ENDLESS_SQL));
    const running = settled(heavy());
    const waiting = settled(heavy());
    await new Promise((resolve) => setTimeout(resolve, 50));
    const store = (await currentStore())!;
    expect(store.stats().running.bulk).toBe(1);
    expect(store.stats().waiting.bulk).toBe(1);

    const refused = await settled(heavy());
    expect((refused.error as StoreBusyError).reason).toBe('queue_full');
    expect(refused.ms).toBeLessThan(100);

    const lookup = await settled(countLines());
    expect(lookup.error).toBeNull();
    expect(lookup.ms).toBeLessThan(1_000);

    // Both end by the time limit: the running one interrupted, the waiting one never started.
    const [ran, waited] = await Promise.all([running, waiting]);
    expect((ran.error as StoreBusyError).reason).toBe('timeout');
    expect((waited.error as StoreBusyError).reason).toBe('timeout');
    expect(waited.ms).toBeLessThan(3_000);
    expect(store.stats().idle).toBe(4);
  });

  it('runs the reader with the configured memory limit and threads', async () => {
    process.env.STORE_MEMORY_LIMIT = '512MB';
    process.env.STORE_THREADS = '1';
    const [settings] = await queryStore<{ memory: string; threads: bigint }>(
      "select current_setting('memory_limit') as memory, current_setting('threads') as threads",
    );
    expect(settings.memory).toBe('488.2 MiB');
    expect(Number(settings.threads)).toBe(1);
  });
});

describe('a crash mid-ingest', () => {
  it('leaves the previous version serving and intact, and the next ingest cleans up and succeeds', async () => {
    await ingestSampleStore();
    const served = currentStoreFile(dataDir);
    const big = bigLandingFile('fangstdata_2020_big.csv', 150);

    const child = spawn(
      process.execPath,
      // One process (tsx as a loader, not its CLI, which would run the script in a child we could not kill).
      ['--import', 'tsx', 'scripts/ingest.ts', '--data-dir', dataDir, big],
      { stdio: 'ignore' },
    );
    const partialAppeared = await new Promise<boolean>((resolve) => {
      const started = Date.now();
      const timer = setInterval(() => {
        const partial = readdirSync(storeDir(dataDir)).some((name) => name.includes('.partial'));
        if (partial || Date.now() - started > 30_000) {
          clearInterval(timer);
          // Let it get well into loading before pulling the plug.
          setTimeout(() => resolve(partial), 400);
        }
      }, 20);
    });
    child.kill('SIGKILL');
    await new Promise((resolve) => child.on('exit', resolve));

    expect(partialAppeared).toBe(true);
    expect(currentStoreFile(dataDir)).toBe(served);
    const [intact] = await queryCurrentStore<{ n: number }>(
      dataDir,
      'select count(*)::integer as n from landing_lines',
    );
    expect(intact.n).toBe(499);

    const report = await ingestFiles([bigLandingFile('fangstdata_2020_c.csv', 2)], { dataDir });
    expect(report.changed).toBe(true);
    expect(await activeLockHolder(storeDir(dataDir), 'ingest.lock')).toBeNull();
    expect(readdirSync(storeDir(dataDir)).filter((name) => name.includes('.partial'))).toEqual([]);
  });
});

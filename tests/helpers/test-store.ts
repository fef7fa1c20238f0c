import path from 'node:path';
import { generateSampleFiles } from '@/lib/sample-data/generate';
import { ingestFiles } from '@/lib/store/ingest';
import { queryStore } from '@/lib/store/landing-store';
import { LANDING_SAMPLE_ZIP, removeDir, VESSEL_REGISTER_SAMPLE, VMS_SAMPLE_ZIP } from './fiskeridir-samples';
import { copyOfTemplateStore } from './store-templates';

interface GeneratedStoreOptions {
  linesPerYear?: number;
  years?: number;
  seed?: number;
  endYear?: number;
  endDate?: string;
}

/**
 * A landing store built the way production builds one: generated official files, ingested through the
 * real ingest path. Small by default; each call gets its own copy of a store built once per jest run.
 */
export async function buildGeneratedStore(options: GeneratedStoreOptions = {}): Promise<string> {
  return copyOfTemplateStore(options, 'fangstdata-generated-', async (dataDir) => {
    await generateAndIngest(dataDir, options);
  });
}

async function generateAndIngest(dataDir: string, options: GeneratedStoreOptions) {
  // Whole years to 2025 unless an end date is asked for (the default data set's shape: this year so far).
  const end = options.endDate ? { endDate: options.endDate } : { endYear: options.endYear ?? 2025 };
  const generated = await generateSampleFiles({
    outDir: path.join(dataDir, 'sources'),
    years: options.years ?? 2,
    linesPerYear: options.linesPerYear ?? 8000,
    seed: options.seed ?? 42,
    ...end,
  });
  const snapshotDate = options.endDate ? generated.referenceDate : `${(options.endYear ?? 2025) + 1}-01-15`;
  await ingestFiles(generated.files, { dataDir, snapshotDate });
}

/** Points the store reader (lib/store/landing-store) at a data dir for the rest of the test file. */
export function useStore(dataDir: string) {
  process.env.DATA_DIR = dataDir;
}

/** A store built once for a whole test file, served (DATA_DIR) from before its first test, removed after its last. */
function storeForFile(build: () => Promise<string>, ready: (dataDir: string) => Promise<void> | void): void {
  let dataDir: string | null = null;
  beforeAll(async () => {
    dataDir = await build();
    useStore(dataDir);
    await ready(dataDir);
  }, 120_000);
  afterAll(() => {
    if (dataDir) removeDir(dataDir);
  });
}

/**
 * One generated store for a whole test file. `ready` gets the data dir once the store answers, to look
 * up what the file's tests ask about.
 */
export function generatedStoreForFile(
  ready: (dataDir: string) => Promise<void> | void = () => {},
  options: Parameters<typeof buildGeneratedStore>[0] = {},
): void {
  storeForFile(() => buildGeneratedStore(options), ready);
}

/**
 * One store of the directorate's own samples (landings, vessel register, VMS) for a whole test file:
 * real data where generated data is too regular (boats in the VMS sample stop reporting at different times).
 */
export function sampleStoreForFile(ready: (dataDir: string) => Promise<void> | void = () => {}): void {
  storeForFile(
    () =>
      copyOfTemplateStore({ directorateSamples: true }, 'fangstdata-samples-', async (dataDir) => {
        await ingestFiles([LANDING_SAMPLE_ZIP, VESSEL_REGISTER_SAMPLE, VMS_SAMPLE_ZIP], { dataDir });
      }),
    ready,
  );
}

/** The newest catch year in the served store. */
export async function latestLandingYear(): Promise<number> {
  const [{ year }] = await queryStore<{ year: number }>(
    'select max(year(landing_date))::integer as year from landing_lines',
  );
  return year;
}

/** The boat with most landing notes, the firm and station that received most weight, and the owner of most landing boats, in a year. */
export async function busiestEntities(
  year: number,
): Promise<{ boatId: string; firmId: string; stationId: string; ownerId: string }> {
  const [{ vessel_id: boatId }] = await queryStore<{ vessel_id: string }>(
    `select vessel_id from landing_lines where year(landing_date) = $1 and vessel_id is not null
     group by vessel_id order by count(distinct doc_key) desc, vessel_id limit 1`,
    [year],
  );
  const heaviest = async (column: 'buyer_id' | 'station_id') =>
    (
      await queryStore<{ id: string }>(
        `select ${column} as id from landing_lines where year(landing_date) = $1 and ${column} is not null
         group by ${column} order by sum(round_weight) desc limit 1`,
        [year],
      )
    )[0].id;
  // The owner with the most boats that landed in the year, and of those the heaviest landings.
  const [{ owner_id: ownerId }] = await queryStore<{ owner_id: string }>(
    `select o.owner_id from ownerships o join boat_years y on y.vessel_id = o.vessel_id and y.year = $1
     where o.to_date is null group by o.owner_id order by count(*) desc, sum(y.round_weight) desc limit 1`,
    [year],
  );
  return { boatId, firmId: await heaviest('buyer_id'), stationId: await heaviest('station_id'), ownerId };
}

/**
 * Of the generated store: the boat with most arrivals in its logbook, and a boat under 15 m that has
 * landings (and keeps no logbook).
 */
export async function loggedAndSmallBoat(): Promise<{ logged: string; small: string }> {
  const [{ id: logged }] = await queryStore<{ id: string }>(
    `select vessel_id as id from ers_lines where message_type = 'POR' group by vessel_id
     order by count(distinct message_id) desc, vessel_id limit 1`,
  );
  const [{ id: small }] = await queryStore<{ id: string }>(
    'select vessel_id as id from boats where length < 15 and last_landing is not null order by vessel_id limit 1',
  );
  return { logged, small };
}

import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cacheTarget } from '@/lib/page-cache/routes';
import { entityVersionsOf, type EntityVersionFile } from '@/lib/store/entity-version-file';
import { entityVersionFileName, storeDir, versionOfStoreFile } from '@/lib/store/paths';
import { changedLandingFile } from '@/tests/helpers/changed-landings';
import { makeTempDir, removeDir } from '@/tests/helpers/fiskeridir-samples';
import { generatedSources } from '@/tests/helpers/generated-sources';
import { currentStoreFile, queryCurrentStore } from '@/tests/helpers/store-query';
import { ingestFiles } from '../index';

/**
 * Entity versions (./entity-versions.ts): a later ingest gives a new version to exactly the boats,
 * firms, stations and owners whose pages it changed, so the page cache keeps the others' pages.
 */

let dataDir: string;
let landingZip: string;
const SNAPSHOT = '2025-01-15';

type Versions = Map<string, number>;

async function versions(kind: string): Promise<Versions> {
  const rows = await queryCurrentStore<{ id: string; version: number }>(
    dataDir,
    `select id, version from entity_versions where kind = '${kind}'`,
  );
  return new Map(rows.map((row) => [row.id, row.version]));
}

const changedIn = (all: Versions, version: number) =>
  new Set([...all].filter(([, v]) => v === version).map(([id]) => id));

const sorted = (ids: Iterable<string>) => [...ids].sort();

beforeAll(async () => {
  dataDir = makeTempDir('fangstdata-entity-versions-');
  const generated = await generatedSources(dataDir, { linesPerYear: 6000, seed: 11 });
  landingZip = generated.file('fangstdata_2024.csv.zip');
  await ingestFiles(generated.files, { dataDir, snapshotDate: SNAPSHOT });
}, 120_000);
afterAll(() => removeDir(dataDir));

it('gives every entity the first version, in the store and in the file beside it', async () => {
  const boats = await versions('boat');
  expect(boats.size).toBeGreaterThan(20);
  expect(new Set(boats.values())).toEqual(new Set([1]));
  for (const kind of ['firm', 'station', 'owner']) expect((await versions(kind)).size).toBeGreaterThan(0);
  const file = JSON.parse(
    readFileSync(path.join(storeDir(dataDir), entityVersionFileName(1)), 'utf8'),
  ) as EntityVersionFile;
  expect(file.storeVersion).toBe(1);
  expect(new Map(Object.entries(file.boat))).toEqual(boats);
});

it('a corrected and a withdrawn note bump only the boats, firms, stations and owners they touch', async () => {
  // Boats without trips: their segment's benchmarks are not theirs to move (the next test covers those).
  const picked = await queryCurrentStore<{ vessel_id: string }>(
    dataDir,
    `select vessel_id from documents where vessel_id not in (select vessel_id from trips)
     group by vessel_id having count(*) >= 2 order by vessel_id limit 3`,
  );
  const [a, b, c] = picked.map((row) => row.vessel_id);
  expect(c).toBeDefined();
  const before = {
    boat: await versions('boat'),
    firm: await versions('firm'),
    station: await versions('station'),
  };
  const withdrawnNote = (
    await queryCurrentStore<{ doc_key: string }>(
      dataDir,
      `select doc_key from landing_lines where vessel_id = '${c}' order by doc_key limit 1`,
    )
  )[0].doc_key;
  const touched = await queryCurrentStore<{ buyer_id: string | null; station_id: string | null }>(
    dataDir,
    `select distinct buyer_id, station_id from landing_lines
     where vessel_id in ('${a}', '${b}') or doc_key = '${withdrawnNote}'`,
  );
  const owners = await queryCurrentStore<{ owner_id: string }>(
    dataDir,
    `select owner_id from register_owners where vessel_id in ('${a}', '${b}', '${c}')
     union select owner_id from owner_chains where vessel_id in ('${a}', '${b}', '${c}')`,
  );

  const file = await changedLandingFile(landingZip, dataDir, { corrected: [a, b], withdrawn: [c] });
  const report = await ingestFiles([file], { dataDir, snapshotDate: SNAPSHOT });
  expect(report.dataVersion).toBe(2);
  expect(report.documents.updated).toBeGreaterThanOrEqual(2);
  expect(report.documents.removed).toBe(1);

  const boats = await versions('boat');
  expect(sorted(changedIn(boats, 2))).toEqual(sorted([a, b, c]));
  expect(report.entityVersions?.boat).toEqual({ total: boats.size, changed: 3 });
  // The others keep the version they had: their cached pages stay valid.
  for (const [id, version] of boats) if (![a, b, c].includes(id)) expect(version).toBe(before.boat.get(id));

  const stations = changedIn(await versions('station'), 2);
  expect(sorted(stations)).toEqual(sorted(new Set(touched.flatMap((row) => row.station_id ?? []))));
  // A firm changes with the notes it received, and with its stations' facts (their last landing).
  const firms = changedIn(await versions('firm'), 2);
  const touchedFirms = touched.flatMap((row) => row.buyer_id ?? []);
  for (const id of touchedFirms) expect(firms).toContain(id);
  const firmsOfStations = await queryCurrentStore<{ buyer_id: string }>(
    dataDir,
    `select buyer_id from stations where station_id in (${[...stations].map((id) => `'${id}'`).join(', ') || "''"})`,
  );
  for (const id of firms)
    expect([...touchedFirms, ...firmsOfStations.map((row) => row.buyer_id)]).toContain(id);
  expect(firms.size).toBeLessThan(before.firm.size);

  const ownerVersions = await versions('owner');
  expect(sorted(changedIn(ownerVersions, 2))).toEqual(sorted(new Set(owners.map((row) => row.owner_id))));
});

it('a register snapshot that renames a boat bumps the boat, its owners and the pages that show its name', async () => {
  const [{ vessel_id: boat }] = await queryCurrentStore<{ vessel_id: string }>(
    dataDir,
    `select vessel_id from documents where vessel_id not in (select vessel_id from trips)
       and vessel_id in (select vessel_id from register_vessels)
     group by vessel_id order by count(*) desc, vessel_id limit 1`,
  );
  const version = versionOfStoreFile(currentStoreFile(dataDir)!)! + 1;
  const registerFile = path.join(dataDir, 'sources', 'register_vessels.json');
  const register = JSON.parse(readFileSync(registerFile, 'utf8')) as { id: string; name: string }[];
  const renamed = register.map((vessel) => (vessel.id === boat ? { ...vessel, name: 'NYTT NAVN' } : vessel));
  const outDir = makeTempDir('fangstdata-entity-versions-register-');
  writeFileSync(path.join(outDir, 'register_vessels.json'), JSON.stringify(renamed));
  const report = await ingestFiles([path.join(outDir, 'register_vessels.json')], {
    dataDir,
    snapshotDate: SNAPSHOT,
  });
  removeDir(outDir);
  expect(report.dataVersion).toBe(version);

  expect([...changedIn(await versions('boat'), version)]).toEqual([boat]);
  const touched = await queryCurrentStore<{ buyer_id: string | null; station_id: string | null }>(
    dataDir,
    `select distinct buyer_id, station_id from landing_lines where vessel_id = '${boat}'`,
  );
  expect(sorted(changedIn(await versions('firm'), version))).toEqual(
    sorted(new Set(touched.flatMap((row) => row.buyer_id ?? []))),
  );
  expect(sorted(changedIn(await versions('station'), version))).toEqual(
    sorted(new Set(touched.flatMap((row) => row.station_id ?? []))),
  );
  const owners = await queryCurrentStore<{ owner_id: string }>(
    dataDir,
    `select owner_id from register_owners where vessel_id = '${boat}'
     union select owner_id from owner_chains where vessel_id = '${boat}'`,
  );
  expect(sorted(changedIn(await versions('owner'), version))).toEqual(
    sorted(new Set(owners.map((row) => row.owner_id))),
  );
});

it('keeps a versions file for each store version kept, and removes what a failed ingest left', async () => {
  const served = versionOfStoreFile(currentStoreFile(dataDir)!)!;
  // What an ingest that died between writing its versions file and its commit leaves behind.
  const stale = entityVersionFileName(served + 5);
  writeFileSync(path.join(storeDir(dataDir), stale), '{}');
  writeFileSync(path.join(storeDir(dataDir), `${stale}.0a1b.tmp`), '{');
  const [{ vessel_id: boat }] = await queryCurrentStore<{ vessel_id: string }>(
    dataDir,
    'select vessel_id from documents order by vessel_id limit 1',
  );
  const outDir = makeTempDir('fangstdata-entity-versions-leftovers-');
  await ingestFiles([await changedLandingFile(landingZip, outDir, { corrected: [boat], withdrawn: [] })], {
    dataDir,
    snapshotDate: SNAPSHOT,
  });
  removeDir(outDir);
  expect(
    readdirSync(storeDir(dataDir))
      .filter((name) => name.includes('.versions.json'))
      .sort(),
  ).toEqual([entityVersionFileName(served), entityVersionFileName(served + 1)]);
});

describe('a nightly update', () => {
  // A fleet of some hundreds of boats, so that 3 % of them is more than a handful.
  let bigDir: string;
  let bigZip: string;
  beforeAll(async () => {
    bigDir = makeTempDir('fangstdata-entity-versions-fleet-');
    const generated = await generatedSources(bigDir, { linesPerYear: 40_000, seed: 12 });
    bigZip = generated.file('fangstdata_2024.csv.zip');
    await ingestFiles(generated.files, { dataDir: bigDir, snapshotDate: SNAPSHOT });
  }, 300_000);
  afterAll(() => removeDir(bigDir));

  it('after an ingest that changes 3 % of the boats, at least 90 % of the boat pages keep their cache key', async () => {
    const dataDir = bigDir;
    const landingZip = bigZip;
    const dataVersion = versionOfStoreFile(currentStoreFile(dataDir)!)!;
    const all = await queryCurrentStore<{ vessel_id: string; has_trips: boolean }>(
      dataDir,
      `select vessel_id, vessel_id in (select vessel_id from trips) as has_trips
     from documents where vessel_id is not null group by vessel_id order by hash(vessel_id)`,
    );
    const boats = (
      await queryCurrentStore<{ n: number }>(
        dataDir,
        "select count(*)::integer as n from entity_versions where kind = 'boat'",
      )
    )[0].n;
    // 3 % of the boats with notes in a hash order, of the boats with trips and of those without alike.
    const share = (hasTrips: boolean) => {
      const group = all.filter((row) => row.has_trips === hasTrips);
      return group.slice(0, Math.round(group.length * 0.03)).map((row) => row.vessel_id);
    };
    const corrected = [...share(true), ...share(false)];
    expect(share(true).length).toBeGreaterThan(0);
    const keys = (version: number) => {
      const entityVersion = entityVersionsOf(dataDir, version);
      return new Map(
        all.map(({ vessel_id: id }) => [
          id,
          cacheTarget(`/boats/${encodeURIComponent(id)}`, new URLSearchParams(), version, entityVersion)!
            .internalPath,
        ]),
      );
    };
    const before = keys(dataVersion);

    const file = await changedLandingFile(landingZip, makeTempDir('fangstdata-entity-versions-3-'), {
      corrected,
      withdrawn: [],
    });
    const report = await ingestFiles([file], { dataDir, snapshotDate: SNAPSHOT });
    expect(report.dataVersion).toBe(dataVersion + 1);
    const after = keys(dataVersion + 1);
    const kept = [...before].filter(([id, key]) => after.get(id) === key).length;
    const bumped = report.entityVersions!.boat.changed;
    console.log(
      `entity versions: ${corrected.length} of ${boats} boats corrected (${((100 * corrected.length) / boats).toFixed(1)} %), ` +
        `${bumped} boat versions bumped, ${kept} of ${before.size} boat page keys kept (${((100 * kept) / before.size).toFixed(1)} %)`,
    );
    for (const id of corrected) expect(after.get(id)).not.toBe(before.get(id));
    expect(kept / before.size).toBeGreaterThanOrEqual(0.9);
  });
});

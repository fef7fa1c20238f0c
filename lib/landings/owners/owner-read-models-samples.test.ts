/**
 * The owner read models on the directorate's real landing sample, and after a later copy of the same
 * year corrects one document and withdraws another: every figure of an owner page equals the raw lines.
 * The real vessel register sample names other boats than the landing sample, so its vessels and owners
 * are given the landing sample's boat ids, half of them changing owner in the middle of the year.
 */
import { readFileSync } from 'node:fs';
import { ingestFiles } from '@/lib/store/ingest';
import { queryStore } from '@/lib/store/landing-store';
import {
  landingSampleHeader,
  landingSampleLines,
  VESSEL_REGISTER_SAMPLE,
  writeLines,
} from '@/tests/helpers/fiskeridir-samples';
import { ownerFigures } from '@/tests/helpers/owner-figures-sql';
import { ingestSampleThenCorrection } from '@/tests/helpers/read-model-ingests';
import { freshStoreDirsForEachTest } from '@/tests/helpers/temp-dirs';

/** The sample is catch year 2021's file; its lines were landed in 2020. */
const YEAR = 2020;
/** Where half the boats change owner. */
const SOLD = '2020-06-15';
/** Owners of the register sample that own the boats, several boats each. */
const OWNERS = 8;

let dataDir = '';
let workDir = '';
freshStoreDirsForEachTest('fangstdata-owner-models-', (dirs) => ({ dataDir, workDir } = dirs), {
  asDataDirEnv: true,
});

interface SampleOwner {
  id: string;
  entityType: string;
  name: string;
}
interface SampleVessel {
  id: string;
  owners: SampleOwner[];
}

/** The register sample's vessels and owners on the landing sample's boats. */
async function registerOfLandedBoats(): Promise<string> {
  const idIndex = (await landingSampleHeader()).indexOf('Fartøy ID');
  const lines = (await landingSampleLines()).slice(1, -1); // the sample's last line is cut off
  const boats = [...new Set(lines.map((line) => line.split(';')[idIndex].replace(/"/g, '')))]
    .filter((id) => id !== '')
    .sort();
  const register = JSON.parse(readFileSync(VESSEL_REGISTER_SAMPLE, 'utf8')) as SampleVessel[];
  const owners = register.map((vessel) => vessel.owners[0]).slice(0, OWNERS);
  const period = (owner: SampleOwner, from: string, to: string | null) => ({
    ownerId: owner.id,
    name: owner.name,
    entityType: owner.entityType,
    from,
    to,
  });
  const vessels = boats.map((id, i) => {
    const before = owners[i % OWNERS];
    const after = owners[(i + 3) % OWNERS];
    const sold = i % 2 === 0;
    return {
      ...register[i % register.length],
      id,
      owners: [sold ? after : before],
      ownershipHistory: sold
        ? [period(before, '2015-05-01', SOLD), period(after, SOLD, null)]
        : [period(before, '2019-03-01', null)],
    };
  });
  return writeLines(workDir, 'register_vessels.json', [JSON.stringify(vessels)]);
}

async function expectEveryOwnerOfLines() {
  const owners = await queryStore<{ id: string }>('select owner_id as id from owners order by 1');
  expect(owners.length).toBe(OWNERS);
  let landed = 0;
  for (const { id } of owners) {
    const { shown, fromLines } = await ownerFigures(id, YEAR);
    expect(shown).toEqual(fromLines);
    landed += shown ? shown.landed[0]!.boats.filter((boat) => boat.landedWeight > 0).length : 0;
  }
  // Every boat landed in the year, the sold ones under both owners.
  expect(landed).toBeGreaterThan(40);
}

it('equal the raw lines of the real sample, and again after a correction and a withdrawal', async () => {
  await ingestFiles([await registerOfLandedBoats()], { dataDir });
  const { withdrawn } = await ingestSampleThenCorrection({ workDir, dataDir }, expectEveryOwnerOfLines);
  const [{ n }] = await queryStore<{ n: number }>(
    `select count(*)::integer as n from landing_lines where document_number = $1`,
    [withdrawn],
  );
  expect(n).toBe(0);
  await expectEveryOwnerOfLines();
}, 120_000);

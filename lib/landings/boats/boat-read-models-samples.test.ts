/**
 * The boat read models on the directorate's real landing sample, and after a later copy of the same
 * year corrects one document and withdraws another: every figure of a boat page equals the raw lines.
 */
import { queryStore } from '@/lib/store/landing-store';
import { boatFigures } from '@/tests/helpers/boat-figures-sql';
import { CORRECTED_LINE_WEIGHT, ingestSampleThenCorrection } from '@/tests/helpers/read-model-ingests';
import { freshStoreDirsForEachTest } from '@/tests/helpers/temp-dirs';
import { latestLandingYear } from '@/tests/helpers/test-store';

let dataDir = '';
let workDir = '';
freshStoreDirsForEachTest('fangstdata-boat-models-', (dirs) => ({ dataDir, workDir } = dirs), {
  asDataDirEnv: true,
});

async function expectEveryBoatOfLines() {
  const boats = await queryStore<{ id: string }>(
    'select distinct vessel_id as id from landing_lines where vessel_id is not null order by 1',
  );
  expect(boats.length).toBeGreaterThan(5);
  // The year the sample's lines were landed in (catch year 2021's file holds landings of 2020), and a
  // part of it: in any other year every boat's figures would be empty on both sides.
  const year = await latestLandingYear();
  let landingsShown = 0;
  for (const { id } of boats) {
    for (const period of [
      { from: `${year}-01-01`, to: `${year}-12-31` },
      { from: `${year}-03-01`, to: `${year}-06-30` },
    ]) {
      const { shown, fromLines } = await boatFigures(id, period);
      expect(shown).toEqual(fromLines);
      landingsShown += shown.landings.length;
    }
  }
  expect(landingsShown).toBeGreaterThan(boats.length);
}

it('equal the raw lines of the real sample, and again after a correction and a withdrawal', async () => {
  const { corrected, withdrawn, correctedLines } = await ingestSampleThenCorrection(
    { workDir, dataDir },
    expectEveryBoatOfLines,
  );
  const [{ n }] = await queryStore<{ n: number }>(
    `select count(*)::integer as n from boat_documents where document_number = $1`,
    [withdrawn],
  );
  expect(n).toBe(0);
  const [{ weight }] = await queryStore<{ weight: number }>(
    `select total_weight as weight from boat_documents where document_number = $1`,
    [corrected],
  );
  expect(weight).toBeCloseTo(CORRECTED_LINE_WEIGHT * correctedLines, 3);
  await expectEveryBoatOfLines();
}, 120_000);

/**
 * The mottak and firm read models on the directorate's real landing sample, and after a later copy of
 * the same year corrects one document and withdraws another: every figure of a station and a firm page
 * equals the raw lines.
 */
import { queryStore } from '@/lib/store/landing-store';
import { firmFigures, stationFigures } from '@/tests/helpers/receiver-figures-sql';
import { CORRECTED_LINE_WEIGHT, ingestSampleThenCorrection } from '@/tests/helpers/read-model-ingests';
import { freshStoreDirsForEachTest } from '@/tests/helpers/temp-dirs';
import { latestLandingYear } from '@/tests/helpers/test-store';

let dataDir = '';
let workDir = '';
freshStoreDirsForEachTest('fangstdata-receiver-models-', (dirs) => ({ dataDir, workDir } = dirs), {
  asDataDirEnv: true,
});

async function expectEveryStationAndFirmOfLines() {
  const ids = async (key: string) =>
    (
      await queryStore<{ id: string }>(
        `select distinct ${key} as id from landing_lines where ${key} is not null order by 1`,
      )
    ).map((row) => row.id);
  const stations = await ids('station_id');
  const firms = await ids('buyer_id');
  // The year the sample's lines were landed in (catch year 2021's file holds landings of 2020): the pages
  // of any other year would be empty on both sides.
  const year = await latestLandingYear();
  // The sample is a few hundred lines from a handful of buyers and stations.
  expect(stations.length).toBeGreaterThan(0);
  expect(firms.length).toBeGreaterThan(0);
  for (const id of stations) {
    const { shown, fromLines } = await stationFigures(id, year);
    expect(shown?.weight).toBeGreaterThan(0);
    expect(shown).toEqual(fromLines);
  }
  for (const id of firms) {
    const { shown, fromLines } = await firmFigures(id, year);
    expect(shown.noteCount).toBeGreaterThan(0);
    expect(shown).toEqual(fromLines);
  }
}

it('equal the raw lines of the real sample, and again after a correction and a withdrawal', async () => {
  const { corrected, withdrawn, correctedLines } = await ingestSampleThenCorrection(
    { workDir, dataDir },
    expectEveryStationAndFirmOfLines,
  );
  for (const table of ['station_documents', 'buyer_documents']) {
    const [{ n }] = await queryStore<{ n: number }>(
      `select count(*)::integer as n from ${table} where document_number = $1`,
      [withdrawn],
    );
    expect(n).toBe(0);
  }
  const [{ weight }] = await queryStore<{ weight: number }>(
    `select sum(weight) as weight from buyer_documents where document_number = $1`,
    [corrected],
  );
  expect(weight).toBeCloseTo(CORRECTED_LINE_WEIGHT * correctedLines, 3);
  await expectEveryStationAndFirmOfLines();
}, 120_000);

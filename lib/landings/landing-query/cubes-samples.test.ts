/**
 * The landing query over the landing cubes on the directorate's real landing sample, and after a later
 * copy of the same year corrects one document and withdraws another: generated queries give the rows
 * of the raw lines (tests/helpers/cube-parity.ts), the corrected weights and without the withdrawn note.
 */
import { expectCubesEqualLines, runBothWays } from '@/tests/helpers/cube-parity';
import { CORRECTED_LINE_WEIGHT, ingestSampleThenCorrection } from '@/tests/helpers/read-model-ingests';
import { freshStoreDirsForEachTest } from '@/tests/helpers/temp-dirs';
import { queryStore } from '@/lib/store/landing-store';

let dataDir = '';
let workDir = '';
freshStoreDirsForEachTest('fangstdata-landing-cubes-', (dirs) => ({ dataDir, workDir } = dirs), {
  asDataDirEnv: true,
});

it('equal the raw lines of the real sample, and again after a correction and a withdrawal', async () => {
  let before = { cube: 0, lines: 0, cutMonths: 0, years: 0, rows: 0 };
  const { corrected } = await ingestSampleThenCorrection({ workDir, dataDir }, async () => {
    before = await expectCubesEqualLines(80, 21);
  });
  expect(before.cube).toBeGreaterThan(10);
  const seen = await expectCubesEqualLines(80, 22);
  expect(seen.cube).toBeGreaterThan(10);

  // The corrected note's boat: its weight over the whole year, from a cube, is the corrected one.
  const [{ boat, year }] = await queryStore<{ boat: string; year: string }>(
    `select any_value(vessel_id) as boat, strftime(min(landing_date), '%Y') as year from landing_lines
     where doc_key in (select doc_key from documents where document_number = $1)`,
    [corrected],
  );
  const [{ weight }] = await queryStore<{ weight: number }>(
    `select round(sum(round_weight), 3) as weight from landing_lines where vessel_id = $1`,
    [boat],
  );
  const { cube, shown } = await runBothWays({
    FromDate: `${year}-01-01`,
    ToDate: `${year}-12-31`,
    Boat: [boat],
  });
  expect(cube).not.toBeNull();
  expect(shown.rows[0].TotalWeight).toBeCloseTo(weight, 3);
  expect(weight).toBeGreaterThanOrEqual(CORRECTED_LINE_WEIGHT);
}, 240_000);

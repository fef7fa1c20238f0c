/**
 * The boat read models on the directorate's real landing sample, and after a later copy of the same
 * year corrects one document and withdraws another: every figure of a boat page equals the raw lines.
 */
import { queryStore } from '@/lib/store/landing-store';
import { ingestFiles } from '@/lib/store/ingest';
import { boatFigures } from '@/tests/helpers/boat-figures-sql';
import { landingSampleLines, withField, writeLines } from '@/tests/helpers/fiskeridir-samples';
import { freshStoreDirsForEachTest } from '@/tests/helpers/temp-dirs';

const VERSION = 3; // Dokument versjonsnummer
const VERSION_TIME = 5;
const YEAR: { from: string; to: string } = { from: '2021-01-01', to: '2021-12-31' };

let dataDir = '';
let workDir = '';
freshStoreDirsForEachTest('fangstdata-boat-models-', (dirs) => ({ dataDir, workDir } = dirs), {
  asDataDirEnv: true,
});

const documentNumberOf = (line: string) => line.split(';')[0];

async function expectEveryBoatOfLines() {
  const boats = await queryStore<{ id: string }>(
    'select distinct vessel_id as id from landing_lines where vessel_id is not null order by 1',
  );
  expect(boats.length).toBeGreaterThan(5);
  for (const { id } of boats) {
    for (const period of [YEAR, { from: '2021-03-01', to: '2021-06-30' }]) {
      const { shown, fromLines } = await boatFigures(id, period);
      expect(shown).toEqual(fromLines);
    }
  }
}

it('equal the raw lines of the real sample, and again after a correction and a withdrawal', async () => {
  const lines = await landingSampleLines();
  const header = lines[0].split(';').map((name) => name.replace(/"/g, ''));
  const weightIndex = header.indexOf('Rundvekt');
  const body = lines.slice(1, -1); // the sample's last line is cut off
  await ingestFiles([writeLines(workDir, 'fangstdata_2021.csv', [lines[0], ...body])], { dataDir });
  await expectEveryBoatOfLines();

  // A newer copy of the year: the first boat's busiest document corrected, another boat's withdrawn.
  const documents = [...new Set(body.map(documentNumberOf))];
  const [corrected, withdrawn] = documents;
  const newer = body
    .filter((line) => documentNumberOf(line) !== withdrawn)
    .map((line) =>
      documentNumberOf(line) === corrected
        ? withField(
            withField(withField(line, VERSION, '9'), weightIndex, '1234,5'),
            VERSION_TIME,
            '01.12.2021 10.00.00,000000000',
          )
        : line,
    );
  const report = await ingestFiles([writeLines(workDir, 'fangstdata_2021_v2.csv', [lines[0], ...newer])], {
    dataDir,
  });
  expect(report.documents).toMatchObject({ updated: 1, removed: 1 });
  await new Promise((resolve) => setTimeout(resolve, 1100)); // the reader looks at the pointer once a second
  const [{ n }] = await queryStore<{ n: number }>(
    `select count(*)::integer as n from boat_documents where document_number = $1`,
    [withdrawn],
  );
  expect(n).toBe(0);
  const [{ weight }] = await queryStore<{ weight: number }>(
    `select total_weight as weight from boat_documents where document_number = $1`,
    [corrected],
  );
  expect(weight).toBeCloseTo(1234.5 * newer.filter((line) => documentNumberOf(line) === corrected).length, 3);
  await expectEveryBoatOfLines();
}, 120_000);

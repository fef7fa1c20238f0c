/**
 * The mottak and firm read models on the directorate's real landing sample, and after a later copy of
 * the same year corrects one document and withdraws another: every figure of a station and a firm page
 * equals the raw lines.
 */
import { queryStore } from '@/lib/store/landing-store';
import { ingestFiles } from '@/lib/store/ingest';
import { firmFigures, stationFigures } from '@/tests/helpers/receiver-figures-sql';
import { landingSampleLines, withField, writeLines } from '@/tests/helpers/fiskeridir-samples';
import { freshStoreDirsForEachTest } from '@/tests/helpers/temp-dirs';

const VERSION = 3; // Dokument versjonsnummer
const VERSION_TIME = 5;
const YEAR = 2021;

let dataDir = '';
let workDir = '';
freshStoreDirsForEachTest('fangstdata-receiver-models-', (dirs) => ({ dataDir, workDir } = dirs), {
  asDataDirEnv: true,
});

const documentNumberOf = (line: string) => line.split(';')[0];

async function expectEveryStationAndFirmOfLines() {
  const ids = async (key: string) =>
    (
      await queryStore<{ id: string }>(
        `select distinct ${key} as id from landing_lines where ${key} is not null order by 1`,
      )
    ).map((row) => row.id);
  const stations = await ids('station_id');
  const firms = await ids('buyer_id');
  // The sample is a few hundred lines from a handful of buyers and stations.
  expect(stations.length).toBeGreaterThan(0);
  expect(firms.length).toBeGreaterThan(0);
  for (const id of stations) {
    const { shown, fromLines } = await stationFigures(id, YEAR);
    expect(shown).toEqual(fromLines);
  }
  for (const id of firms) {
    const { shown, fromLines } = await firmFigures(id, YEAR);
    expect(shown).toEqual(fromLines);
  }
}

it('equal the raw lines of the real sample, and again after a correction and a withdrawal', async () => {
  const lines = await landingSampleLines();
  const header = lines[0].split(';').map((name) => name.replace(/"/g, ''));
  const weightIndex = header.indexOf('Rundvekt');
  const body = lines.slice(1, -1); // the sample's last line is cut off
  await ingestFiles([writeLines(workDir, 'fangstdata_2021.csv', [lines[0], ...body])], { dataDir });
  await expectEveryStationAndFirmOfLines();

  // A newer copy of the year: one document corrected, another withdrawn.
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
  for (const table of ['station_documents', 'buyer_documents']) {
    const [{ n }] = await queryStore<{ n: number }>(
      `select count(*)::integer as n from ${table} where document_number = $1`,
      [withdrawn],
    );
    expect(n).toBe(0);
  }
  const correctedLines = newer.filter((line) => documentNumberOf(line) === corrected).length;
  const [{ weight }] = await queryStore<{ weight: number }>(
    `select sum(weight) as weight from buyer_documents where document_number = $1`,
    [corrected],
  );
  expect(weight).toBeCloseTo(1234.5 * correctedLines, 3);
  await expectEveryStationAndFirmOfLines();
}, 120_000);

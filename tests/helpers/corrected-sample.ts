import { ingestFiles } from '@/lib/store/ingest';
import { landingSampleLines, withField, writeLines } from '@/tests/helpers/fiskeridir-samples';

const VERSION = 3; // Dokument versjonsnummer
const VERSION_TIME = 5;
/** The round weight every line of the corrected document gets. */
export const CORRECTED_LINE_WEIGHT = 1234.5;

const documentNumberOf = (line: string) => line.split(';')[0];

/**
 * Ingests the directorate's real landing sample (2021), runs `check`, then ingests a newer copy of the
 * year in which the first document is corrected (a new version, every line 1234,5 kg) and the second
 * withdrawn, and waits until the server side reads the new store version. The read-model tests hold
 * every figure to the raw lines before and after.
 */
export async function ingestSampleThenCorrection(
  dirs: { workDir: string; dataDir: string },
  check: () => Promise<void>,
): Promise<{ corrected: string; withdrawn: string; correctedLines: number }> {
  const lines = await landingSampleLines();
  const header = lines[0].split(';').map((name) => name.replace(/"/g, ''));
  const weightIndex = header.indexOf('Rundvekt');
  const body = lines.slice(1, -1); // the sample's last line is cut off
  await ingestFiles([writeLines(dirs.workDir, 'fangstdata_2021.csv', [lines[0], ...body])], {
    dataDir: dirs.dataDir,
  });
  await check();

  const [corrected, withdrawn] = [...new Set(body.map(documentNumberOf))];
  const newer = body
    .filter((line) => documentNumberOf(line) !== withdrawn)
    .map((line) =>
      documentNumberOf(line) === corrected
        ? withField(
            withField(
              withField(line, VERSION, '9'),
              weightIndex,
              String(CORRECTED_LINE_WEIGHT).replace('.', ','),
            ),
            VERSION_TIME,
            '01.12.2021 10.00.00,000000000',
          )
        : line,
    );
  const report = await ingestFiles(
    [writeLines(dirs.workDir, 'fangstdata_2021_v2.csv', [lines[0], ...newer])],
    {
      dataDir: dirs.dataDir,
    },
  );
  expect(report.documents).toMatchObject({ updated: 1, removed: 1 });
  await new Promise((resolve) => setTimeout(resolve, 1100)); // the reader looks at the pointer once a second
  const correctedLines = newer.filter((line) => documentNumberOf(line) === corrected).length;
  return { corrected, withdrawn, correctedLines };
}

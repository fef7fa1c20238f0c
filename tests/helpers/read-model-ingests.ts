import path from 'node:path';
import { generateSampleFiles } from '@/lib/sample-data/generate';
import { ingestFiles } from '@/lib/store/ingest';
import { currentStore } from '@/lib/store/landing-store';
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

/**
 * Ingests a generated year before the shared store's (2023, 6,000 lines) into `dataDir` and waits until
 * the server side reads the new store version, which it checks is not `versionBefore`.
 */
export async function ingestAnEarlierGeneratedYear(dataDir: string): Promise<void> {
  const versionBefore = (await currentStore())!.fileName;
  const generated = await generateSampleFiles({
    outDir: path.join(dataDir, 'sources', 'older'),
    years: 1,
    linesPerYear: 6000,
    seed: 42,
    endYear: 2023,
  });
  await ingestFiles(
    generated.files.filter((file) => /fangstdata_\d{4}/.test(path.basename(file))),
    { dataDir },
  );
  await new Promise((resolve) => setTimeout(resolve, 1100)); // the reader looks at the pointer once a second
  expect((await currentStore())!.fileName).not.toBe(versionBefore);
}

import path from 'node:path';
import { makeTempDir, removeDir } from '@/tests/helpers/fiskeridir-samples';
import { generatedSources } from '@/tests/helpers/generated-sources';
import { currentStoreFile, queryCurrentStore } from '@/tests/helpers/store-query';
import { ingestFiles } from './index';
import { extractZipEntry } from './unzip';

/**
 * The directorate republishes the current year every night. The generator writes an earlier copy of a
 * year (older versions, documents later withdrawn, prices still withheld) beside the final one.
 */
let dataDir: string;
let earlier: string;
let final: string;

beforeAll(async () => {
  dataDir = makeTempDir('fangstdata-republish-');
  const generated = await generatedSources(dataDir, { linesPerYear: 6000, seed: 11, earlierCopy: true });
  earlier = generated.file('fangstdata_2024_earlier.csv.zip');
  final = generated.file('fangstdata_2024.csv.zip');
});
afterAll(() => removeDir(dataDir));

const pricedLines = async () =>
  (
    await queryCurrentStore<{ n: number }>(
      dataDir,
      'select count(*)::integer as n from landing_lines where amount_fisher is not null',
    )
  )[0].n;

it('applies corrections, withdrawals, new documents and released prices from a newer copy', async () => {
  const first = await ingestFiles([earlier], { dataDir });
  expect(first.documents.inserted).toBeGreaterThan(0);
  const pricedBefore = await pricedLines();

  const second = await ingestFiles([final], { dataDir });
  expect(second.documents.inserted).toBeGreaterThan(0); // December landings
  expect(second.documents.updated).toBeGreaterThan(0); // corrections and prices
  expect(second.documents.removed).toBeGreaterThan(0); // withdrawn duplicates
  expect(await pricedLines()).toBeGreaterThan(pricedBefore);

  const [{ lines }] = await queryCurrentStore<{ lines: number }>(
    dataDir,
    'select count(*)::integer as lines from landing_lines',
  );
  expect(lines).toBe(second.lines);
});

it('ignores the older copy when it is loaded again after the newer one', async () => {
  const linesBefore = (
    await queryCurrentStore<{ n: number }>(dataDir, 'select count(*)::integer as n from landing_lines')
  )[0].n;
  const pricedBefore = await pricedLines();
  // The same copy unzipped: other bytes, so it is judged by its content, not skipped by its hash.
  const unzipped = path.join(dataDir, 'fangstdata_2024.csv');
  await extractZipEntry(earlier, unzipped, (name) => name.endsWith('.csv'));
  const served = currentStoreFile(dataDir);
  const again = await ingestFiles([unzipped], { dataDir });
  expect(again.files[0].status).toBe('unchanged');
  expect(again.documents).toEqual({ inserted: 0, updated: 0, removed: 0, unchanged: expect.any(Number) });
  // Nothing changed, so no new version: the servers keep their cached pages.
  expect(again.changed).toBe(false);
  expect(currentStoreFile(dataDir)).toBe(served);
  expect(
    (await queryCurrentStore<{ n: number }>(dataDir, 'select count(*)::integer as n from landing_lines'))[0]
      .n,
  ).toBe(linesBefore);
  expect(await pricedLines()).toBe(pricedBefore);
});

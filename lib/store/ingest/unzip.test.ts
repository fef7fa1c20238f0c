import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { storeDir, tempRoot } from '@/lib/store/paths';
import { LANDING_SAMPLE_ZIP, landingSampleLines } from '@/tests/helpers/fiskeridir-samples';
import { freshStoreDirsForEachTest } from '@/tests/helpers/temp-dirs';
import { currentStoreFile, queryCurrentStore } from '@/tests/helpers/store-query';
import { ingestFiles, IngestInputError } from './index';
import { extractZipEntry, ZipEntryError } from './unzip';
import { writeTestZip } from '@/tests/helpers/zip';

let dataDir: string;
let workDir: string;
let csvText: string;
beforeAll(async () => {
  csvText = (await landingSampleLines()).join('\n') + '\n';
});
freshStoreDirsForEachTest('fangstdata-', (dirs) => ({ dataDir, workDir } = dirs));

async function zipOf(name: string, entryName: string, content: string): Promise<string> {
  return writeTestZip(path.join(workDir, name), entryName, content);
}

/** Rewrites the entry's uncompressed size in the zip's central directory (what readers trust). */
function declareSize(zipPath: string, bytes: number) {
  const data = readFileSync(zipPath);
  const central = data.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
  data.writeUInt32LE(bytes, central + 24);
  const local = data.indexOf(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  if (data.readUInt32LE(local + 22) !== 0) data.writeUInt32LE(bytes, local + 22);
  writeFileSync(zipPath, data);
}

/** Nothing of a failed ingest is left: no new version, no partial copy, no scratch files. */
function expectNothingLeft(served: string | null) {
  expect(currentStoreFile(dataDir)).toBe(served);
  const storeFiles = existsSync(storeDir(dataDir)) ? readdirSync(storeDir(dataDir)) : [];
  expect(storeFiles.filter((name) => name.includes('partial'))).toEqual([]);
  expect(existsSync(tempRoot(dataDir)) ? readdirSync(tempRoot(dataDir)) : []).toEqual([]);
}

describe('zip entries are held to their declared size', () => {
  it('stops an entry that inflates past its declared size and removes what it wrote', async () => {
    const zip = await zipOf('fangstdata_2020.csv.zip', 'fangstdata_2020.csv', csvText);
    declareSize(zip, 300_000);
    const target = path.join(workDir, 'out.csv');
    const attempt = extractZipEntry(zip, target, () => true);
    await expect(attempt).rejects.toBeInstanceOf(ZipEntryError);
    await expect(attempt).rejects.toThrow(
      'entry fangstdata_2020.csv inflates past its declared size of 300,000 bytes: a corrupt file or a zip bomb',
    );
    expect(existsSync(target)).toBe(false);
  });

  it('refuses such a zip at ingest, naming the file, with the store unchanged', async () => {
    await ingestFiles([LANDING_SAMPLE_ZIP], { dataDir });
    const served = currentStoreFile(dataDir);
    const zip = await zipOf('fangstdata_2020.csv.zip', 'fangstdata_2020.csv', csvText);
    declareSize(zip, 300_000);

    const attempt = ingestFiles([zip], { dataDir });
    await expect(attempt).rejects.toBeInstanceOf(IngestInputError);
    await expect(attempt).rejects.toThrow(
      /^fangstdata_2020\.csv\.zip: entry fangstdata_2020\.csv inflates past/,
    );
    expectNothingLeft(served);
    const [{ n }] = await queryCurrentStore<{ n: number }>(
      dataDir,
      'select count(*)::integer as n from landing_lines',
    );
    expect(n).toBe(499);
  });

  it('refuses an entry that ends before its declared size', async () => {
    const zip = await zipOf('fangstdata_2020.csv.zip', 'fangstdata_2020.csv', csvText);
    declareSize(zip, Buffer.byteLength(csvText) + 10);
    await expect(extractZipEntry(zip, path.join(workDir, 'out.csv'), () => true)).rejects.toThrow(
      /ends after [\d,]+ of its declared [\d,]+ bytes: truncated or corrupt/,
    );
  });

  it('refuses an entry larger than the configured cap before writing anything', async () => {
    const attempt = ingestFiles([LANDING_SAMPLE_ZIP], { dataDir, limits: { maxEntryBytes: 100_000 } });
    await expect(attempt).rejects.toBeInstanceOf(IngestInputError);
    await expect(attempt).rejects.toThrow(
      /^fangstdata_2021_sample\.csv\.zip: entry fangstdata_2021\.csv declares 0\.\d{3} GB uncompressed, more than the limit of 0\.000 GB \(INGEST_MAX_ENTRY_BYTES\)/,
    );
    expectNothingLeft(null);
  });
});

describe('damaged zips', () => {
  it('a truncated download is refused with a clear message', async () => {
    const truncated = path.join(workDir, 'fangstdata_2021.csv.zip');
    const bytes = readFileSync(LANDING_SAMPLE_ZIP);
    writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const attempt = ingestFiles([truncated], { dataDir });
    await expect(attempt).rejects.toBeInstanceOf(IngestInputError);
    await expect(attempt).rejects.toThrow(
      /^fangstdata_2021\.csv\.zip: could not be read \(.+\); a truncated or corrupt download\?$/,
    );
    expectNothingLeft(null);
  });

  it('damaged compressed data is refused and the extracted part removed', async () => {
    const zip = await zipOf('fangstdata_2020.csv.zip', 'fangstdata_2020.csv', csvText);
    const data = readFileSync(zip);
    // Garble the middle of the compressed stream; the header line at its start still reads.
    for (let i = Math.floor(data.length / 2); i < Math.floor(data.length / 2) + 64; i++) data[i] ^= 0x5a;
    writeFileSync(zip, data);
    const attempt = ingestFiles([zip], { dataDir });
    await expect(attempt).rejects.toBeInstanceOf(IngestInputError);
    await expect(attempt).rejects.toThrow(
      /^fangstdata_2020\.csv\.zip: entry fangstdata_2020\.csv (is corrupt|ends after|inflates past)/,
    );
    expectNothingLeft(null);
  });
});

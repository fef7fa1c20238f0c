import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LANDING_SAMPLE_ZIP, VMS_SAMPLE_ZIP } from '@/tests/helpers/fiskeridir-samples';
import { freshStoreDirsForEachTest } from '@/tests/helpers/temp-dirs';
import { checkDownload, DownloadCheckError } from './check-download';
import { updateSources } from './sources';

let workDir: string;
freshStoreDirsForEachTest('fangstdata-check-', (dirs) => ({ workDir } = dirs));

const [landings2021, vms2021] = updateSources({ baseUrl: 'http://127.0.0.1' }, [2021]);
const GB = 1024 ** 3;

async function problemOf(file: string, source = landings2021) {
  try {
    await checkDownload(file, source, 8 * GB);
    return null;
  } catch (error) {
    if (error instanceof DownloadCheckError) return { problem: error.problem, message: error.message };
    throw error;
  }
}

describe('checkDownload', () => {
  it('passes the real samples for their own sources', async () => {
    expect(await problemOf(LANDING_SAMPLE_ZIP)).toBeNull();
    expect(await problemOf(VMS_SAMPLE_ZIP, vms2021)).toBeNull();
  });

  it('finds a byte damaged in the middle of the zip (inflate error or CRC-32 mismatch)', async () => {
    const bytes = readFileSync(LANDING_SAMPLE_ZIP);
    bytes[Math.floor(bytes.length / 2)] ^= 0xff;
    const damaged = path.join(workDir, 'damaged.zip');
    writeFileSync(damaged, bytes);
    expect(await problemOf(damaged)).toEqual({
      problem: 'corrupt',
      message: expect.stringMatching(/corrupt|CRC-32|declared/),
    });
  });

  it('refuses a file of another kind than the source promises', async () => {
    expect(await problemOf(VMS_SAMPLE_ZIP)).toEqual({
      problem: 'wrong_format',
      message: 'holds VMS positions, not landing notes',
    });
  });
});

import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { writeTar } from '@/lib/fiskeridir/tar';
import { freshStoreDirsForEachTest } from '@/tests/helpers/temp-dirs';

/** `npm run ingest` on a register extract: the same report and refusals as the other sources, and no person number in any output. */

const PERSON_NUMBER = '01017012345';

let dataDir: string;
let workDir: string;
freshStoreDirsForEachTest('fangstdata-cli-extract-', (dirs) => ({ dataDir, workDir } = dirs));

function ingest(...args: string[]) {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/ingest.ts', '--data-dir', dataDir, ...args],
    { encoding: 'utf8' },
  );
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

function writeExtract(quotaHeader: string, vesselRows = ['"1000002";"SJARKEN";"N 0200L"']): string {
  const file = path.join(workDir, 'frtyweb.tar');
  const text = (lines: string[]) => Buffer.from(lines.join('\n') + '\n');
  writeFileSync(
    file,
    writeTar([
      {
        name: 'fartoy.csv',
        data: text(['FARTØY_ID;NAVN;REGISTRERINGSMERKE', ...vesselRows]),
      },
      {
        name: 'juridisk_enhet.csv',
        data: text(['IDNR;NAVN;POSTNUMMER;POSTSTED', `"${PERSON_NUMBER}";"Ola Fisker";"8300";"SVOLVÆR"`]),
      },
      {
        name: 'fartoy_eier.csv',
        data: text(['EIET_ENTITET;EIET_IDNR;EIER_IDNR', `"FARTØY";"1000002";"${PERSON_NUMBER}"`]),
      },
      {
        name: 'kvoter.csv',
        data: text([quotaHeader, '"1000002";"1";"Torsk";12,5;01.01.2025']),
      },
    ]),
  );
  return file;
}

describe('npm run ingest with frtyweb.tar', () => {
  it('--json reports the extract, and prints no person number', () => {
    const file = writeExtract(
      'FartøyID;Linjenummer;Linjenummerbeskrivelse;Kvotestørrelse;KvotestrGjelderFraDato',
    );
    const { code, stdout, stderr } = ingest('--json', file);
    expect(code).toBe(0);
    const report = JSON.parse(stdout);
    expect(report.files).toEqual([
      expect.objectContaining({ file: 'frtyweb.tar', kind: 'extract', status: 'loaded' }),
    ]);
    expect(report.changed).toBe(true);
    expect(stdout + stderr).not.toContain(PERSON_NUMBER);

    const again = ingest('--json', file);
    expect(JSON.parse(again.stdout).files[0].status).toBe('skipped-unchanged');
  });

  it('refuses a bad header with exit code 1, naming the member and the missing column', () => {
    const file = writeExtract('FartøyID;Linjenummer;Linjenummerbeskrivelse;Størrelse;KvotestrGjelderFraDato');
    const { code, stdout, stderr } = ingest(file);
    expect(code).toBe(1);
    expect(stderr).toMatch(/frtyweb\.tar: kvoter\.csv: the header lacks required columns: Kvotestørrelse/);
    expect(stdout + stderr).not.toContain(PERSON_NUMBER);
  });

  it('refuses a fartoy.csv that lists a vessel twice with exit code 1, naming the vessel', () => {
    const file = writeExtract(
      'FartøyID;Linjenummer;Linjenummerbeskrivelse;Kvotestørrelse;KvotestrGjelderFraDato',
      ['"1000002";"SJARKEN";"N 0200L"', '"1000002";"SJARKEN II";"N 0200L"'],
    );
    const { code, stderr } = ingest(file);
    expect(code).toBe(1);
    expect(stderr).toMatch(
      /Ingest refused: frtyweb\.tar: fartoy\.csv: vessel 1000002 is listed twice \(lines 2 and 3\)/,
    );
    expect(stderr).not.toMatch(/Constraint Error/);
  });
});

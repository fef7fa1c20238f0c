import { copyFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { detectFileKind } from './detect';
import { LANDING_COLUMN_NAMES } from './landing-columns';
import {
  ERS_SAMPLE_ZIP,
  LANDING_SAMPLE_ZIP,
  makeTempDir,
  removeDir,
  VESSEL_REGISTER_SAMPLE,
  VMS_SAMPLE_ZIP,
} from '@/tests/helpers/fiskeridir-samples';

describe('detectFileKind', () => {
  let dir: string;
  beforeAll(() => {
    dir = makeTempDir();
  });
  afterAll(() => removeDir(dir));

  function renamed(source: string, name: string): string {
    const target = path.join(dir, name);
    copyFileSync(source, target);
    return target;
  }

  it('recognises the landing sample, also renamed', async () => {
    const detected = await detectFileKind(LANDING_SAMPLE_ZIP);
    expect(detected).toEqual({
      kind: 'landings',
      entryName: 'fangstdata_2021.csv',
      header: [...LANDING_COLUMN_NAMES],
    });
    expect((await detectFileKind(renamed(LANDING_SAMPLE_ZIP, 'download (3)'))).kind).toBe('landings');
  });

  it('recognises the VMS sample, also renamed', async () => {
    const detected = await detectFileKind(VMS_SAMPLE_ZIP);
    expect(detected.kind).toBe('vms');
    expect(detected.entryName).toBe('2023-VMS.csv');
    expect((await detectFileKind(renamed(VMS_SAMPLE_ZIP, 'vessels.json'))).kind).toBe('vms');
  });

  it('recognises the vessel register, also renamed', async () => {
    expect(await detectFileKind(VESSEL_REGISTER_SAMPLE)).toEqual({ kind: 'vessels' });
    expect((await detectFileKind(renamed(VESSEL_REGISTER_SAMPLE, 'fangstdata_2021.csv.zip'))).kind).toBe(
      'vessels',
    );
  });

  it('recognises a buyer register', async () => {
    const file = path.join(dir, 'x.dat');
    writeFileSync(
      file,
      JSON.stringify(
        [{ id: '989094823', name: 'A', registrationMarkNote: 'x', receivingStations: [{ id: '100081' }] }],
        null,
        2,
      ),
    );
    expect(await detectFileKind(file)).toEqual({ kind: 'buyers' });
  });

  it('recognises unzipped CSVs by their header', async () => {
    const landings = path.join(dir, 'a');
    writeFileSync(
      landings,
      '\uFEFF' + LANDING_COLUMN_NAMES.map((name) => `"${name}"`).join(';') + '\r\n1;2\r\n',
    );
    expect((await detectFileKind(landings)).kind).toBe('landings');
    const vms = path.join(dir, 'b');
    writeFileSync(vms, 'Melding ID;Meldingstype (kode);Tidspunkt (UTC);Breddegrad\n');
    expect((await detectFileKind(vms)).kind).toBe('vms');
  });

  it('recognises the ERS zip as electronic logbooks, naming the entry it looked at', async () => {
    const detected = await detectFileKind(ERS_SAMPLE_ZIP);
    expect(detected.kind).toBe('ers');
    expect(detected.entryName).toMatch(/^elektronisk-rapportering-ers-2020-.*\.csv$/);
    expect(detected.header?.[0]).toBe('Relevant år');
  });

  it('calls other files unknown', async () => {
    const cases: [string, string | Buffer][] = [
      ['notes.txt', 'Dette er ikke fangstdata.\nBare tekst.\n'],
      ['empty.csv', ''],
      ['other.json', JSON.stringify([{ id: 1, title: 'x' }])],
      ['object.json', JSON.stringify({ registrationMark: 'N 0045B' })],
      ['binary.bin', Buffer.from([0x00, 0xff, 0x10, 0x80, 0x00, 0x01])],
      ['other.csv', 'a;b;c\n1;2;3\n'],
    ];
    for (const [name, content] of cases) {
      const file = path.join(dir, name);
      writeFileSync(file, content);
      expect([name, (await detectFileKind(file)).kind]).toEqual([name, 'unknown']);
    }
  });

  it('reads only the head of a large file', async () => {
    const file = path.join(dir, 'big.json');
    const vessel = { id: '1', registrationMark: 'N 0001B', owners: [] };
    writeFileSync(file, '[' + Array.from({ length: 200_000 }, () => JSON.stringify(vessel)).join(',') + ']');
    expect((await detectFileKind(file)).kind).toBe('vessels');
  });
});

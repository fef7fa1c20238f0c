import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readZipEntry as readSingleEntry } from '@/tests/helpers/landing-file';
import { listZipEntries, readLines } from '@/lib/fiskeridir/csv';
import { writeSmallZipFile, writeZipFile } from './zip-writer';

describe('writeZipFile', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sample-zip-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const text = 'Dokumentnummer;"Fartøynavn"\n1;"SENJAVÆRING"\n'.repeat(20_000);
  const chunks = () => {
    const bytes = Buffer.from(text);
    return [
      { bytes: bytes.subarray(0, 100_000), lines: 1 },
      { bytes: bytes.subarray(100_000), lines: 1 },
    ];
  };

  it.each([false, true])('writes one readable entry (zip64: %s)', async (zip64) => {
    const file = path.join(dir, `entry-${zip64}.zip`);
    let handed = 0;
    await writeZipFile(file, chunks(), {
      entryName: 'fangstdata_2025.csv',
      modified: { year: 2026, month: 7, day: 1 },
      level: 3,
      zip64,
      onChunk: (chunk) => (handed += chunk.lines),
    });
    const entry = await readSingleEntry(file);
    expect(entry.name).toBe('fangstdata_2025.csv');
    expect(entry.text).toBe(text);
    expect(handed).toBe(2);
  });

  it('gives the same bytes for the same input', async () => {
    const options = {
      entryName: 'x.csv',
      modified: { year: 2026, month: 7, day: 1 },
      level: 3,
      zip64: false,
    };
    await writeZipFile(path.join(dir, 'a.zip'), chunks(), options);
    await writeZipFile(path.join(dir, 'b.zip'), chunks(), options);
    expect(readFileSync(path.join(dir, 'a.zip')).equals(readFileSync(path.join(dir, 'b.zip')))).toBe(true);
  });
});

describe('writeSmallZipFile', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sample-zip-many-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes several entries that read back whole, in order, with the same bytes every time', async () => {
    const entries = [
      { name: 'a-avgangsmelding-dep.csv', bytes: Buffer.from('Melding ID;Havn\n1;Ålesund\n') },
      { name: 'b-fangstmelding-dca.csv', bytes: Buffer.from('Melding ID;Rundvekt\n2;123,5\n'.repeat(5000)) },
      { name: 'c-tom.csv', bytes: Buffer.alloc(0) },
    ];
    const first = path.join(dir, 'first.zip');
    const second = path.join(dir, 'second.zip');
    for (const file of [first, second]) {
      await writeSmallZipFile(file, entries, { modified: { year: 2026, month: 7, day: 1 }, level: 6 });
    }
    expect(readFileSync(first).equals(readFileSync(second))).toBe(true);
    expect(await listZipEntries(first)).toEqual(entries.map((e) => e.name));
    for (const entry of entries) {
      const lines: string[] = [];
      for await (const { line } of readLines(first, { entryName: entry.name })) lines.push(line);
      expect(lines.join('\n')).toBe(entry.bytes.toString('utf8').replace(/\n$/, ''));
    }
  });
});

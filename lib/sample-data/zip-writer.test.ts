import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ChunkBuffer } from './chunk-buffer';
import { readZipTexts } from './read-zip';
import { writeZipFile } from './zip-writer';

async function readSingleEntry(file: string): Promise<{ name: string; text: string }> {
  const entries = await readZipTexts(file);
  expect(entries).toHaveLength(1);
  return entries[0];
}

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

describe('ChunkBuffer numbers', () => {
  const written = (write: (out: ChunkBuffer) => void) => {
    const out = new ChunkBuffer();
    write(out);
    return out.take().bytes.toString('utf8');
  };

  it.each([
    [12.11, 2, true, '12,11'],
    [42.5, 2, true, '42,5'],
    [65, 2, true, '65'],
    [44.506, 2, true, '44,51'],
    [10.999, 2, true, '11'],
    [-1.00349, 5, true, '-1,00349'],
    [64.87, 4, false, '64,8700'],
    [-15.5, 4, false, '-15,5000'],
    [0.04, 1, true, '0'],
  ])('writes %p with %p decimals (trim %p) as %p', (value, decimals, trim, expected) => {
    expect(written((out) => out.decimal(value, decimals, trim))).toBe(expected);
  });

  it('writes integers and padded pairs', () => {
    expect(written((out) => out.int(0))).toBe('0');
    expect(written((out) => out.int(7_100_001))).toBe('7100001');
    expect(written((out) => out.int2(7))).toBe('07');
  });
});

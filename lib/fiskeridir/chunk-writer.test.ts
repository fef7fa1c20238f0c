import { ChunkBuffer } from './chunk-writer';
import { parseTimestamp } from './values';

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

  it('writes a version time that the landing reader reads back as the same Oslo wall-clock time', () => {
    const text = written((out) => out.timestamp(Date.UTC(2020, 8, 15, 12, 22, 9, 423)));
    expect(text).toBe('15.09.2020 12.22.09,423000000');
    expect(parseTimestamp(text, 'Europe/Oslo')).toBe('2020-09-15T10:22:09.423Z');
  });
});

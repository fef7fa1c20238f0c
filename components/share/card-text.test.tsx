import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cardTitle, drawableText, DRAWABLE_RANGES } from './card-text';

/** The code points a TrueType font maps (cmap formats 4 and 12). */
function fontCodePoints(font: Buffer): Set<number> {
  const tables = font.readUInt16BE(4);
  let cmap = -1;
  for (let i = 0; i < tables; i++) {
    const record = 12 + i * 16;
    if (font.toString('latin1', record, record + 4) === 'cmap') cmap = font.readUInt32BE(record + 8);
  }
  const points = new Set<number>();
  const subtables = font.readUInt16BE(cmap + 2);
  for (let i = 0; i < subtables; i++) {
    const offset = cmap + font.readUInt32BE(cmap + 4 + i * 8 + 4);
    const format = font.readUInt16BE(offset);
    if (format === 4) {
      const segments = font.readUInt16BE(offset + 6) / 2;
      const ends = offset + 14;
      const starts = ends + segments * 2 + 2;
      for (let s = 0; s < segments; s++) {
        const end = font.readUInt16BE(ends + s * 2);
        for (let c = font.readUInt16BE(starts + s * 2); c <= end && c !== 0xffff; c++) points.add(c);
      }
    } else if (format === 12) {
      const groups = font.readUInt32BE(offset + 12);
      for (let g = 0; g < groups; g++) {
        const group = offset + 16 + g * 12;
        for (let c = font.readUInt32BE(group); c <= font.readUInt32BE(group + 4); c++) points.add(c);
      }
    }
  }
  return points;
}

describe('share card text', () => {
  it('keeps to characters the bundled font has', () => {
    const font = readFileSync(
      path.join(
        path.dirname(require.resolve('next/package.json')),
        'dist/compiled/@vercel/og/Geist-Regular.ttf',
      ),
    );
    const covered = fontCodePoints(font);
    const missing: string[] = [];
    for (const [from, to] of DRAWABLE_RANGES) {
      for (let c = from; c <= to; c++) if (!covered.has(c)) missing.push(`U+${c.toString(16)}`);
    }
    expect(missing).toEqual([]);
  });

  it('drops bidi overrides and zero-width characters, strips marks the font lacks, replaces the rest', () => {
    expect(drawableText('\u202eHAVBRIS\u202c')).toBe('HAVBRIS');
    expect(drawableText('NORD\u200dBAS')).toBe('NORDBAS');
    expect(drawableText('BLÅBÆR ØYFISK')).toBe('BLÅBÆR ØYFISK');
    expect(drawableText('ĐẠI DƯƠNG')).toBe('ĐAI DUONG');
    expect(drawableText('МУРМАНСК 🐟')).toBe('???????? ?');
  });

  it('sizes and cuts long titles so they fit the card', () => {
    expect(cardTitle('HAVBRIS')).toEqual({ text: 'HAVBRIS', fontSize: 84 });
    expect(cardTitle('A'.repeat(30)).fontSize).toBe(64);
    const long = cardTitle('VESTERÅLEN FISKERISELSKAP OG HAVFISKEREDERI AS AVDELING BÅTSFJORD NORD');
    expect(long.fontSize).toBe(52);
    expect(long.text.length).toBeLessThanOrEqual(60);
    expect(long.text.endsWith('…')).toBe(true);
  });
});

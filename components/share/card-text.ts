/**
 * Text for the share card image. Next's ImageResponse draws with its one bundled font (Geist) and, for
 * a character that font lacks, fetches a web font from the internet at render time: a server without
 * internet waits for DNS and the card fails. So the card keeps to characters the bundled font has
 * (card-text.test.ts checks the list against the font file): invisible format characters (bidi
 * overrides, zero-width joiners) are dropped, a letter with a diacritic the font lacks loses the mark,
 * and anything else becomes "?".
 */

/** Code point ranges the bundled font covers: Latin, Latin-1 and most of Latin Extended-A, punctuation. */
const DRAWABLE: readonly [number, number][] = [
  [0x20, 0x7e],
  [0xa0, 0xac],
  [0xae, 0x113],
  [0x116, 0x12b],
  [0x12e, 0x137],
  [0x139, 0x13e],
  [0x141, 0x148],
  [0x14a, 0x14d],
  [0x150, 0x17e],
  [0x2013, 0x2014],
  [0x2018, 0x201a],
  [0x201c, 0x201e],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x2039, 0x203a],
  [0x20ac, 0x20ac],
];

export const DRAWABLE_RANGES = DRAWABLE;

const isDrawable = (codePoint: number) => DRAWABLE.some(([from, to]) => codePoint >= from && codePoint <= to);

const FORMAT_OR_CONTROL = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;
const COMBINING_MARK = /\p{M}/gu;

/** `text` with only characters the share card's font can draw. */
export function drawableText(text: string): string {
  let out = '';
  for (const char of text.replace(FORMAT_OR_CONTROL, '')) {
    if (isDrawable(char.codePointAt(0)!)) {
      out += char;
      continue;
    }
    const base = char.normalize('NFKD').replace(COMBINING_MARK, '');
    out += base !== '' && [...base].every((c) => isDrawable(c.codePointAt(0)!)) ? base : '?';
  }
  return out.replace(/\s+/g, ' ').trim();
}

/** A title that fits the card's width in at most two lines: smaller type for longer names, cut with "…" beyond. */
export function cardTitle(title: string): { text: string; fontSize: number } {
  const text = drawableText(title);
  const fontSize = text.length <= 24 ? 84 : text.length <= 40 ? 64 : 52;
  return { text: text.length > MAX_TITLE ? `${text.slice(0, MAX_TITLE - 1).trimEnd()}…` : text, fontSize };
}

/** At 52 px a line of the card (1056 px) holds about 30 characters: two lines. */
const MAX_TITLE = 60;

/** A line of smaller text (kicker, subtitle, a fact) cut to `max` characters. */
export function cardLine(text: string, max: number): string {
  const drawable = drawableText(text);
  return drawable.length > max ? `${drawable.slice(0, max - 1).trimEnd()}…` : drawable;
}

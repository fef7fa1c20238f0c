/**
 * The styling of an embedded top list in its URL (`/topoffloads/embed/{id}?theme=dark&accent=0b3954
 * &measure=fish:1022`); the rows come from the saved query, not from the URL.
 */

export type EmbedTheme = 'light' | 'dark';

const HEX_COLOR = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * The accents an embed can have. Any colour asked for becomes the nearest of these, so the embeds of
 * one saved view are a handful of pages, not one per colour a URL can name (each distinct URL would
 * otherwise be a render and a cache entry of its own).
 */
export const ACCENT_PALETTE = [
  '0b3954', // the site's navy
  '087e8b', // the site's accent, the embed's own when none is asked for
  '1f77b4',
  '17becf',
  '2ca02c',
  'bcbd22',
  'ff7f0e',
  'd62728',
  'e377c2',
  '9467bd',
  '8c564b',
  '7f7f7f',
  '000000',
] as const;

export type Accent = (typeof ACCENT_PALETTE)[number];

const rgbOf = (hex: string) => [0, 2, 4].map((at) => parseInt(hex.slice(at, at + 2), 16));

/** `#0B3954` → `0b3954`, any other hex colour → the nearest palette colour; null for anything else. */
export function parseAccent(value: string | null | undefined): Accent | null {
  const match = value ? HEX_COLOR.exec(value.trim()) : null;
  if (!match) return null;
  const short = match[1].toLowerCase();
  const hex = short.length === 3 ? [...short].map((digit) => digit + digit).join('') : short;
  const [r, g, b] = rgbOf(hex);
  let best: Accent = ACCENT_PALETTE[0];
  let bestDistance = Infinity;
  for (const colour of ACCENT_PALETTE) {
    const [pr, pg, pb] = rgbOf(colour);
    const distance = (r - pr) ** 2 + (g - pg) ** 2 + (b - pb) ** 2;
    if (distance < bestDistance) [best, bestDistance] = [colour, distance];
  }
  return best;
}

export function parseTheme(value: string | null | undefined): EmbedTheme {
  return value === 'dark' ? 'dark' : 'light';
}

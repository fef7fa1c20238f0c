/**
 * Series colours: distinct in hue and lightness (readable for the common colour-vision deficiencies in
 * neighbouring pairs), each at least 3:1 against white; the last, grey, is for "the rest".
 */
export const SERIES_COLORS = [
  '#0b3954',
  '#e07a00',
  '#2a9d8f',
  '#b5179e',
  '#5b8e3e',
  '#4361ee',
  '#9c6644',
  '#c1121f',
] as const;

export const OTHER_COLOR = '#8d99a6';

export function seriesColor(index: number, isOther = false): string {
  return isOther ? OTHER_COLOR : SERIES_COLORS[index % SERIES_COLORS.length];
}

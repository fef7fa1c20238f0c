/**
 * The styling of an embedded top list in its URL (`/topoffloads/embed/{id}?theme=dark&accent=0b3954
 * &measure=fish:1022`); the rows come from the saved query, not from the URL.
 */

export type EmbedTheme = 'light' | 'dark';

const HEX_COLOR = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** `#0B3954` → `0b3954`; null for anything that is not a hex colour. */
export function parseAccent(value: string | null | undefined): string | null {
  const match = value ? HEX_COLOR.exec(value.trim()) : null;
  return match ? match[1].toLowerCase() : null;
}

export function parseTheme(value: string | null | undefined): EmbedTheme {
  return value === 'dark' ? 'dark' : 'light';
}

/**
 * Norwegian fishing-vessel registration marks ("merke"): county letters, a serial number and municipality
 * letters. The directorate stores them in a fixed width, `N 0045B`, `TR0346ND`, `R 0003K`: the county
 * letters padded on the right with a space to 2 characters, the serial zero-padded to 4 digits, the
 * municipality letters as they are. People write `N-45-B`, `N45B`, `n 45 b`; search must find either.
 */

export interface RegistrationMarkParts {
  /** 1–2 letters, e.g. `N`, `TR`. */
  county: string;
  /** 1–9999. */
  serial: number;
  /** 1–3 letters, e.g. `B`, `ND`. */
  municipality: string;
}

const LETTERS = 'A-ZÆØÅ';
const MARK = new RegExp(`^([${LETTERS}]{1,2})(\\d{1,6})([${LETTERS}]{1,3})$`);
const SEPARATORS = /[\s\-_./]+/g;

/** The parts of a mark in any of the usual spellings; null when it does not look like a mark. */
export function parseRegistrationMark(input: string | null | undefined): RegistrationMarkParts | null {
  if (input == null) return null;
  const compact = input.toUpperCase().replace(SEPARATORS, '');
  const match = MARK.exec(compact);
  if (!match) return null;
  const serial = Number(match[2]);
  if (serial < 1 || serial > 9999) return null;
  return { county: match[1], serial, municipality: match[3] };
}

/** `N-45-B`, `N45B`, `n 45 b` → `N 0045B`; null when the input is not a registration mark. */
export function normalizeRegistrationMark(input: string | null | undefined): string | null {
  const parts = parseRegistrationMark(input);
  if (!parts) return null;
  return `${parts.county.padEnd(2, ' ')}${String(parts.serial).padStart(4, '0')}${parts.municipality}`;
}

/** `N 0045B` → `N-45-B`, the way marks are painted on hulls. Unrecognised input is returned trimmed. */
export function displayRegistrationMark(mark: string): string {
  const parts = parseRegistrationMark(mark);
  if (!parts) return mark.trim();
  return `${parts.county}-${parts.serial}-${parts.municipality}`;
}

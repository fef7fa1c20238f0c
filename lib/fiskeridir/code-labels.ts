/**
 * The code lists' labels as a reader should see them. The landing files write some labels in lower
 * case (`kar`, `tank / båt`), some in capitals (`NORGE`), and the cooling methods as words (`Rsw`,
 * `Rfw og syre`) though they are abbreviations (RSW). The store keeps the files' own text; pages show
 * it through `readableCodeLabel`, and explain the abbreviations with `CODE_TERMS`.
 */

/** Abbreviations in the labels, written in capitals. */
const ABBREVIATIONS = ['RSW', 'RFW', 'SWS', 'CSW'] as const;

/** What the common ones mean, in plain Norwegian. */
export const CODE_TERMS = {
  RSW: 'nedkjølt sjøvann (refrigerated sea water); fangsten ligger i tanker med sjøvann kjølt ned mot 0 °C',
  RFW: 'nedkjølt ferskvann (refrigerated fresh water); fangsten ligger i tanker med kjølt ferskvann',
} as const;

export type CodeTerm = keyof typeof CODE_TERMS;

const ABBREVIATION_WORD = new RegExp(`\\b(${ABBREVIATIONS.join('|')})\\b`, 'gi');
const TERM_WORD = new RegExp(`\\b(${Object.keys(CODE_TERMS).join('|')})\\b`, 'gi');

/** `kar` → `Kar`, `NORGE` → `Norge`, `Rsw + is` → `RSW + is`; other labels as they are (trimmed). */
export function readableCodeLabel(label: string): string {
  let text = label.trim();
  // A label in capitals throughout is a name written in capitals, not an abbreviation: sentence case.
  if (/\p{Lu}{4,}/u.test(text) && text === text.toUpperCase()) text = text.toLowerCase();
  text = text.replace(ABBREVIATION_WORD, (word) => word.toUpperCase());
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "RSW – nedkjølt sjøvann (…). RFW – …", for a line under a list that shows them. */
export function codeTermsText(terms: readonly CodeTerm[]): string {
  return terms.map((term) => `${term} – ${CODE_TERMS[term]}.`).join(' ');
}

/** The explained abbreviations (CODE_TERMS) a label holds, in the order they first appear. */
export function codeTermsIn(label: string): CodeTerm[] {
  const found = [...label.matchAll(TERM_WORD)].map((match) => match[1].toUpperCase() as CodeTerm);
  return [...new Set(found)];
}

/** A readable label cut where its explained abbreviations are, so a page can mark them (`<abbr>`). */
export function codeLabelParts(label: string): { text: string; term?: CodeTerm }[] {
  return readableCodeLabel(label)
    .split(TERM_WORD)
    .filter((part) => part !== '')
    .map((part) =>
      Object.hasOwn(CODE_TERMS, part) ? { text: part, term: part as CodeTerm } : { text: part },
    );
}

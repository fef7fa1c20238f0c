import { CODE_TERMS, codeLabelParts, codeTermsIn, type CodeTerm } from '@/lib/fiskeridir/code-labels';

/**
 * A label from the directorate's code lists written for a reader (`Rsw + is` → `RSW + is`), its
 * abbreviations marked with what they mean.
 */
export function CodeText({ label }: { label: string | null | undefined }) {
  if (label == null || label.trim() === '') return '–';
  return codeLabelParts(label).map((part, i) =>
    part.term ? (
      <abbr key={i} title={CODE_TERMS[part.term]}>
        {part.text}
      </abbr>
    ) : (
      part.text
    ),
  );
}

/** The explained abbreviations found in any of the labels. */
export function codeTermsOf(labels: readonly (string | null | undefined)[]): CodeTerm[] {
  return [...new Set(labels.flatMap((label) => (label ? codeTermsIn(label) : [])))];
}

/**
 * "Konservering: RSW – nedkjølt sjøvann (…). RFW – …", under a table or a form that shows them (as
 * codeTermsText writes it); nothing when there are none. `lead` says where they appear.
 */
export function CodeTermNote({
  terms,
  lead,
  className,
}: {
  terms: readonly CodeTerm[];
  lead?: string;
  className?: string;
}) {
  if (terms.length === 0) return null;
  return (
    <p className={className} data-code-terms="">
      {lead ? `${lead} ` : null}
      {terms.map((term, i) => (
        <span key={term}>
          {i > 0 ? ' ' : null}
          <abbr>{term}</abbr> – {CODE_TERMS[term]}.
        </span>
      ))}
    </p>
  );
}

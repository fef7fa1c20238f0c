import { PAGE_SIZES } from '@/lib/url-state/top-landings';
import styles from './filters.module.css';

/**
 * The fields the landing pages' filter forms share, named after their URL parameters (lib/url-state).
 * Server components: the forms are plain GET forms, and use-form-sync.ts reads them in the browser.
 */

/** "Fra" and "Til" dates (`from`, `to`). */
export function DateRangeFields({
  idPrefix,
  from,
  to,
}: {
  idPrefix: string;
  from: string | undefined;
  to: string | undefined;
}) {
  return (
    <>
      <div className={styles.control}>
        <label htmlFor={`${idPrefix}-from`}>Fra</label>
        <input id={`${idPrefix}-from`} name="from" type="date" defaultValue={from ?? ''} />
      </div>
      <div className={styles.control}>
        <label htmlFor={`${idPrefix}-to`}>Til</label>
        <input id={`${idPrefix}-to`} name="to" type="date" defaultValue={to ?? ''} />
      </div>
    </>
  );
}

/** A labelled select of a URL parameter; `choices` are [value, label] pairs. */
export function SelectField({
  id,
  label,
  name,
  value,
  choices,
}: {
  id: string;
  label: string;
  name: string;
  value: string | number;
  choices: readonly (readonly [string | number, string])[];
}) {
  return (
    <div className={styles.control}>
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value}>
        {choices.map(([choice, text]) => (
          <option key={choice} value={choice}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

/** "Rader per side" (`count`): the usual sizes, and the one in the URL when it is another. */
export function PageSizeSelect({ idPrefix, count }: { idPrefix: string; count: number }) {
  const sizes = [...new Set([...PAGE_SIZES, count])].sort((a, b) => a - b);
  return (
    <SelectField
      id={`${idPrefix}-count`}
      label="Rader per side"
      name="count"
      value={count}
      choices={sizes.map((size) => [size, String(size)] as const)}
    />
  );
}

/**
 * A folding part of a filter form, open when something in it is chosen (marked "valgt"): a section
 * of the form ("Filtre", "Pivotkolonner") or one group of checkboxes inside it.
 */
export function FilterSection({
  title,
  chosen,
  level = 'section',
  children,
}: {
  title: string;
  chosen: boolean;
  level?: 'section' | 'group';
  children: React.ReactNode;
}) {
  return (
    // `filter-section`/`filter-group` name the disclosures for the browser tests (e2e/site-helpers.ts).
    <details className={`filter-${level} ${styles[level]}`} open={chosen || undefined}>
      <summary>
        {title}
        <span className={styles.badge} aria-hidden="true">
          valgt
        </span>
      </summary>
      {children}
    </details>
  );
}

/** The submit button only a reader without JavaScript needs (with it, every change applies at once). */
export function NoScriptSubmit() {
  return (
    <noscript>
      <button type="submit" className="button">
        Bruk filtre
      </button>
    </noscript>
  );
}

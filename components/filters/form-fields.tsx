import { GEAR_GROUPS, LENGTH_GROUPS } from '@/lib/fiskeridir/code-lists';
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

/** A select's choice: the URL value and the label readers see. */
export type Choice = readonly [string | number, string];

/** The empty choice of a filter: no narrowing. */
export const ALL_CHOICE: Choice = ['', 'Alle'];

/** Choices in the order Norwegian readers look for them: by label, with æ, ø and å last. */
export function byLabel(choices: readonly Choice[]): Choice[] {
  return [...choices].sort((a, b) => a[1].localeCompare(b[1], 'nb'));
}

/**
 * A filter that may be left unset: the empty choice (`Alle`, or `empty`) first, then `choices`; an unset
 * `value` selects the empty one.
 */
export function OptionalSelectField({
  value,
  choices,
  empty = ALL_CHOICE[1],
  ...field
}: {
  id: string;
  label: string;
  name: string;
  value: string | number | undefined;
  choices: readonly Choice[];
  empty?: string;
}) {
  return <SelectField {...field} value={value ?? ''} choices={[['', empty], ...choices]} />;
}

/**
 * The filters several list pages share, each with its label, URL parameter and id
 * (`<idPrefix>-redskap`, `-lengde`, `-art`, `-aar`), so that a field reads the same on every page.
 */
interface SharedFieldProps {
  idPrefix: string;
  value: string | number | undefined;
}

/** "Redskap" (`gear`): all, then the directorate's gear groups (or the gears the page has). */
export function GearField({
  idPrefix,
  value,
  gears = GEAR_GROUPS.map((group) => [group.code, group.name] as const),
}: SharedFieldProps & { gears?: readonly Choice[] }) {
  return (
    <OptionalSelectField
      id={`${idPrefix}-redskap`}
      label="Redskap"
      name="gear"
      value={value}
      choices={gears}
    />
  );
}

/** "Lengdegruppe" (`length`): all, then the directorate's length groups (or the ones the page has). */
export function LengthGroupField({
  idPrefix,
  value,
  groups = LENGTH_GROUPS,
}: SharedFieldProps & { groups?: readonly { code: string; name: string }[] }) {
  return (
    <OptionalSelectField
      id={`${idPrefix}-lengde`}
      label="Lengdegruppe"
      name="length"
      value={value}
      choices={groups.map((group) => [group.code, group.name.trim()] as const)}
    />
  );
}

/** "Art" (`art`): the empty choice, then the species by name. */
export function SpeciesField({
  idPrefix,
  value,
  species,
  empty,
}: SharedFieldProps & { species: readonly Choice[]; empty?: string }) {
  return (
    <OptionalSelectField
      id={`${idPrefix}-art`}
      label="Art"
      name="art"
      value={value}
      empty={empty}
      choices={byLabel(species)}
    />
  );
}

/** "År" (`year`): the empty choice is the latest year (`latestLabel`), then the older years, newest first. */
export function YearField({
  idPrefix,
  value,
  years,
  latest,
  latestLabel,
}: SharedFieldProps & { years: readonly number[]; latest: number | null | undefined; latestLabel: string }) {
  return (
    <SelectField
      id={`${idPrefix}-aar`}
      label="År"
      name="year"
      value={value ? String(value) : ''}
      choices={[
        ['', latestLabel],
        ...[...years]
          .sort((a, b) => b - a)
          .filter((year) => year !== latest)
          .map((year) => [year, String(year)] as const),
      ]}
    />
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
 * of the form ("Filtre", "Kolonner per art eller redskap") or one group of checkboxes inside it.
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

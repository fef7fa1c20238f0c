'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { formatNumber } from '@/lib/format';
import styles from './filters.module.css';

/** One value of a filter group, as GET /api/sitedata/filters/{category}/list answers it. */
export interface CheckboxValue {
  code: string;
  label: string;
  count: number;
}

/** Groups longer than this get a box to narrow the list (see form-sync.ts). */
const NARROWING_FROM = 12;

const idPart = (code: string) => code.replace(/[^\p{L}\p{N}_-]/gu, '_');

/** The values the URL has chosen for a parameter (`fish=1022,1027` or repeated). */
function chosenInUrl(name: string): Set<string> {
  const params = new URLSearchParams(window.location.search);
  return new Set(params.getAll(name).flatMap((value) => value.split(',')));
}

/**
 * One group of filter checkboxes whose list is fetched when the group is first opened, so that the
 * page's HTML carries only the values already chosen (the full lists of municipalities, species and
 * buyers would make every filtered page several times larger). The boxes are named after the URL parameter, so the
 * surrounding form reads them like server-rendered ones (use-form-sync.ts). A box already on the page
 * keeps its state when the list arrives (same key, same element); the new ones are ticked as the URL
 * says at that moment, which is the page's state even after changes made in the browser.
 */
export function LazyCheckboxGroup({
  id,
  label,
  name,
  category,
  codePrefix = '',
  chosen,
  showCounts = true,
  help,
}: {
  id: string;
  label: string;
  /** The URL parameter the boxes submit. */
  name: string;
  /** The filter category whose values the group lists. */
  category: string;
  /** Put before each code in the box's value (`fish:` for a pivot column). */
  codePrefix?: string;
  /** The values chosen when the page was rendered, with their labels: shown before the list arrives. */
  chosen: readonly CheckboxValue[];
  showCounts?: boolean;
  /** A line under the list explaining its abbreviations. */
  help?: string;
}) {
  const [values, setValues] = useState<CheckboxValue[] | null>(null);
  const [status, setStatus] = useState<'idle' | 'loading' | 'failed'>('idle');
  const [checkedAtLoad, setCheckedAtLoad] = useState<Set<string>>(() => new Set(chosen.map((v) => v.code)));
  const request = useRef<AbortController | null>(null);

  const load = useCallback(() => {
    if (request.current) return;
    const controller = new AbortController();
    request.current = controller;
    setStatus('loading');
    fetch(`/api/sitedata/filters/${encodeURIComponent(category)}/list`, { signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        const list = (await response.json()) as CheckboxValue[];
        setCheckedAtLoad(chosenInUrl(name));
        setValues(list.map((value) => ({ ...value, code: `${codePrefix}${value.code}` })));
        setStatus('idle');
      })
      .catch(() => {
        if (controller.signal.aborted) return;
        request.current = null;
        setStatus('failed');
      });
  }, [category, codePrefix, name]);

  useEffect(() => () => request.current?.abort(), []);
  const details = useRef<HTMLDetailsElement>(null);
  // A group that opens with the page (something in it is chosen) fetches its list at once, and so does
  // one the visitor opened before the page's script ran (its toggle event had no listener yet).
  const initiallyOpen = chosen.length > 0;
  useEffect(() => {
    if (initiallyOpen || details.current?.open) load();
  }, [initiallyOpen, load]);

  // A value the URL chose stays listed even where the fetched list leaves it out (one offered in another
  // group, or one no landing carries any more), so it can still be seen and unticked.
  const shown = values
    ? [...chosen.filter((value) => !values.some((listed) => listed.code === value.code)), ...values]
    : chosen;
  return (
    // `filter-group` names the disclosure for the browser tests (e2e/site-helpers.ts), as FilterSection does.
    <details
      ref={details}
      className={`filter-group ${styles.group}`}
      open={initiallyOpen || undefined}
      onToggle={(event) => {
        if (event.currentTarget.open && !values) load();
      }}
    >
      <summary>
        {label}
        <span className={styles.badge} aria-hidden="true">
          valgt
        </span>
      </summary>
      <fieldset className={styles.values}>
        <legend className="visually-hidden">{label}</legend>
        {values && values.length > NARROWING_FROM ? (
          <div className={styles.narrow}>
            <label htmlFor={`${id}-finn`}>Finn {label.toLowerCase()}</label>
            <input id={`${id}-finn`} type="search" autoComplete="off" data-narrow={`${id}-liste`} />
          </div>
        ) : null}
        <ul className={styles.options} id={`${id}-liste`} aria-busy={status === 'loading'}>
          {shown.map((value) => {
            const inputId = `${id}-${idPart(value.code)}`;
            return (
              <li key={value.code}>
                <input
                  id={inputId}
                  type="checkbox"
                  name={name}
                  value={value.code}
                  defaultChecked={checkedAtLoad.has(value.code)}
                />
                <label htmlFor={inputId}>
                  {value.label}
                  {showCounts ? (
                    <>
                      {' '}
                      <span
                        className={styles.count}
                        title="Antall sluttseddellinjer med dette valget, alle år"
                      >
                        ({formatNumber(value.count)})
                      </span>
                    </>
                  ) : null}
                </label>
              </li>
            );
          })}
        </ul>
        {help ? <p className={styles.help}>{help}</p> : null}
        {status === 'loading' ? (
          <p className={styles.loading} role="status">
            Henter valgene …
          </p>
        ) : null}
        {status === 'failed' ? (
          <p className={styles.loading} role="alert">
            Fikk ikke hentet valgene.{' '}
            <button type="button" className={styles.retry} onClick={load}>
              Prøv igjen
            </button>
          </p>
        ) : null}
        <noscript>
          <p className={styles.loading}>Listen over valg trenger JavaScript; de valgte står over.</p>
        </noscript>
      </fieldset>
    </details>
  );
}

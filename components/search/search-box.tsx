'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import type { ShownResult } from './quick-search-data';
import { isSearchable } from './quick-search-term';
import styles from './search-box.module.css';

interface Option {
  key: string;
  href: string;
}

const NO_HITS: ShownResult = { boats: [], owners: [] };

/**
 * "Søk etter båter": a combobox with a dropdown of boats and fishing firms (spec section 2).
 * Searches 200 ms after typing stops, only for 3+ characters; Enter on the text goes to /search/{term}.
 * `placement`: the navbar's box sits on the coloured bar; a box on a page gets a visible border.
 */
export function SearchBox({ placement = 'page' }: { placement?: 'navbar' | 'page' }) {
  return <QuickSearchCombobox placement={placement} />;
}

// SWR and the search call load when the box is first focused or typed in (see quick-search-data.tsx).
const QuickSearchData = lazy(() => import('./quick-search-data'));

function QuickSearchCombobox({ placement }: { placement: 'navbar' | 'page' }) {
  const router = useRouter();
  const inputId = useId();
  const listId = `${inputId}-liste`;
  const rootRef = useRef<HTMLFormElement>(null);
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [wanted, setWanted] = useState(false);
  const [result, setResult] = useState<ShownResult | null>(null);
  const { boats, owners } = result ?? NO_HITS;

  // A new answer opens the dropdown (when it has hits) with nothing chosen yet.
  const [shownResult, setShownResult] = useState<ShownResult | null>(null);
  if (result !== shownResult) {
    setShownResult(result);
    setActive(-1);
    setOpen(result !== null && result.boats.length + result.owners.length > 0);
  }

  const options: Option[] = [
    ...boats.map((boat) => ({ key: `b-${boat.ID}`, href: `/boats/${encodeURIComponent(boat.ID)}` })),
    ...owners.map((owner) => ({
      key: `o-${owner.EierID}`,
      href: `/owner/${encodeURIComponent(owner.EierID)}`,
    })),
  ];

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  function onChange(value: string) {
    setTerm(value);
    if (!isSearchable(value)) {
      // Too short to search: the lists are emptied (spec section 5; useQuickSearch shows none).
      setOpen(false);
      setActive(-1);
    }
  }

  function reset() {
    setTerm('');
    setOpen(false);
    setActive(-1);
  }

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const chosen = open && active >= 0 ? options[active] : null;
    const trimmed = term.trim();
    reset();
    if (chosen) router.push(chosen.href);
    else if (trimmed) router.push(`/search/${encodeURIComponent(trimmed)}`);
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' && options.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (index + 1) % options.length);
    } else if (event.key === 'ArrowUp' && options.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (index <= 0 ? options.length - 1 : index - 1));
    } else if (event.key === 'Escape' && open) {
      // The first Escape closes the dropdown and keeps the text (a search field would clear it);
      // a second one clears the field as usual.
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  const optionId = (index: number) => `${listId}-${index}`;
  const optionClass = (index: number, extra?: string) =>
    [styles.option, extra, active === index ? styles.active : null].filter(Boolean).join(' ');
  const activeDescendant = open && active >= 0 ? optionId(active) : undefined;

  return (
    <form
      ref={rootRef}
      role="search"
      className={placement === 'page' ? `${styles.box} ${styles.onPage}` : styles.box}
      onSubmit={onSubmit}
      action="/search"
    >
      <label htmlFor={inputId} className="visually-hidden">
        Søk etter båter
      </label>
      <input
        id={inputId}
        name="q"
        type="search"
        className={styles.input}
        placeholder="Søk etter båter"
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={activeDescendant}
        value={term}
        onChange={(event) => {
          setWanted(true);
          onChange(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => {
          setWanted(true);
          setOpen(boats.length + owners.length > 0);
        }}
      />
      {wanted ? (
        <Suspense fallback={null}>
          <QuickSearchData term={term} onResult={setResult} />
        </Suspense>
      ) : null}
      <div id={listId} role="listbox" aria-label="Søkeresultater" className={styles.dropdown} hidden={!open}>
        {boats.length > 0 ? (
          <div role="group" aria-labelledby={`${listId}-boats`} className={styles.section}>
            <div id={`${listId}-boats`} className={styles.sectionTitle}>
              Båter
            </div>
            <div className={styles.columns} aria-hidden="true">
              <span>Navn</span>
              <span>Lengde</span>
              <span>Siste Landing</span>
            </div>
            {boats.map((boat, index) => (
              <Link
                key={boat.ID}
                id={optionId(index)}
                role="option"
                aria-selected={active === index}
                className={optionClass(index, styles.boatOption)}
                href={options[index].href}
                prefetch={false}
                onClick={reset}
              >
                <span>{boat.label}</span>
                <span>{boat.length}</span>
                <span>{boat.lastLanding}</span>
              </Link>
            ))}
          </div>
        ) : null}
        {owners.length > 0 ? (
          <div role="group" aria-labelledby={`${listId}-owners`} className={styles.section}>
            <div id={`${listId}-owners`} className={styles.sectionTitle}>
              Fiskefirma
            </div>
            {owners.map((owner, ownerIndex) => {
              const index = boats.length + ownerIndex;
              return (
                <Link
                  key={owner.EierID}
                  id={optionId(index)}
                  role="option"
                  aria-selected={active === index}
                  className={optionClass(index)}
                  href={options[index].href}
                  prefetch={false}
                  onClick={reset}
                >
                  {owner.Fartøyeier ?? owner.EierID}
                </Link>
              );
            })}
          </div>
        ) : null}
      </div>
    </form>
  );
}

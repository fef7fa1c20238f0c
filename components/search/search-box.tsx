'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import type { ShownGroup, ShownHit, ShownSearch } from './quick-search-data';
import { isSearchable, QUICK_SEARCH_MAX_LENGTH } from './quick-search-term';
import styles from './search-box.module.css';

const NO_GROUPS: ShownGroup[] = [];

/** What the dropdown says instead of hits. */
function messageOf(search: ShownSearch | null): string | null {
  switch (search?.state) {
    case 'none':
      return `Ingen treff på «${search.term}»`;
    case 'rate-limited':
      return 'For mange søk – prøv igjen om litt';
    case 'failed':
      return 'Søket virker ikke akkurat nå – prøv igjen om litt';
    default:
      return null;
  }
}

/**
 * "Søk etter båter": a combobox with a dropdown of every kind of hit, a group per kind (spec section 2;
 * issue 31). Searches 200 ms after typing stops, only for 3+ characters; Enter on the text goes to
 * /search/{term}. When nothing matches, or the server refuses, the dropdown says so.
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
  const [result, setResult] = useState<ShownSearch | null>(null);
  const groups = result?.state === 'hits' ? result.groups : NO_GROUPS;
  const message = messageOf(result);

  // A new answer opens the dropdown (hits or a message) with nothing chosen yet.
  const [shownResult, setShownResult] = useState<ShownSearch | null>(null);
  if (result !== shownResult) {
    setShownResult(result);
    setActive(-1);
    setOpen(result !== null);
  }

  // The options in order, group after group; an option's index is its place in this list.
  const options = groups.flatMap((group) => group.hits);
  const firstIndex = new Map<string, number>();
  let counted = 0;
  for (const group of groups) {
    firstIndex.set(group.kind, counted);
    counted += group.hits.length;
  }

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
        placeholder="Søk"
        autoComplete="off"
        maxLength={QUICK_SEARCH_MAX_LENGTH}
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
          setOpen(result !== null && isSearchable(term));
        }}
      />
      {wanted ? (
        <Suspense fallback={null}>
          <QuickSearchData term={term} onResult={setResult} />
        </Suspense>
      ) : null}
      <div className={styles.dropdown} hidden={!open}>
        <div id={listId} role="listbox" aria-label="Søkeresultater" hidden={groups.length === 0}>
          {groups.map((group) => (
            <div
              key={group.kind}
              role="group"
              aria-labelledby={`${listId}-${group.kind}`}
              className={styles.section}
            >
              <div className={styles.sectionTitle}>
                <span id={`${listId}-${group.kind}`}>{group.title}</span>
                {group.total > group.hits.length ? (
                  <span className={styles.count}>{group.total.toLocaleString('nb-NO')} treff</span>
                ) : null}
              </div>
              {group.kind === 'boats' ? (
                <div className={styles.columns} aria-hidden="true">
                  <span>Navn</span>
                  <span>Lengde</span>
                  <span>Siste Landing</span>
                </div>
              ) : null}
              {group.hits.map((hit, hitIndex) => {
                const index = firstIndex.get(group.kind)! + hitIndex;
                return (
                  <HitOption
                    key={hit.key}
                    hit={hit}
                    boat={group.kind === 'boats'}
                    id={optionId(index)}
                    active={active === index}
                    className={optionClass(index, group.kind === 'boats' ? styles.boatOption : undefined)}
                    onChoose={reset}
                  />
                );
              })}
            </div>
          ))}
        </div>
        {message ? (
          <p role="status" className={styles.message}>
            {message}
          </p>
        ) : null}
        {groups.length > 0 && result ? (
          <Link
            href={`/search/${encodeURIComponent(result.term)}`}
            prefetch={false}
            className={styles.allHits}
            onClick={reset}
          >
            Alle treff for «{result.term}»
          </Link>
        ) : null}
      </div>
    </form>
  );
}

function HitOption({
  hit,
  boat,
  id,
  active,
  className,
  onChoose,
}: {
  hit: ShownHit;
  boat: boolean;
  id: string;
  active: boolean;
  className: string;
  onChoose: () => void;
}) {
  return (
    <Link
      id={id}
      role="option"
      aria-selected={active}
      className={className}
      href={hit.href}
      prefetch={false}
      onClick={onChoose}
    >
      {boat ? (
        <>
          <span>{hit.label}</span>
          <span>{hit.length}</span>
          <span>{hit.lastLanding}</span>
        </>
      ) : (
        <>
          <span>{hit.label}</span>
          {hit.detail ? <span className={styles.detail}>{hit.detail}</span> : null}
        </>
      )}
    </Link>
  );
}

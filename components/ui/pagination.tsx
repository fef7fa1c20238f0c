import Link from 'next/link';
import { formatNumber } from '@/lib/format';
import { isPlainClick } from './data-table';
import styles from './pagination.module.css';

/**
 * Paging under a table, in one of two forms:
 * - `steps` (default): « Første, ‹ Forrige, Neste ›, Siste » — for long lists where only the
 *   neighbours matter (top lists, search results);
 * - `numbered`: Forrige, 1 … 8 9 [10] 11 12 … 20, Neste — for directories people browse by page.
 * Both say "Viser 21–40 av 1.234 rader · Side 2 av 62". Like DataTable it has no state: links to
 * `hrefFor(page)` (soft navigation with next/link) on server pages; in a client component `onNavigate`
 * is called instead of following a link. A step that leads nowhere is shown greyed out but is no link.
 */
export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  /** Rows per page. */
  count: number;
  /** Rows over all pages. */
  total: number;
  hrefFor: (page: number) => string;
  onNavigate?: (page: number) => void;
  /** Accessible name of the navigation, e.g. "Sider i topplisten". */
  label: string;
  /** Word for the rows in "1.234 båter"; default "rader". */
  noun?: string;
  variant?: 'steps' | 'numbered';
}

export function pageCount(total: number, count: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, count)));
}

/** Pages that get a link in the numbered form: first, last and two either side of the current one. */
export function pageWindow(page: number, pages: number): (number | 'gap')[] {
  const wanted = new Set([1, pages, page - 2, page - 1, page, page + 1, page + 2]);
  const list = [...wanted].filter((p) => p >= 1 && p <= pages).sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  list.forEach((p, i) => {
    const skipped = i > 0 ? p - list[i - 1] - 1 : 0;
    // One missing page is shown rather than replaced by an ellipsis of the same width.
    if (skipped === 1) out.push(p - 1);
    else if (skipped > 1) out.push('gap');
    out.push(p);
  });
  return out;
}

interface Step {
  key: string;
  /** What a screen reader hears; the visible text may be shorter. */
  label: string;
  text: string;
  /** The page it leads to; null where there is nowhere to go. */
  to: number | null;
  rel?: 'prev' | 'next';
  current?: boolean;
}

function steps(page: number, pages: number, variant: 'steps' | 'numbered'): (Step | 'gap')[] {
  const previous: Step = {
    key: 'previous',
    label: 'Forrige side',
    text: variant === 'steps' ? '‹ Forrige' : 'Forrige',
    to: page > 1 ? page - 1 : null,
    rel: 'prev',
  };
  const next: Step = {
    key: 'next',
    label: 'Neste side',
    text: variant === 'steps' ? 'Neste ›' : 'Neste',
    to: page < pages ? page + 1 : null,
    rel: 'next',
  };
  if (variant === 'numbered') {
    const numbers = pageWindow(page, pages).map((p): Step | 'gap' =>
      p === 'gap'
        ? 'gap'
        : { key: `page-${p}`, label: `Side ${p}`, text: String(p), to: p, current: p === page },
    );
    return [previous, ...numbers, next];
  }
  return [
    { key: 'first', label: 'Første side', text: '« Første', to: page > 1 ? 1 : null },
    previous,
    next,
    { key: 'last', label: 'Siste side', text: 'Siste »', to: page < pages ? pages : null },
  ];
}

export function Pagination({
  page,
  count,
  total,
  hrefFor,
  onNavigate,
  label,
  noun = 'rader',
  variant = 'steps',
}: PaginationProps) {
  const pages = pageCount(total, count);
  const first = total === 0 ? 0 : (page - 1) * count + 1;
  const last = Math.min(total, page * count);
  return (
    <nav className={styles.pagination} aria-label={label}>
      <p className={styles.status} aria-live="polite">
        {total === 0
          ? `Ingen ${noun}`
          : `Viser ${formatNumber(first)}–${formatNumber(last)} av ${formatNumber(total)} ${noun} · Side ${formatNumber(page)} av ${formatNumber(pages)}`}
      </p>
      {pages > 1 ? (
        <ul className={styles.links}>
          {steps(page, pages, variant).map((step, index) => (
            <li key={step === 'gap' ? `gap-${index}` : step.key}>
              {step === 'gap' ? (
                <span className={styles.gap} aria-hidden="true">
                  …
                </span>
              ) : step.to == null ? (
                <span className={`${styles.link} ${styles.disabled}`} aria-hidden="true">
                  {step.text}
                </span>
              ) : (
                <Link
                  className={styles.link}
                  href={hrefFor(step.to)}
                  prefetch={false}
                  scroll={false}
                  rel={step.rel}
                  aria-label={step.label}
                  aria-current={step.current ? 'page' : undefined}
                  onClick={
                    onNavigate
                      ? (event) => {
                          if (!isPlainClick(event)) return;
                          event.preventDefault();
                          onNavigate(step.to!);
                        }
                      : undefined
                  }
                >
                  {step.text}
                </Link>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </nav>
  );
}

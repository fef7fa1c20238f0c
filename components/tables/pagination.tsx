import Link from 'next/link';
import { formatNumber } from '@/lib/format';

/**
 * Previous / next paging with "Side 2 av 14". Like DataTable it has no state: links to `hrefFor(page)`
 * (soft navigation with next/link) on server pages; in a client component `onNavigate` is called instead of following the link.
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
}

export function pageCount(total: number, count: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, count)));
}

/** The four page links; `null` where there is nowhere to go. */
function pageLinks(page: number, pages: number) {
  return [
    { label: 'Første side', text: '« Første', to: page > 1 ? 1 : null },
    { label: 'Forrige side', text: '‹ Forrige', to: page > 1 ? page - 1 : null, rel: 'prev' },
    { label: 'Neste side', text: 'Neste ›', to: page < pages ? page + 1 : null, rel: 'next' },
    { label: 'Siste side', text: 'Siste »', to: page < pages ? pages : null },
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
}: PaginationProps) {
  const pages = pageCount(total, count);
  const first = total === 0 ? 0 : (page - 1) * count + 1;
  const last = Math.min(total, page * count);
  return (
    <nav className="pagination" aria-label={label}>
      <p className="pagination-status" aria-live="polite">
        {total === 0
          ? `Ingen ${noun}`
          : `Viser ${formatNumber(first)}–${formatNumber(last)} av ${formatNumber(total)} ${noun} · Side ${formatNumber(page)} av ${formatNumber(pages)}`}
      </p>
      {pages > 1 ? (
        <ul className="pagination-links">
          {pageLinks(page, pages).map((link) => (
            <li key={link.label}>
              {link.to == null ? (
                <span className="pagination-link is-disabled" aria-hidden="true">
                  {link.text}
                </span>
              ) : (
                <Link
                  className="pagination-link"
                  href={hrefFor(link.to)}
                  prefetch={false}
                  scroll={false}
                  rel={link.rel}
                  aria-label={link.label}
                  onClick={
                    onNavigate
                      ? (event) => {
                          if (
                            event.button !== 0 ||
                            event.metaKey ||
                            event.ctrlKey ||
                            event.shiftKey ||
                            event.altKey
                          )
                            return;
                          event.preventDefault();
                          onNavigate(link.to!);
                        }
                      : undefined
                  }
                >
                  {link.text}
                </Link>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </nav>
  );
}

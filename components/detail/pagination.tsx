import Link from 'next/link';
import { formatNumber } from '@/lib/format';
import styles from './detail.module.css';

/** Pages that get a link: first, last and two either side of the current one. */
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

export function Pagination({
  page,
  count,
  total,
  hrefFor,
  label = 'Sider',
}: {
  page: number;
  count: number;
  total: number;
  hrefFor: (page: number) => string;
  label?: string;
}) {
  const pages = Math.max(1, Math.ceil(total / count));
  if (pages <= 1) return null;
  const first = (page - 1) * count + 1;
  const last = Math.min(total, page * count);
  return (
    <nav className={styles.pagination} aria-label={label}>
      <span className={styles.muted}>
        {formatNumber(first)}–{formatNumber(last)} av {formatNumber(total)}
      </span>
      {page > 1 ? (
        <Link href={hrefFor(page - 1)} rel="prev">
          Forrige
        </Link>
      ) : null}
      {pageWindow(page, pages).map((p, i) =>
        p === 'gap' ? (
          <span key={`gap-${i}`} aria-hidden="true">
            …
          </span>
        ) : (
          <Link
            key={p}
            href={hrefFor(p)}
            aria-current={p === page ? 'page' : undefined}
            aria-label={`Side ${p}`}
          >
            {p}
          </Link>
        ),
      )}
      {page < pages ? (
        <Link href={hrefFor(page + 1)} rel="next">
          Neste
        </Link>
      ) : null}
    </nav>
  );
}

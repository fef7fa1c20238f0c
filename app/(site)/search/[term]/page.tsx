import type { Metadata } from 'next';
import Link from 'next/link';
import { SEARCH_RESULT_COLUMNS } from '@/components/search/search-results';
import { SearchBox } from '@/components/search/search-box';
import { SourceNote } from '@/components/detail/source-note';
import { DataTable } from '@/components/ui/data-table';
import { Pagination } from '@/components/ui/pagination';
import { formatNumber } from '@/lib/format';
import {
  parseSearchResultsParams,
  SEARCH_PAGE_PARAMS,
  searchPagesByKind,
  searchResultsHref,
  type SearchParams,
} from '@/lib/url-state';
import { MAX_SEARCH_TERM_LENGTH } from '@/lib/api/contract/search';
import { DEFAULT_RESULTS, MIN_TERM_LENGTH, type SearchResultGroup } from '@/lib/landings/search/search';
import { SEARCH_KIND_NAMES } from '@/lib/search/kinds';
import styles from '@/components/search/search-results.module.css';
import filterStyles from '@/components/filters/filters.module.css';
import { reads } from '@/lib/store-reads/reads';

/** The term from the address, cut to what the search accepts. */
function decodeTerm(raw: string): string {
  let term: string;
  try {
    term = decodeURIComponent(raw).trim();
  } catch {
    term = raw.trim();
  }
  return term.slice(0, MAX_SEARCH_TERM_LENGTH).trim();
}

export async function generateMetadata({ params }: { params: Promise<{ term: string }> }): Promise<Metadata> {
  const term = decodeTerm((await params).term);
  return {
    title: `Søk: ${term}`,
    robots: { index: false, follow: true },
    alternates: { canonical: `/search/${encodeURIComponent(term)}` },
  };
}

const countOf = (group: { kind: SearchResultGroup['kind']; total: number }) => {
  const names = SEARCH_KIND_NAMES[group.kind];
  return `${formatNumber(group.total)} ${group.total === 1 ? names.one : names.many}`;
};

/**
 * /search/{term}: everything matching the term, a section per group (boats, fishing firms, buyers,
 * receiving stations, species, municipalities) with its count, best first, 100 per page (spec section 9).
 * Groups without hits are left out. Each group pages on its own: `?boatpage=2`, `?stationpage=3`, ….
 */
export default async function SearchResultsPage({
  params,
  searchParams,
}: {
  params: Promise<{ term: string }>;
  searchParams: Promise<SearchParams>;
}) {
  const [{ term: raw }, query] = await Promise.all([params, searchParams]);
  const term = decodeTerm(raw);
  const pages = parseSearchResultsParams(query);

  if (term.length < MIN_TERM_LENGTH) {
    return (
      <>
        <h1>Søk: «{term}»</h1>
        <p>Skriv minst {MIN_TERM_LENGTH} tegn for å søke.</p>
      </>
    );
  }

  const groups = (await reads.searchResultGroups(term, searchPagesByKind(pages), DEFAULT_RESULTS)).filter(
    (group) => group.total > 0,
  );
  const base = `/search/${encodeURIComponent(term)}`;

  if (groups.length === 0) {
    return (
      <>
        <h1>Søk: «{term}»</h1>
        <p className="lead">Ingen treff på «{term}».</p>
        <p>
          Søk etter navn eller del av et navn, registreringsmerke, kallesignal, mottaksnummer, art eller
          kommune.
        </p>
        <div className="page-search">
          <SearchBox />
        </div>
      </>
    );
  }

  return (
    <>
      <h1>Søk: «{term}»</h1>
      <p className="lead">{groups.map(countOf).join(', ')} passer.</p>
      {groups.length > 1 ? (
        <nav aria-label="Til resultatene" className={styles.jumps}>
          <ul>
            {groups.map((group) => (
              <li key={group.kind}>
                <Link href={`#${SEARCH_KIND_NAMES[group.kind].slug}`} className={filterStyles.chip}>
                  {group.title} ({formatNumber(group.total)})
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {groups.map((group) => (
        <ResultSection
          key={group.kind}
          term={term}
          group={group}
          hrefFor={(page) => searchResultsHref(term, { ...pages, [SEARCH_PAGE_PARAMS[group.kind]]: page })}
          csvHref={`${base}/csv?kind=${group.kind}`}
        />
      ))}
      <SourceNote />
    </>
  );
}

/** One group of results: its heading with the count, its table (with CSV) and its own pages. */
function ResultSection({
  term,
  group,
  hrefFor,
  csvHref,
}: {
  term: string;
  group: SearchResultGroup;
  hrefFor: (page: number) => string;
  csvHref: string;
}) {
  const { slug, many } = SEARCH_KIND_NAMES[group.kind];
  return (
    <section aria-labelledby={slug} className="search-results">
      <h2 id={slug}>
        {group.title} ({formatNumber(group.total)})
      </h2>
      <DataTable
        id={`sok-${slug}`}
        caption={`${group.title} som passer «${term}»`}
        captionHidden
        columns={SEARCH_RESULT_COLUMNS[group.kind]}
        rows={group.hits}
        rowKey={(hit) => hit.id}
        csvHref={csvHref}
        collapseAfter={null}
      />
      <Pagination
        page={group.page}
        count={DEFAULT_RESULTS}
        total={group.total}
        hrefFor={hrefFor}
        label={`Sider med ${many}`}
        noun={many}
      />
    </section>
  );
}

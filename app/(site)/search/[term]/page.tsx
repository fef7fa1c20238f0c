import type { Metadata } from 'next';
import Link from 'next/link';
import { boatResultColumns, ownerResultColumns } from '@/components/search/search-results';
import { DataTable, type DataColumn } from '@/components/ui/data-table';
import { Pagination } from '@/components/ui/pagination';
import { formatNumber } from '@/lib/format';
import { parseSearchResultsParams, searchResultsHref, type SearchParams } from '@/lib/url-state';
import { DEFAULT_RESULTS, MIN_TERM_LENGTH } from '@/lib/landings/search';
import styles from '@/components/top-landings/front-page.module.css';
import filterStyles from '@/components/filters/filters.module.css';
import { reads } from '@/lib/api-client/reads';

function decodeTerm(raw: string): string {
  try {
    return decodeURIComponent(raw).trim();
  } catch {
    return raw.trim();
  }
}

export async function generateMetadata({ params }: { params: Promise<{ term: string }> }): Promise<Metadata> {
  const term = decodeTerm((await params).term);
  return {
    title: `Søk: ${term}`,
    robots: { index: false, follow: true },
    alternates: { canonical: `/search/${encodeURIComponent(term)}` },
  };
}

/**
 * /search/{term}: every boat and fishing company matching the term, best first, 100 per page
 * (spec section 9). The two lists page separately: `?boatpage=2`, `?ownerpage=3`.
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
  const base = `/search/${encodeURIComponent(term)}`;

  if (term.length < MIN_TERM_LENGTH) {
    return (
      <>
        <h1>Søk: «{term}»</h1>
        <p>Skriv minst {MIN_TERM_LENGTH} tegn for å søke.</p>
      </>
    );
  }

  const [boats, owners] = await Promise.all([
    reads.searchBoatsPage(term, DEFAULT_RESULTS, pages.boatpage),
    reads.searchOwnersPage(term, DEFAULT_RESULTS, pages.ownerpage),
  ]);
  const csv = (kind: 'boats' | 'owners') => `${base}/csv?kind=${kind}`;

  return (
    <>
      <h1>Søk: «{term}»</h1>
      <p className="lead">
        {formatNumber(boats.total)} {boats.total === 1 ? 'båt' : 'båter'} og {formatNumber(owners.total)}{' '}
        {owners.total === 1 ? 'fiskefirma' : 'fiskefirmaer'} passer.
      </p>
      <nav aria-label="Til resultatene" className={styles.toggle}>
        <ul>
          <li>
            <Link href="#baater" className={filterStyles.chip}>
              Båter ({formatNumber(boats.total)})
            </Link>
          </li>
          <li>
            <Link href="#fiskefirma" className={filterStyles.chip}>
              Fiskefirma ({formatNumber(owners.total)})
            </Link>
          </li>
        </ul>
      </nav>

      <ResultSection
        section={{ id: 'baater', title: 'Båter', noun: 'båter' }}
        term={term}
        result={boats}
        columns={boatResultColumns}
        rowKey={(boat) => boat.ID}
        page={pages.boatpage}
        hrefFor={(page) => searchResultsHref(term, { ...pages, boatpage: page })}
        csvHref={csv('boats')}
      />
      <ResultSection
        section={{ id: 'fiskefirma', title: 'Fiskefirma', noun: 'fiskefirma' }}
        term={term}
        result={owners}
        columns={ownerResultColumns}
        rowKey={(owner) => owner.EierID}
        page={pages.ownerpage}
        hrefFor={(page) => searchResultsHref(term, { ...pages, ownerpage: page })}
        csvHref={csv('owners')}
      />
    </>
  );
}

/** One list of results: its table (with CSV when it has rows) and its own pages. */
function ResultSection<Row>({
  section: { id, title, noun },
  term,
  result,
  columns,
  rowKey,
  page,
  hrefFor,
  csvHref,
}: {
  /** `id` is the section's anchor (the jump links at the top); `noun` is the plural of the rows. */
  section: { id: string; title: string; noun: string };
  term: string;
  result: { total: number; results: Row[] };
  columns: DataColumn<Row>[];
  rowKey: (row: Row) => string;
  page: number;
  hrefFor: (page: number) => string;
  csvHref: string;
}) {
  return (
    <section aria-labelledby={id} className="search-results">
      <h2 id={id}>{title}</h2>
      <DataTable
        id={`sok-${id}`}
        caption={`${title} som passer «${term}»`}
        captionHidden
        columns={columns}
        rows={result.results}
        rowKey={rowKey}
        csvHref={result.total > 0 ? csvHref : undefined}
        empty={`Ingen ${noun} passer søket.`}
        collapseAfter={null}
      />
      <Pagination
        page={page}
        count={DEFAULT_RESULTS}
        total={result.total}
        hrefFor={hrefFor}
        label={`Sider med ${noun}`}
        noun={noun}
      />
    </section>
  );
}

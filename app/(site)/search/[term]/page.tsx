import type { Metadata } from 'next';
import Link from 'next/link';
import { boatResultColumns, ownerResultColumns } from '@/components/search/search-results';
import { DataTable } from '@/components/ui/data-table';
import { Pagination } from '@/components/ui/pagination';
import { formatNumber } from '@/lib/format';
import { DEFAULT_RESULTS, MIN_TERM_LENGTH, searchBoatsPage, searchOwnersPage } from '@/lib/landings/search';
import styles from '@/components/top-landings/front-page.module.css';

type SearchParams = Record<string, string | string[] | undefined>;

const pageOf = (value: string | string[] | undefined) => {
  const text = Array.isArray(value) ? value[0] : value;
  return text && /^\d{1,6}$/.test(text) && Number(text) >= 1 ? Number(text) : 1;
};

function decodeTerm(raw: string): string {
  try {
    return decodeURIComponent(raw).trim();
  } catch {
    return raw.trim();
  }
}

export async function generateMetadata({ params }: { params: Promise<{ term: string }> }): Promise<Metadata> {
  const term = decodeTerm((await params).term);
  return { title: `Søk: ${term}`, robots: { index: false, follow: true } };
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
  const boatPage = pageOf(query.boatpage);
  const ownerPage = pageOf(query.ownerpage);
  const base = `/search/${encodeURIComponent(term)}`;
  const href = (pages: { boatpage: number; ownerpage: number }) => {
    const params = new URLSearchParams();
    if (pages.boatpage > 1) params.set('boatpage', String(pages.boatpage));
    if (pages.ownerpage > 1) params.set('ownerpage', String(pages.ownerpage));
    const text = params.toString();
    return text ? `${base}?${text}` : base;
  };

  if (term.length < MIN_TERM_LENGTH) {
    return (
      <>
        <h1>Søk: «{term}»</h1>
        <p>Skriv minst {MIN_TERM_LENGTH} tegn for å søke.</p>
      </>
    );
  }

  const [boats, owners] = await Promise.all([
    searchBoatsPage(term, DEFAULT_RESULTS, boatPage),
    searchOwnersPage(term, DEFAULT_RESULTS, ownerPage),
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
            <Link href="#baater" className="chip">
              Båter ({formatNumber(boats.total)})
            </Link>
          </li>
          <li>
            <Link href="#fiskefirma" className="chip">
              Fiskefirma ({formatNumber(owners.total)})
            </Link>
          </li>
        </ul>
      </nav>

      <section aria-labelledby="baater" className="search-results">
        <h2 id="baater">Båter</h2>
        <DataTable
          id="sok-baater"
          caption={`Båter som passer «${term}»`}
          captionHidden
          columns={boatResultColumns}
          rows={boats.results}
          rowKey={(boat) => boat.ID}
          csvHref={boats.total > 0 ? csv('boats') : undefined}
          empty="Ingen båter passer søket."
        />
        <Pagination
          page={boatPage}
          count={DEFAULT_RESULTS}
          total={boats.total}
          hrefFor={(page) => href({ boatpage: page, ownerpage: ownerPage })}
          label="Sider med båter"
          noun="båter"
        />
      </section>

      <section aria-labelledby="fiskefirma" className="search-results">
        <h2 id="fiskefirma">Fiskefirma</h2>
        <DataTable
          id="sok-fiskefirma"
          caption={`Fiskefirma som passer «${term}»`}
          captionHidden
          columns={ownerResultColumns}
          rows={owners.results}
          rowKey={(owner) => owner.EierID}
          csvHref={owners.total > 0 ? csv('owners') : undefined}
          empty="Ingen fiskefirma passer søket."
        />
        <Pagination
          page={ownerPage}
          count={DEFAULT_RESULTS}
          total={owners.total}
          hrefFor={(page) => href({ boatpage: boatPage, ownerpage: page })}
          label="Sider med fiskefirma"
          noun="fiskefirma"
        />
      </section>
    </>
  );
}

import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { SearchBox } from '@/components/search/search-box';

export const metadata: Metadata = { title: 'Søk', alternates: { canonical: '/search' } };

/**
 * /search?q=term: where the search box's form goes without JavaScript; sends the term on to
 * /search/{term}. Without a term: a page with the search box.
 */
export default async function SearchPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { q } = await searchParams;
  const term = (Array.isArray(q) ? q[0] : q)?.trim();
  if (term) redirect(`/search/${encodeURIComponent(term)}`);
  return (
    <>
      <h1>Søk</h1>
      <p>Søk etter båter (navn, registreringsmerke eller kallesignal) og fiskeselskap.</p>
      <div className="page-search">
        <SearchBox />
      </div>
    </>
  );
}

import Link from 'next/link';
import { SearchBox } from '@/components/search/search-box';

/**
 * The not-found view of an entity page (an unknown boat, owner, firm or station id): Norwegian, with
 * the search box, inside the site's shell. Rendered by the segments' `not-found.tsx`.
 */
export function EntityNotFound({
  what,
  directory,
}: {
  what: string;
  directory: { href: string; label: string };
}) {
  return (
    <div className="page--message" data-not-found="">
      <h1>Fant ikke siden</h1>
      <p>Vi fant ingen {what} med denne adressen. Kanskje et søk finner det du lette etter?</p>
      <div className="not-found-search">
        <SearchBox />
      </div>
      <p>
        <Link href="/">Gå til forsiden</Link> eller <Link href={directory.href}>{directory.label}</Link>.
      </p>
    </div>
  );
}

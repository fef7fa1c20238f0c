import type { Metadata } from 'next';
import Link from 'next/link';
import { SearchBox } from '@/components/search/search-box';

export const metadata: Metadata = { title: 'Fant ikke siden' };

export default function NotFound() {
  return (
    <main id="innhold" className="page page--message">
      <h1>Fant ikke siden</h1>
      <p>Siden du lette etter finnes ikke, eller den er flyttet. Kanskje et søk finner det du lette etter?</p>
      <div className="not-found-search">
        <SearchBox />
      </div>
      <p>
        <Link href="/">Gå til forsiden</Link> eller <Link href="/boats">se alle båter</Link>.
      </p>
    </main>
  );
}

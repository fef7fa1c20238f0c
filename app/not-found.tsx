import type { Metadata } from 'next';
import Link from 'next/link';

export const metadata: Metadata = { title: 'Fant ikke siden' };

export default function NotFound() {
  return (
    <main id="innhold" className="page page--message">
      <h1>Fant ikke siden</h1>
      <p>Siden du lette etter finnes ikke, eller den er flyttet.</p>
      <p>
        <Link href="/">Gå til forsiden</Link> eller <Link href="/boats">se alle båter</Link>.
      </p>
    </main>
  );
}

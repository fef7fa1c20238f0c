import type { Metadata } from 'next';
import Link from 'next/link';

export const metadata: Metadata = { title: 'Fant ikke siden', robots: { index: false } };

/**
 * The last resort, outside every group's layout. Readers do not meet it: unknown addresses are caught by
 * app/(site)/[...missing] and answered by app/(site)/not-found.tsx inside the site's shell. Kept to a
 * few words: Next writes the root not-found into the payload of every page, shown or not.
 */
export default function NotFound() {
  return (
    <main id="innhold" className="page page--message">
      <h1>Fant ikke siden</h1>
      <p>
        <Link href="/">Gå til forsiden</Link>
      </p>
    </main>
  );
}

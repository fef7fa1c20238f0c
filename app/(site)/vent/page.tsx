import type { Metadata } from 'next';
import Link from 'next/link';
import { EDGE_MESSAGE_ID } from '@/lib/api/edge-page-shell';

export const metadata: Metadata = { title: 'Vent litt', robots: { index: false } };
// Rendered per request, never at build time: the footer reads the store (components/site-shell/footer.tsx).
export const dynamic = 'force-dynamic';

/**
 * The site's frame for the answers the server makes before Next (too many requests, a busy service:
 * lib/api/edge-page-shell.ts). The server renders this page once at start and puts each answer's
 * words where this message is; asked for directly, it says what such a page says.
 */
export default function WaitPage() {
  return (
    <div className="page--message" role="alert" id={EDGE_MESSAGE_ID}>
      <h1>Vent litt</h1>
      <p>Siden kan ikke vises akkurat nå. Prøv igjen om litt.</p>
      <p>
        <Link href="/">Til forsiden</Link>
      </p>
    </div>
  );
}

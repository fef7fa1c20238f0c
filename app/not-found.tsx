import type { Metadata } from 'next';
import { connection } from 'next/server';
import { NotFoundView } from '@/components/site-shell/not-found-view';
import { SiteShell } from '@/components/site-shell/site-shell';

export const metadata: Metadata = { title: 'Fant ikke siden', robots: { index: false } };

/**
 * An address no route knows (`/finnes-ikke`): answered 404 as a page of the site, in its shell. Outside
 * the (site) layout, so it brings the shell itself.
 */
export default async function NotFound() {
  // Rendered per request, like the site's pages: the footer's «Data oppdatert» and the navbar's extra
  // links (content/navlinks.json) are read when the page is asked for, not frozen at build time.
  await connection();
  return (
    <SiteShell>
      <NotFoundView message="Siden du lette etter finnes ikke, eller den er flyttet." />
    </SiteShell>
  );
}

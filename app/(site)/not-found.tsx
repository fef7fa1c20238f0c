import type { Metadata } from 'next';
import { NotFoundView } from '@/components/site-shell/not-found-view';

export const metadata: Metadata = { title: 'Fant ikke siden', robots: { index: false } };

/** An address the site does not have ([...missing]/page.tsx), or a page that found nothing to show. */
export default function SiteNotFound() {
  return <NotFoundView message="Siden du lette etter finnes ikke, eller den er flyttet." />;
}

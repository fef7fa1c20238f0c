import { notFound } from 'next/navigation';

/**
 * Any address no other route knows (`/finnes-ikke`) lands here and is answered by the site's own
 * not-found page (../not-found.tsx) inside the site's layout, with status 404. Without this route Next
 * would answer it with the root not-found page, outside the (site) layout: no navbar, no footer.
 */
export default function MissingPage(): never {
  notFound();
}

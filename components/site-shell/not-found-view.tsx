import Link from 'next/link';
import { SearchBox } from '@/components/search/search-box';

export interface PlaceLink {
  href: string;
  label: string;
}

/** Where a reader who hit a missing page is most likely headed: the front page and the directories. */
const WAYS_BACK: readonly PlaceLink[] = [
  { href: '/', label: 'Forsiden' },
  { href: '/boats', label: 'Alle båter' },
  { href: '/firm', label: 'Alle selskap' },
  { href: '/topoffloads', label: 'Topp landing' },
  { href: '/offloads', label: 'Siste landing' },
];

/**
 * The body of every «Fant ikke siden» page: what was not found, a search box and the ways back. An
 * entity's not-found page puts its own directory first (`directory`).
 */
export function NotFoundView({ message, directory }: { message: string; directory?: PlaceLink }) {
  const links = directory
    ? [directory, ...WAYS_BACK.filter((link) => link.href !== directory.href)]
    : WAYS_BACK;
  return (
    <div className="page--message" data-not-found="">
      <h1>Fant ikke siden</h1>
      <p>{message} Kanskje et søk finner det du lette etter?</p>
      <div className="not-found-search">
        <SearchBox />
      </div>
      <nav aria-label="Videre herfra">
        <ul className="not-found-links">
          {links.map((link) => (
            <li key={link.href}>
              <Link href={link.href}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

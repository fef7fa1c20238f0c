import Link from 'next/link';
import { readNavLinks } from '@/lib/content/navlinks';
import { mainNavigation, moreNavigation } from '@/lib/site-navigation';
import { NavAuthLinks } from '@/components/auth/nav-auth-links';
import { SearchBox } from '@/components/search/search-box';
import { NavbarFrame } from './navbar-frame';

/** Server part of the navbar: the links. The frame (burger, logo shrink) is the only client code. */
export async function Navbar() {
  const extraLinks = await readNavLinks();
  return (
    <NavbarFrame search={<SearchBox placement="navbar" />}>
      <ul className="nav-links">
        {mainNavigation.map((link) => (
          <li key={link.href}>
            <Link href={link.href}>{link.label}</Link>
          </li>
        ))}
        <li className="nav-more-item">
          {/* A disclosure, so it opens without JavaScript; NavbarFrame closes it and opens it in the burger. */}
          <details className="nav-more">
            <summary>Mer</summary>
            <ul className="nav-more-list">
              {moreNavigation.map((link) => (
                <li key={link.href}>
                  <Link href={link.href}>{link.label}</Link>
                </li>
              ))}
              {extraLinks.map((link) => (
                <li key={`${link.uri}-${link.title}`}>
                  <Link href={link.uri}>{link.title}</Link>
                </li>
              ))}
            </ul>
          </details>
        </li>
        {/* Login, or Profil and Logg ut: decided in the browser, where the session lives. */}
        <NavAuthLinks />
      </ul>
    </NavbarFrame>
  );
}

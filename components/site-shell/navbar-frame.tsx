'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { BURGER_MAX_WIDTH_PX, LOGO_SHRINK_SCROLL_PX, NAVBAR_HIDES_MAX_WIDTH_PX } from '@/lib/site-navigation';

/** The bar slides away after the page has moved this far down (px), less being a finger's jitter. */
const SCROLL_DOWN_PX = 4;
/**
 * It comes back after the page has moved this far up: more than the 16 px the browser moves the page up
 * by itself when the bar shrinks (scroll anchoring), which would otherwise bring it straight back.
 */
const SCROLL_UP_PX = 24;

/** Burger toggle, logo shrink and, on a phone, the bar sliding away while scrolling down. */
export function NavbarFrame({ children, search }: { children: React.ReactNode; search: React.ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [scrolled, setScrolled] = useState(false);
  const [hidden, setHidden] = useState(false);
  const pathname = usePathname();

  useEffect(() => {
    const phone = window.matchMedia(`(max-width: ${NAVBAR_HIDES_MAX_WIDTH_PX}px)`);
    const header = document.querySelector<HTMLElement>('header.navbar');
    // The lowest point since the bar was last shown and the highest since it was last hidden: it hides
    // after a scroll down from the one and comes back after a scroll up from the other.
    let gone = false;
    let low = window.scrollY;
    let high = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      setScrolled(y > LOGO_SHRINK_SCROLL_PX);
      // Kept while the reader is in the bar (typing a search, the menu open) and near the top.
      const inUse = header?.contains(document.activeElement) || header?.querySelector('.nav--open');
      if (!gone) {
        low = Math.min(low, y);
        gone = phone.matches && !inUse && y - low > SCROLL_DOWN_PX && y > (header?.offsetHeight ?? 0);
        high = y;
      } else {
        high = Math.max(high, y);
        gone = !(high - y > SCROLL_UP_PX || inUse || y <= 0 || !phone.matches);
        low = y;
      }
      setHidden(gone);
    };
    const onResize = () => {
      if (phone.matches) return;
      gone = false;
      setHidden(false);
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    phone.addEventListener('change', onResize);
    return () => {
      window.removeEventListener('scroll', onScroll);
      phone.removeEventListener('change', onResize);
    };
  }, []);

  // "Mer" (a <details> in the links): always open in the burger menu, where its links are simply part of
  // the list; elsewhere closed by Escape, a click outside it and a followed link.
  useEffect(() => {
    const more = document.querySelector<HTMLDetailsElement>('.nav-more');
    if (!more) return;
    const narrow = window.matchMedia(`(max-width: ${BURGER_MAX_WIDTH_PX}px)`);
    const follow = () => (more.open = narrow.matches);
    follow();
    narrow.addEventListener('change', follow);
    const close = (event: Event) => {
      const escape = event instanceof KeyboardEvent && event.key === 'Escape';
      const outside = event.type === 'click' && !more.contains(event.target as Node);
      if (!more.open || narrow.matches || !(escape || outside)) return;
      more.open = false;
      // Focus was in the list that just closed: back to its summary.
      if (escape) more.querySelector('summary')?.focus();
    };
    document.addEventListener('keydown', close);
    document.addEventListener('click', close);
    return () => {
      narrow.removeEventListener('change', follow);
      document.removeEventListener('keydown', close);
      document.removeEventListener('click', close);
    };
  }, [pathname]);

  // A followed link closes the menu on narrow screens.
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }

  return (
    <header
      className={`navbar${scrolled ? ' navbar--scrolled' : ''}${hidden ? ' navbar--hidden' : ''}`}
      data-scrolled={scrolled}
      data-hidden={hidden}
      onFocus={() => setHidden(false)}
    >
      <div className="navbar-inner">
        <Link href="/" className="logo" aria-label="Fangstdata – til forsiden">
          <span className="logo-mark" aria-hidden="true">
            ⚓
          </span>
          <span className="logo-text">Fangstdata</span>
        </Link>
        {search}
        <button
          type="button"
          className="burger"
          aria-expanded={menuOpen}
          aria-controls="hovedmeny"
          aria-label={menuOpen ? 'Lukk meny' : 'Åpne meny'}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span aria-hidden="true" />
          <span aria-hidden="true" />
          <span aria-hidden="true" />
        </button>
        <nav id="hovedmeny" aria-label="Hovedmeny" className={`nav${menuOpen ? ' nav--open' : ''}`}>
          {children}
        </nav>
      </div>
    </header>
  );
}

'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { BURGER_MAX_WIDTH_PX } from '@/lib/site-navigation';

/**
 * "Mer" in the navbar: a disclosure (`<details>`, so it opens without JavaScript too) with the links that
 * do not fit in the bar. It closes on Escape, a click elsewhere and a followed link. In the burger menu
 * of narrow screens it is always open and its summary hidden: the links are simply part of the list.
 */
export function NavMore({ children }: { children: React.ReactNode }) {
  const details = useRef<HTMLDetailsElement>(null);
  const pathname = usePathname();

  useEffect(() => {
    const element = details.current;
    if (!element) return;
    const narrow = window.matchMedia(`(max-width: ${BURGER_MAX_WIDTH_PX}px)`);
    const follow = () => {
      element.open = narrow.matches;
    };
    follow();
    narrow.addEventListener('change', follow);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && element.open && !narrow.matches) {
        element.open = false;
        element.querySelector('summary')?.focus();
      }
    };
    const onClick = (event: MouseEvent) => {
      if (element.open && !narrow.matches && !element.contains(event.target as Node)) element.open = false;
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      narrow.removeEventListener('change', follow);
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, []);

  // A followed link closes it (on wide screens; in the burger menu the menu itself closes).
  useEffect(() => {
    const element = details.current;
    if (element && !window.matchMedia(`(max-width: ${BURGER_MAX_WIDTH_PX}px)`).matches) element.open = false;
  }, [pathname]);

  return (
    <details ref={details} className="nav-more">
      <summary>Mer</summary>
      <ul className="nav-more-list">{children}</ul>
    </details>
  );
}

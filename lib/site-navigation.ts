/** The fixed navigation of the spec (section 2); extra links come from content/navlinks.json. */
export const mainNavigation = [
  { href: '/', label: 'Hjem' },
  { href: '/topoffloads', label: 'Topp landing' },
  { href: '/offloads', label: 'Siste landing' },
  { href: '/boats', label: 'Alle båter' },
  { href: '/firm', label: 'Alle selskap' },
  { href: '/kart', label: 'Kart' },
  { href: '/priser', label: 'Priser' },
  { href: '/kvoter', label: 'Kvoter' },
] as const;

export const footerNavigation = [
  { href: '/', label: 'Fangstdata' },
  { href: '/about', label: 'Om oss' },
  { href: '/contact', label: 'Kontakt oss' },
] as const;

/** The logo shrinks once the page is scrolled past this many pixels (spec section 9). */
export const LOGO_SHRINK_SCROLL_PX = 50;

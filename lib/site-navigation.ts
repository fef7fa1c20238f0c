/**
 * The navbar's links: the spec's fixed navigation (section 2) and the map, price and quota pages, always
 * in the bar; the rest of the data pages and the links of content/navlinks.json under "Mer", so that the
 * bar fits beside the logo and the search box. On narrow screens the burger menu lists them all.
 */
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

export const moreNavigation = [
  { href: '/art', label: 'Arter' },
  { href: '/kommune', label: 'Kommuner' },
  { href: '/fangstmeldinger', label: 'Fangstmeldinger' },
  { href: '/effektivitet', label: 'Effektivitet' },
] as const;

/** Below this width the navbar is a burger menu (app/globals.css has the same number). */
export const BURGER_MAX_WIDTH_PX = 1260;

export const footerNavigation = [
  { href: '/', label: 'Fangstdata' },
  { href: '/about', label: 'Om oss' },
  { href: '/contact', label: 'Kontakt oss' },
] as const;

/** The logo shrinks once the page is scrolled past this many pixels (spec section 9). */
export const LOGO_SHRINK_SCROLL_PX = 50;

/**
 * Up to this width (a phone) the sticky navbar slides away while the reader scrolls down and comes back
 * as soon as they scroll up: on a short screen a bar that stays would lie over the top row of whatever
 * is under it (a form field half covered is a target too small to hit, WCAG 2.5.8).
 */
export const NAVBAR_HIDES_MAX_WIDTH_PX = 640;

/** Where a page's Atom feed is: `atom.xml` beside the page; the front page's at the root. */

export const FEED_FILE = 'atom.xml';

export const feedPathOf = (pagePath: string) =>
  pagePath === '/' ? `/${FEED_FILE}` : `${pagePath.replace(/\/+$/, '')}/${FEED_FILE}`;

export const ATOM_TYPE = 'application/atom+xml';

/**
 * The pages the server answers itself, before Next (429 «For mange forespørsler», 503 «Tjenesten er
 * travel»: lib/api/page-budget.ts, lib/api/page-edge.ts), in the site's own frame: its header, styles,
 * footer and «Kilde: Fiskeridirektoratet», so a reader who meets one is still on Fangstdata and sees a
 * way on. Such an answer must cost next to nothing (it is what a flood is given), so the frame is
 * rendered once: the server asks Next for /vent at start (scripts/warm-up.ts) and keeps that page with
 * its scripts taken out (a frame hydrated on another address would confuse the router, and the CSP
 * would need their hashes); each answer puts its words where the page's message is. Until then, or if
 * that page could not be had, the answer is a plain page with the same words.
 *
 * No Next imports: scripts/serve.ts loads this outside Next, and app/(site)/vent/page.tsx takes the
 * marker from here.
 */

/** The id of the element of /vent whose content each answer replaces. */
export const EDGE_MESSAGE_ID = 'edge-message';

export interface EdgePageWords {
  title: string;
  text: string;
}

interface Shell {
  /** The page up to the title's text, between the title and the message, and after the message. */
  parts: [beforeTitle: string, beforeMessage: string, afterMessage: string];
}

// On globalThis: the server and Next's bundles each load their own copy of this module.
const shellKey = Symbol.for('fangstdata.edgePageShell');
type GlobalWithShell = typeof globalThis & { [shellKey]?: Shell | null };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Scripts and what only loads scripts: the frame is shown as it was rendered, never hydrated. */
const SCRIPT_PARTS = [
  /<script\b[^>]*>[\s\S]*?<\/script>/gi,
  /<link\b[^>]*\brel="(?:modulepreload|preload)"[^>]*\bas="script"[^>]*>/gi,
  /<link\b[^>]*\bas="script"[^>]*\brel="(?:modulepreload|preload)"[^>]*>/gi,
  // The address of /vent itself: an answer stands at the reader's address.
  /<link\b[^>]*\brel="canonical"[^>]*>/gi,
  /<meta\b[^>]*\bproperty="og:url"[^>]*>/gi,
];

/**
 * Takes the HTML of /vent as the frame of the server's own pages. False (the plain pages stay) when it
 * is not that page: no title, or no message element with nothing nested inside it.
 */
export function adoptEdgePageShell(html: string): boolean {
  let page = html;
  for (const part of SCRIPT_PARTS) page = page.replace(part, '');
  const title = /<title>[^<]*<\/title>/.exec(page);
  const open = new RegExp(`<div\\b[^>]*\\bid="${EDGE_MESSAGE_ID}"[^>]*>`).exec(page);
  if (!title || !open || open.index < title.index) return false;
  const contentStart = open.index + open[0].length;
  const close = page.indexOf('</div>', contentStart);
  if (close < 0 || page.slice(contentStart, close).includes('<div')) return false;
  (globalThis as GlobalWithShell)[shellKey] = {
    parts: [
      page.slice(0, title.index + '<title>'.length),
      page.slice(title.index + title[0].length - '</title>'.length, contentStart),
      page.slice(close),
    ],
  };
  return true;
}

/** Forgets the frame (tests). */
export function dropEdgePageShell(): void {
  (globalThis as GlobalWithShell)[shellKey] = null;
}

/** The words of a page the server answers itself, as a whole HTML page in the site's frame if it has one. */
export function edgePageHtml({ title, text }: EdgePageWords): string {
  const message = [
    `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>`,
    '<p><a href="">Prøv igjen</a> · <a href="/">Til forsiden</a></p>',
  ].join('');
  const shell = (globalThis as GlobalWithShell)[shellKey];
  if (shell) {
    const [beforeTitle, beforeMessage, afterMessage] = shell.parts;
    return `${beforeTitle}${escapeHtml(title)} | Fangstdata${beforeMessage}${message}${afterMessage}`;
  }
  return [
    '<!DOCTYPE html><html lang="nb"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="robots" content="noindex"><title>${escapeHtml(title)} | Fangstdata</title></head>`,
    `<body><main role="alert">${message}`,
    '<p><small>Kilde: Fiskeridirektoratet</small></p></main></body></html>',
  ].join('');
}

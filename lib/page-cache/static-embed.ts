/**
 * The embedded top list as another site can afford it: the HTML Next rendered, without Next's scripts.
 * An embed has nothing to hydrate (its links are plain links, opened in a new tab), so the framework
 * runtime, the page's RSC payload and the script preloads are taken out, and the one script it needs —
 * telling the framing page its height (components/top-landings/embed-height-script.ts) — is kept. What
 * is left is the page's HTML and its stylesheets. scripts/serve.ts applies it to every embed it sends
 * (and so to what the front cache keeps of one).
 */

/** The attribute of the script an embed keeps (EMBED_HEIGHT_SCRIPT_ATTRIBUTE, repeated: no React import here). */
const KEPT_SCRIPT = 'data-embed-height';

const SCRIPT = /<script\b([^>]*)>[\s\S]*?<\/script>/gi;
const SCRIPT_PRELOADS = [
  /<link\b[^>]*\brel="(?:modulepreload|preload)"[^>]*\bas="script"[^>]*>/gi,
  /<link\b[^>]*\bas="script"[^>]*\brel="(?:modulepreload|preload)"[^>]*>/gi,
  /<link\b[^>]*\brel="modulepreload"[^>]*>/gi,
];

/** Whether a path is an embed's page. */
export function isEmbedPath(pathname: string): boolean {
  return /^\/topoffloads\/embed\/[^/]+\/?$/.test(pathname);
}

/**
 * The page without its scripts; left whole when it needs them to show its content: a part streamed in
 * after the first (a hidden `S:` segment React's script moves into place), which a 404 or an error
 * page may be.
 */
export function staticEmbed(html: string): string {
  if (/<div hidden id="S:/.test(html) || /<template\b/.test(html)) return html;
  let page = html.replace(SCRIPT, (script, attributes: string) =>
    attributes.includes(KEPT_SCRIPT) ? script : '',
  );
  for (const preload of SCRIPT_PRELOADS) page = page.replace(preload, '');
  return page;
}

import { createHash } from 'node:crypto';

/**
 * The Content-Security-Policy of one HTML answer, with its inline scripts allowed by their hashes
 * instead of `'unsafe-inline'`. Next writes its React payload into the page as inline scripts
 * (`self.__next_f.push(…)`); each page's scripts differ, so the policy is computed per answer from the
 * finished HTML (scripts/serve.ts, lib/security/hashed-csp-response.ts).
 *
 * Hashes, not nonces: a nonce must be new for every answer, so a page sent from a cache (the front
 * cache, Next's full-route cache, a CDN) would carry one nonce for every visitor, which is no nonce at
 * all, and pages rendered with a nonce cannot be cached. A hash belongs to the page's content: the
 * cached body and its cached header stay valid together. See docs/security.md.
 */

/** `<script …>body</script>`; the HTML tokenizer ends a script at the first `</script`, as here. */
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
/** Script types the browser runs; any other type (JSON-LD, …) is data, not subject to script-src. */
const EXECUTABLE_TYPE = /^(?:|module|(?:text|application)\/(?:x-)?(?:java|ecma)script)$/i;

function attribute(attributes: string, name: string): string | null {
  const match = new RegExp(
    `(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'=<>\`]+)))?`,
    'i',
  ).exec(attributes);
  if (!match) return null;
  return match[1] ?? match[2] ?? match[3] ?? '';
}

/** The text of every inline script in `html` that the browser would run. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes, body] of html.matchAll(SCRIPT_ELEMENT)) {
    if (attribute(attributes, 'src') !== null) continue;
    const type = (attribute(attributes, 'type') ?? '').trim();
    if (!EXECUTABLE_TYPE.test(type)) continue;
    scripts.push(body);
  }
  return scripts;
}

/** CSP source expressions (`'sha256-…'`) for each distinct inline script of `html`, in page order. */
export function scriptHashes(html: string): string[] {
  const hashes = inlineScripts(html).map(
    (body) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`,
  );
  return [...new Set(hashes)];
}

/**
 * `policy` with `'unsafe-inline'` in script-src replaced by `hashes`, and `connectOrigins` added to
 * connect-src when missing (the local Auth emulator runs on a port chosen when the server starts).
 */
export function policyWithScriptHashes(
  policy: string,
  hashes: string[],
  connectOrigins: string[] = [],
): string {
  const directives = policy
    .split(';')
    .map((directive) => directive.trim())
    .filter(Boolean);
  const edit = (name: string, change: (sources: string[]) => string[]) => {
    const index = directives.findIndex((directive) => directive.split(/\s+/)[0] === name);
    const sources = index >= 0 ? directives[index].split(/\s+/).slice(1) : ["'self'"];
    const changed = [name, ...change(sources)].join(' ');
    if (index >= 0) directives[index] = changed;
    else directives.push(changed);
  };
  edit('script-src', (sources) => [...sources.filter((source) => source !== "'unsafe-inline'"), ...hashes]);
  if (connectOrigins.length > 0) {
    edit('connect-src', (sources) => [
      ...sources,
      ...connectOrigins.filter((origin) => !sources.includes(origin)),
    ]);
  }
  return directives.join('; ');
}

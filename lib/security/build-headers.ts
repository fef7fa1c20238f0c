import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ServerResponse } from 'node:http';
import { policyWithScriptHashes } from './script-hashes';

/**
 * The security headers next.config.mjs gives every route (Content-Security-Policy, HSTS, framing,
 * Referrer-Policy, …), for the answers the server writes itself before Next (scripts/serve.ts: API
 * refusals, the busy and too-many pages, the request guard's answers), so that those carry what
 * Next's own answers carry. `next build` bakes the headers into `.next/routes-manifest.json`, one
 * regular expression per source: they are read from there, the build's own, not kept twice. Those
 * answers have no scripts, so their policy allows no inline script (as a rendered page's allows only
 * its own, lib/security/hashed-csp-response.ts).
 * No Next imports: loaded outside Next.
 */

interface ManifestRule {
  regex?: string;
  headers?: { key: string; value: string }[];
  /** Conditional rules (on a header, cookie or query) are Next's to apply; none are configured. */
  has?: unknown[];
  missing?: unknown[];
}

interface Rule {
  pattern: RegExp;
  headers: [name: string, value: string][];
}

let rules: Rule[] = [];

/** Reads the build's header rules (scripts/serve.ts, at start); without a build there are none. */
export function loadBuildHeaders(buildDir: string): number {
  let manifest: { headers?: ManifestRule[] };
  try {
    manifest = JSON.parse(readFileSync(path.join(buildDir, 'routes-manifest.json'), 'utf8')) as {
      headers?: ManifestRule[];
    };
  } catch {
    rules = [];
    return 0;
  }
  rules = (manifest.headers ?? [])
    .filter((rule) => rule.regex && !rule.has?.length && !rule.missing?.length)
    .map((rule) => ({
      pattern: new RegExp(rule.regex!),
      headers: (rule.headers ?? []).map(
        ({ key, value }) =>
          [
            key,
            key.toLowerCase() === 'content-security-policy' ? policyWithScriptHashes(value, []) : value,
          ] as [string, string],
      ),
    }));
  return rules.length;
}

/** The headers the build gives `pathname`, later rules overriding earlier ones as in Next. */
export function buildHeadersFor(pathname: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) {
    if (!rule.pattern.test(pathname)) continue;
    for (const [name, value] of rule.headers) headers[name] = value;
  }
  return headers;
}

/**
 * Sets the build's headers for the request `response` answers; the status line's own headers
 * (`writeHead`) still win over them.
 */
export function setBuildHeaders(response: ServerResponse): void {
  const target = response.req?.url ?? '/';
  const query = target.indexOf('?');
  const pathname = query === -1 ? target : target.slice(0, query);
  for (const [name, value] of Object.entries(buildHeadersFor(pathname))) response.setHeader(name, value);
}

import type { NextConfig } from 'next';

/**
 * The security headers next.config.mjs gives every page, read from the config as Next reads it at
 * build time. The config is evaluated once per import, so each case imports it afresh under the
 * environment of that build.
 */

type Header = { key: string; value: string };
type Rule = { source: string; headers: Header[] };

async function headersOfBuild(env: Record<string, string | undefined>): Promise<Rule[]> {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  for (const [name, value] of Object.entries(env)) if (value === undefined) delete process.env[name];
  try {
    let config: NextConfig | undefined;
    await jest.isolateModulesAsync(async () => {
      // @ts-expect-error -- next.config.mjs is plain JavaScript (typed by JSDoc), without a declaration file.
      config = (await import('@/next.config.mjs')).default as NextConfig;
    });
    return (await config!.headers!()) as Rule[];
  } finally {
    process.env = saved;
  }
}

const headerOf = (rule: Rule, key: string) => rule.headers.find((header) => header.key === key)?.value;

describe('security headers', () => {
  it('a production build sends HSTS for a year with subdomains, next to the CSP and the others, on pages and embeds', async () => {
    const rules = await headersOfBuild({ NODE_ENV: 'production', HSTS_MAX_AGE: undefined });
    expect(rules).toHaveLength(2);
    for (const rule of rules) {
      expect(headerOf(rule, 'Strict-Transport-Security')).toBe('max-age=31536000; includeSubDomains');
      expect(headerOf(rule, 'X-Content-Type-Options')).toBe('nosniff');
      expect(headerOf(rule, 'Referrer-Policy')).toBe('strict-origin-when-cross-origin');
      expect(headerOf(rule, 'Permissions-Policy')).toMatch(/camera=\(\), microphone=\(\), geolocation=\(\)/);
      expect(headerOf(rule, 'Content-Security-Policy')).toMatch(/default-src 'self'/);
    }
    const [pages, embeds] = rules;
    expect(headerOf(pages, 'Content-Security-Policy')).toMatch(/frame-ancestors 'none'/);
    expect(headerOf(pages, 'X-Frame-Options')).toBe('DENY');
    expect(headerOf(embeds, 'Content-Security-Policy')).toMatch(/frame-ancestors \*/);
  });

  it('HSTS_MAX_AGE sets the time, and 0 sends no HSTS at all', async () => {
    const day = await headersOfBuild({ NODE_ENV: 'production', HSTS_MAX_AGE: '86400' });
    expect(headerOf(day[0], 'Strict-Transport-Security')).toBe('max-age=86400; includeSubDomains');
    const off = await headersOfBuild({ NODE_ENV: 'production', HSTS_MAX_AGE: '0' });
    expect(headerOf(off[0], 'Strict-Transport-Security')).toBeUndefined();
    expect(headerOf(off[0], 'X-Content-Type-Options')).toBe('nosniff');
  });

  it('a development server sends no HSTS unless asked, and a malformed value stops the build', async () => {
    const dev = await headersOfBuild({ NODE_ENV: 'development', HSTS_MAX_AGE: undefined });
    expect(headerOf(dev[0], 'Strict-Transport-Security')).toBeUndefined();
    await expect(headersOfBuild({ NODE_ENV: 'production', HSTS_MAX_AGE: 'ett år' })).rejects.toThrow(
      /HSTS_MAX_AGE must be a whole number of seconds/,
    );
  });
});

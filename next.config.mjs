// Security headers are computed here, once per build, from the environment (next.config is evaluated
// by `next build`, and the headers are baked into the build's routes manifest; setting these variables
// for `next start` alone changes nothing):
//  - CSP_EXTRA_ORIGINS: extra origins (a map tile server, an ad provider, a hosted Firebase project)
//    the Content-Security-Policy allows, a space-separated list;
//  - HSTS_MAX_AGE: seconds browsers keep to HTTPS-only for this host and its subdomains, default one
//    year in a production build, nothing in development; 0 sends no Strict-Transport-Security.
//
// These two are the only variables read outside lib/config: Next loads this file as plain JavaScript
// before it compiles any TypeScript, so it cannot import the typed module. lib/config lists both, so
// the server's start-up check still names a malformed value (it takes effect only at the next build).

const isDev = process.env.NODE_ENV === 'development';
const extraOrigins = (process.env.CSP_EXTRA_ORIGINS ?? '').split(/\s+/).filter(Boolean).join(' ');
// The Firebase client talks to Google's identity endpoints, or to the local Auth emulator.
const firebaseOrigins = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
  'https://www.googleapis.com',
  'https://apis.google.com',
  'http://127.0.0.1:9099',
  'http://localhost:9099',
].join(' ');

/** @param {string} frameAncestors */
function contentSecurityPolicy(frameAncestors) {
  return [
    "default-src 'self'",
    // Next.js streams its payload through inline scripts; eval only in development (React refresh).
    `script-src 'self' 'unsafe-inline'${isDev ? " 'unsafe-eval'" : ''} https://apis.google.com ${extraOrigins}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${extraOrigins}`,
    "font-src 'self' data:",
    `connect-src 'self' ${firebaseOrigins} ${extraOrigins}`,
    `frame-src 'self' https://*.firebaseapp.com ${extraOrigins}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ]
    .map((directive) => directive.replace(/\s+/g, ' ').trim())
    .join('; ');
}

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The Strict-Transport-Security header, or none. Browsers ignore it on plain http (RFC 6797), so a
 * production build served locally on http://localhost is unaffected; behind HTTPS it stops a
 * downgrade to http on every later visit. includeSubDomains because a public site's subdomains should
 * not be reachable over http either; set HSTS_MAX_AGE=0 where that does not hold.
 */
function strictTransportSecurity() {
  const raw = process.env.HSTS_MAX_AGE?.trim();
  let maxAge = process.env.NODE_ENV === 'production' ? ONE_YEAR_SECONDS : 0;
  if (raw) {
    if (!/^[0-9]{1,10}$/.test(raw)) {
      throw new Error(
        `HSTS_MAX_AGE must be a whole number of seconds (0 turns it off), not ${JSON.stringify(raw)}`,
      );
    }
    maxAge = Number(raw);
  }
  return maxAge > 0
    ? [{ key: 'Strict-Transport-Security', value: `max-age=${maxAge}; includeSubDomains` }]
    : [];
}

const commonHeaders = [
  ...strictTransportSecurity(),
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  // The site uses none of these; an embedded ad or a compromised script gets none of them either.
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  },
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The page cache (lib/page-cache): Next's full-route cache holds each public page per URL and store
  // version. In memory only, bounded by bytes (least recently used out first): its keys change with
  // every store version and include URL state, so on disk it would only grow, and a cold page renders
  // in tens of milliseconds anyway. 256 MB holds some 600 boat pages (HTML and RSC payload) besides
  // every list page.
  cacheMaxMemorySize: 256 * 1024 * 1024,
  experimental: {
    isrFlushToDisk: false,
    // A CI run builds a fresh clone once and throws it away: Turbopack's build cache would be written
    // and never read.
    turbopackFileSystemCacheForBuild: !process.env.CI,
  },
  // `npm test` type-checks the program in a phase of its own beside this build (scripts/test-run.ts)
  // and fails if that does; the build need not check it a second time.
  typescript: { ignoreBuildErrors: process.env.SKIP_BUILD_TYPECHECK === '1' },
  // Native addon: loaded by Node at run time, never bundled.
  serverExternalPackages: [
    '@duckdb/node-api',
    '@duckdb/node-bindings',
    '@electric-sql/pglite',
    // One copy with scripts/serve.ts, which loads them outside the bundles (lib/observability/).
    'pino',
    'prom-client',
  ],
  async rewrites() {
    return [
      // The spec writes both `/api/Offloads/…` and `/api/offloads/…`. Two folders whose names differ only
      // in case would merge on a case-insensitive file system, so the capitalised paths are served by
      // the lower-case folder. (Next matches `source` case-insensitively, so a lower-case path maps to
      // itself here; that is harmless.)
      { source: '/api/Offloads/:path*', destination: '/api/offloads/:path*' },
    ];
  },
  async headers() {
    return [
      {
        // Every route except the embeds: nobody may frame these pages.
        source: '/:path((?!topoffloads/embed(?:/|$)).*)',
        headers: [
          ...commonHeaders,
          { key: 'Content-Security-Policy', value: contentSecurityPolicy("'none'") },
          { key: 'X-Frame-Options', value: 'DENY' },
        ],
      },
      {
        // Embeds exist to be framed by other sites.
        source: '/topoffloads/embed/:path*',
        headers: [...commonHeaders, { key: 'Content-Security-Policy', value: contentSecurityPolicy('*') }],
      },
    ];
  },
};

export default nextConfig;

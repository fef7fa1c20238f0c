// Security headers are computed here, once per build, from the environment:
// extra origins (a map tile server, an ad provider, a hosted Firebase project) are allowed
// through CSP_EXTRA_ORIGINS, a space-separated list.

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

const commonHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Native addon: loaded by Node at run time, never bundled.
  serverExternalPackages: ['@duckdb/node-api', '@duckdb/node-bindings', '@electric-sql/pglite'],
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

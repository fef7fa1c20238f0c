import type { MetadataRoute } from 'next';

/**
 * The web app manifest (`/manifest.webmanifest`): name, colours and icons for "add to home screen".
 * The favicon, the SVG icon and the Apple touch icon are Next's file conventions in `app/`
 * (favicon.ico, icon.svg, apple-icon.png); the larger PNGs for installs live in `public/icons/`.
 */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: 'Fangstdata – landinger fra norske fiskebåter',
    short_name: 'Fangstdata',
    description:
      'Søk i norske fiskebåter og fiskeselskap og se hva de har landet. Kilde: Fiskeridirektoratet.',
    lang: 'nb',
    start_url: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#0b3954',
    icons: [
      { src: '/icon.svg', type: 'image/svg+xml', sizes: 'any' },
      { src: '/icons/icon-192.png', type: 'image/png', sizes: '192x192' },
      { src: '/icons/icon-512.png', type: 'image/png', sizes: '512x512' },
      { src: '/icons/icon-512-maskable.png', type: 'image/png', sizes: '512x512', purpose: 'maskable' },
    ],
  };
}

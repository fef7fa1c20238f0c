import type { Metadata, Viewport } from 'next';
import { siteUrl } from '@/lib/config';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl()),
  title: { default: 'Fangstdata – landinger fra norske fiskebåter', template: '%s | Fangstdata' },
  description:
    'Søk i norske fiskebåter og fiskeselskap, og se hva de har landet: siste landinger, topplister per redskap, art og område. Kilde: Fiskeridirektoratet.',
  applicationName: 'Fangstdata',
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#0b3954' };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="nb">
      <body>{children}</body>
    </html>
  );
}

import { AdSlot } from './ad-slot';
import { Footer } from './footer';
import { Navbar } from './navbar';

/**
 * The frame of every page of the site: the navbar, the ad slots, the main column and the footer. The
 * account pages (sign-in, profile) have no top slot: its house ad is the invitation to sign in.
 */
export function SiteShell({ children, topAd = true }: { children: React.ReactNode; topAd?: boolean }) {
  return (
    <>
      <a className="skip-link" href="#innhold">
        Hopp til innhold
      </a>
      <Navbar />
      {topAd ? <AdSlot position="top" /> : null}
      <main id="innhold" className="page">
        {children}
      </main>
      <AdSlot position="bottom" />
      <Footer />
    </>
  );
}

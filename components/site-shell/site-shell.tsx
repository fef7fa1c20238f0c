import { AdSlot } from './ad-slot';
import { Footer } from './footer';
import { Navbar } from './navbar';

/**
 * The frame of every page of the site: skip link, navbar, ad slots and footer around the page's
 * content. The (site) layout wraps its pages in it, and the root not-found page (an address no route
 * knows) wraps itself, so a missing page is still a page of the site.
 */
export function SiteShell({ children }: { children: React.ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#innhold">
        Hopp til innhold
      </a>
      <Navbar />
      <AdSlot position="top" />
      <main id="innhold" className="page">
        {children}
      </main>
      <AdSlot position="bottom" />
      <Footer />
    </>
  );
}

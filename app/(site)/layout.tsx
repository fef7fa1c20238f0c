import { AdSlot } from '@/components/site-shell/ad-slot';
import { Footer } from '@/components/site-shell/footer';
import { Navbar } from '@/components/site-shell/navbar';

export default function SiteLayout({ children }: { children: React.ReactNode }) {
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

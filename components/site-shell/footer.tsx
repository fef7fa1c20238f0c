import Link from 'next/link';
import { footerNavigation } from '@/lib/site-navigation';
import { footerFreshness } from './footer-freshness';
import styles from './footer.module.css';
import { reads } from '@/lib/store-reads/reads';

export async function Footer() {
  // Read when the page is rendered. Public pages are kept in the page cache (lib/page-cache) per store
  // version, so a new ingest renders them afresh; the `revalidate` of their cached twins (10 minutes)
  // brings in an update run that fetched nothing new («Data hentet …» moves on). No page with this
  // footer may be prerendered at build time without one of the two, or the build's date would stay.
  // Freshness must never fail a page: both reads swallow their own errors, and on a proxy node an
  // upstream that does not answer leaves the footer without them (the page itself says what failed).
  const [lastUpdated, update] = await Promise.all([
    reads.readLastUpdated().catch(() => null),
    reads.readUpdateStatusSafely().catch(() => null),
  ]);
  const freshness = footerFreshness(lastUpdated, update);
  return (
    <footer className={styles.footer}>
      <nav aria-label="Bunnmeny">
        <ul className={styles.links}>
          {footerNavigation.map((link) => (
            <li key={link.href}>
              <Link href={link.href}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className={styles.credit}>
        Kilde: Fiskeridirektoratet
        {freshness.parts.map((part) => (
          <span key={part}> · {part}</span>
        ))}
        {freshness.failed ? <span className={styles.failed}> · Siste oppdatering feilet</span> : null} · Norsk
        lisens for offentlige data (NLOD)
      </p>
    </footer>
  );
}

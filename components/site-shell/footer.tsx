import Link from 'next/link';
import { connection } from 'next/server';
import { readLastUpdated, readUpdateStatusSafely } from '@/lib/landings/site-info';
import { footerNavigation } from '@/lib/site-navigation';
import { footerFreshness } from './footer-freshness';
import styles from './footer.module.css';

export async function Footer() {
  // The time of the last data update is read per request, never baked into a prerendered page.
  await connection();
  const [lastUpdated, update] = await Promise.all([readLastUpdated(), readUpdateStatusSafely()]);
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

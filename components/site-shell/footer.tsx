import Link from 'next/link';
import { connection } from 'next/server';
import { formatDate } from '@/lib/format';
import { readLastUpdated } from '@/lib/landings/site-info';
import { footerNavigation } from '@/lib/site-navigation';
import styles from './footer.module.css';

export async function Footer() {
  // The time of the last data update is read per request, never baked into a prerendered page.
  await connection();
  const lastUpdated = await readLastUpdated();
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
        {lastUpdated ? <> · Data oppdatert {formatDate(lastUpdated)}</> : null} · Norsk lisens for offentlige
        data (NLOD)
      </p>
    </footer>
  );
}

import type { Metadata } from 'next';
import Link from 'next/link';
import styles from '@/components/user/user.module.css';
import { reads } from '@/lib/store-reads/reads';
import { userDb } from '@/lib/userdata/db';
import { confirmAlerts, TOKEN_PATTERN } from '@/lib/userdata/alerts';

export const metadata: Metadata = {
  title: 'Varsler på e-post',
  robots: { index: false },
};

interface Props {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

/**
 * The links of the alert mails. `?bekreft=TOKEN` (the confirmation mail) turns the alerts on from the
 * data the site holds now; `?avmeld=TOKEN` (every mail's footer) shows a button that turns them off
 * (a POST: link scanners follow links, they do not press buttons); `?ferdig=…` tells how that went.
 */
export default async function AlertsPage({ searchParams }: Props) {
  const query = await searchParams;
  const confirmToken = one(query.bekreft);
  const unsubscribeToken = one(query.avmeld);
  const done = one(query.ferdig);

  if (confirmToken) {
    const version = await reads.storeVersion();
    const confirmed =
      TOKEN_PATTERN.test(confirmToken) && version != null
        ? await confirmAlerts(await userDb(), confirmToken, version)
        : null;
    return (
      <div className={styles.alertsPage}>
        <h1>{confirmed ? 'Varslene er slått på' : 'Lenken virker ikke lenger'}</h1>
        {confirmed ? (
          <p>
            Du får en e-post til <strong>{confirmed.email}</strong> når båtene du følger lander. Hver e-post
            har en lenke som slår varslene av.
          </p>
        ) : (
          <p>
            Lenken er brukt opp eller erstattet av en nyere. Slå på varsler igjen fra{' '}
            <Link href="/profile">profilen din</Link>.
          </p>
        )}
        <p>
          <Link href="/profile">Til Mine båter</Link>
        </p>
      </div>
    );
  }

  if (unsubscribeToken) {
    return (
      <div className={styles.alertsPage}>
        <h1>Slå av varsler</h1>
        <p>Du får da ingen flere e-poster om landinger fra Fangstdata.</p>
        <form method="post" action="/varsler/svar">
          <input type="hidden" name="avmeld" value={unsubscribeToken.slice(0, 100)} />
          <button type="submit" className={styles.alertsButton}>
            Slå av varslene
          </button>
        </form>
      </div>
    );
  }

  return (
    <div className={styles.alertsPage}>
      <h1>Varsler på e-post</h1>
      {done === 'avmeldt' ? (
        <p>Varslene er slått av. Du kan slå dem på igjen fra profilen din.</p>
      ) : done === 'ukjent' ? (
        <p>Fant ingen varsler for lenken: de er alt slått av.</p>
      ) : (
        <p>Slå på varsler om nye landinger for båtene du følger fra profilen din.</p>
      )}
      <p>
        <Link href="/profile">Til Mine båter</Link>
      </p>
    </div>
  );
}

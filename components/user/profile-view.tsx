'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { Fragment, useEffect } from 'react';
import { useSession } from '@/components/auth/auth-provider';
import accountStyles from '@/components/auth/auth.module.css';
import { signOutSession, type SessionUser } from '@/lib/auth/client-session';
import { boatDisplayName, formatDate, formatWeight } from '@/lib/format';
import { AlertSwitch } from './alert-switch';
import { FollowBoatButton } from './follow-boat-button';
import { useFollowedBoats } from './followed-boats';
import styles from './user.module.css';

const EMPTY = '–';

/** Profil: who the user is, and the boats they follow. Signed-out visitors are sent to /login. */
export function ProfileView() {
  const session = useSession({ eager: true });
  const router = useRouter();

  useEffect(() => {
    if (session.status === 'signed-out') router.replace('/login?next=/profile');
  }, [session.status, router]);

  if (session.status !== 'signed-in') {
    return (
      <div className={styles.profile}>
        <h1>Profil</h1>
        <div className={`skeleton-page ${styles.placeholder}`} aria-busy="true">
          <span className="visually-hidden">
            {session.status === 'signed-out'
              ? 'Du er ikke logget inn. Sender deg til innlogging …'
              : 'Laster …'}
          </span>
          <div className="skeleton skeleton--line" />
          <div className="skeleton skeleton--line" />
          <div className="skeleton skeleton--block" />
        </div>
      </div>
    );
  }
  return <SignedInProfile user={session.user} />;
}

function SignedInProfile({ user }: { user: SessionUser }) {
  const photo = user.photoURL && /^https:\/\//i.test(user.photoURL) ? user.photoURL : null;
  // What the account has: a detail the sign-in provider left empty is not listed.
  const facts: [string, React.ReactNode][] = [['E-post', user.email || EMPTY]];
  if (user.displayName) facts.push(['Navn', user.displayName]);
  if (photo) {
    facts.push([
      'Profilbilde',
      <a key="photo" href={photo} rel="noopener noreferrer">
        Vis bildet
      </a>,
    ]);
  }
  if (user.phoneNumber) facts.push(['Telefon', user.phoneNumber]);
  facts.push(['E-post bekreftet', user.emailVerified ? 'Ja' : 'Nei'], ['Bruker-ID', user.uid]);

  // The boats first: they are what a reader comes back for; the account after them.
  return (
    <div className={styles.profile}>
      <h1>Profil</h1>
      <section className={styles.section} aria-labelledby="profil-baater">
        <h2 id="profil-baater">Mine båter</h2>
        <UserBoatList uid={user.uid} />
      </section>
      <section className={styles.section} aria-labelledby="profil-varsler">
        <h2 id="profil-varsler">Varsler</h2>
        <AlertSwitch uid={user.uid} />
      </section>
      <section className={styles.section} aria-labelledby="profil-konto">
        <h2 id="profil-konto">Konto</h2>
        <dl className={styles.facts}>
          {facts.map(([label, value]) => (
            <Fragment key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </Fragment>
          ))}
        </dl>
      </section>
      <button
        type="button"
        className={`${accountStyles.secondary} ${styles.signOut}`}
        onClick={() => void signOutSession()}
      >
        Logg ut
      </button>
    </div>
  );
}

function UserBoatList({ uid }: { uid: string }) {
  // Fresh latest landings every time the profile is shown.
  const { data: followed, error, mutate } = useFollowedBoats(uid, { fresh: true });

  if (!followed && !error) {
    return (
      <p className="muted" aria-busy="true">
        Henter båtene dine …
      </p>
    );
  }
  if (!followed) {
    return (
      <p role="alert">
        Kunne ikke hente båtene dine.{' '}
        <button type="button" className={accountStyles.secondary} onClick={() => void mutate()}>
          Prøv igjen
        </button>
      </p>
    );
  }
  if (followed.boats.length === 0) {
    return (
      <p className="muted">
        Du følger ingen båter ennå. Finn en båt med søket eller under <Link href="/boats">Alle båter</Link>,
        og trykk «Følg båt».
      </p>
    );
  }
  // A card per boat (phone first): its name and mark, its latest landing, and the button.
  return (
    <ul className={styles.boatList} aria-labelledby="profil-baater">
      {followed.boats.map((boat) => (
        <li
          key={boat.id}
          className={
            followed.following.has(boat.id) ? styles.boatCard : `${styles.boatCard} ${styles.unfollowed}`
          }
          data-boat-id={boat.id}
        >
          <div className={styles.boatName}>
            <Link href={`/boats/${encodeURIComponent(boat.id)}`}>{boatDisplayName(boat.name, boat.id)}</Link>{' '}
            <span className={styles.boatMark}>{boat.registrationMarkDisplay ?? ''}</span>
          </div>
          <p className={styles.boatLanding} data-latest-landing="">
            {boat.latestLanding ? (
              <>
                Siste landing <span data-field="dato">{formatDate(boat.latestLanding.date)}</span>:{' '}
                <strong data-field="vekt">{formatWeight(boat.latestLanding.weight)}</strong>
              </>
            ) : (
              'Ingen landinger registrert'
            )}
          </p>
          <div className={styles.boatAction}>
            <FollowBoatButton boatId={boat.id} boatName={boat.name} />
          </div>
        </li>
      ))}
    </ul>
  );
}

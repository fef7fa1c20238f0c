'use client';

import Link from 'next/link';
import { useState } from 'react';
import { signOutSession } from '@/lib/auth/client-session';
import { useSession } from './auth-provider';
import styles from './auth.module.css';

/**
 * The navbar's sign-in slot: Login when signed out, Profil and Logg ut when signed in. The server
 * renders the signed-out look; the slot has a fixed width so the swap never moves the other links.
 */
export function NavAuthLinks() {
  const session = useSession();
  const [signingOut, setSigningOut] = useState(false);

  async function signOut() {
    setSigningOut(true);
    try {
      await signOutSession();
    } catch (error) {
      console.error('Utlogging feilet', error);
    } finally {
      setSigningOut(false);
    }
  }

  return (
    <li className={styles.navSlot} data-session={session.status}>
      {session.status === 'signed-in' ? (
        <>
          <Link href="/profile">Profil</Link>
          <button type="button" className={styles.navButton} onClick={signOut} disabled={signingOut}>
            Logg ut
          </button>
        </>
      ) : (
        <Link href="/login">Login</Link>
      )}
    </li>
  );
}

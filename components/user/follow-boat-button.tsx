'use client';

import { lazy, Suspense } from 'react';
import { useSession } from '@/components/auth/auth-provider';
import { FollowButtonFace } from './follow-button-face';
import styles from './user.module.css';

// The toggle, SWR and the user's list load only for signed-in users: most readers never sign in, and
// the button sits on every boat page and in the boat directory.
const FollowBoatToggle = lazy(() => import('./follow-boat-toggle'));

/**
 * "Følg båt" / "Slutt å følge" for one boat. Place it anywhere: it finds the user and their list by
 * itself. While the toggle loads, a disabled button of the same size holds its place, so nothing shifts.
 * Signed out it is either absent (lists, where a sign-in link per row would only be noise) or, with
 * `signedOut="link"` (the boat's own page), a link of the same look to sign in and come back here.
 */
export function FollowBoatButton({
  boatId,
  boatName,
  signedOut = 'hidden',
}: {
  boatId: string;
  boatName?: string | null;
  signedOut?: 'hidden' | 'link';
}) {
  const session = useSession();
  if (session.status !== 'signed-in') {
    if (signedOut === 'hidden') return null;
    const back = `/boats/${encodeURIComponent(boatId)}`;
    return (
      <span className={styles.follow}>
        <a className={styles.followLink} href={`/login?next=${encodeURIComponent(back)}`}>
          Følg båt
          {boatName ? <span className="visually-hidden"> {boatName} (logg inn først)</span> : null}
        </a>
      </span>
    );
  }
  const placeholder = <FollowButtonFace boatId={boatId} boatName={boatName} pressed={false} disabled />;
  return (
    <Suspense fallback={placeholder}>
      <FollowBoatToggle uid={session.user.uid} boatId={boatId} boatName={boatName} />
    </Suspense>
  );
}

'use client';

import { useEffect, useState } from 'react';
import { useSession } from '@/components/auth/auth-provider';
import { loadFollowedBoats, setFollowing, useFollowedBoats } from './followed-boats';
import styles from './user.module.css';

/**
 * "Følg båt" / "Slutt å følge" for one boat, shown only to signed-in users. A toggle button
 * (`aria-pressed` says whether the boat is followed) that flips at once and flips back, with a message,
 * when the server refuses. Place it anywhere: it finds the user and their list by itself.
 */
export function FollowBoatButton({ boatId, boatName }: { boatId: string; boatName?: string | null }) {
  const session = useSession();
  const followed = useFollowedBoats();
  const [error, setError] = useState<string | null>(null);
  const uid = session.status === 'signed-in' ? session.user.uid : null;

  useEffect(() => {
    if (uid) void loadFollowedBoats(uid);
  }, [uid]);

  if (!uid) return null;

  const ready = followed.uid === uid && followed.status === 'ready';
  const pressed = followed.following.has(boatId);
  const busy = followed.pending.has(boatId);

  async function toggle() {
    if (busy) return;
    setError(null);
    try {
      await setFollowing(boatId, !pressed);
    } catch (caught) {
      setError((caught as Error).message);
    }
  }

  return (
    <span className={styles.follow}>
      <button
        type="button"
        className={pressed ? styles.followButtonOn : styles.followButton}
        aria-pressed={pressed}
        aria-busy={busy}
        disabled={!ready}
        onClick={toggle}
        data-boat-id={boatId}
      >
        {pressed ? 'Slutt å følge' : 'Følg båt'}
        {boatName ? <span className="visually-hidden"> {boatName}</span> : null}
      </button>
      {error ? (
        <span role="alert" className={styles.followError}>
          {error}
        </span>
      ) : null}
    </span>
  );
}

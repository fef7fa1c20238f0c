'use client';

import { useState } from 'react';
import { followFailureMessage, setFollowing, useFollowedBoats } from './followed-boats';
import styles from './user.module.css';

/**
 * The signed-in part of FollowBoatButton (follow-boat-button.tsx): a toggle button (`aria-pressed` says
 * whether the boat is followed) that flips at once and flips back, with a message, when the server
 * refuses. Loaded only for signed-in users, with SWR and the user's list behind it.
 */
export default function FollowBoatToggle({
  uid,
  boatId,
  boatName,
}: {
  uid: string;
  boatId: string;
  boatName?: string | null;
}) {
  const { data: followed, mutate } = useFollowedBoats(uid);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const pressed = followed?.following.has(boatId) ?? false;

  async function toggle() {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await setFollowing(mutate, boatId, !pressed);
    } catch (caught) {
      setError(followFailureMessage(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <span className={styles.follow}>
      <button
        type="button"
        className={pressed ? styles.followButtonOn : styles.followButton}
        aria-pressed={pressed}
        aria-busy={busy}
        disabled={!followed}
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

'use client';

import { useState } from 'react';
import { followFailureMessage, setFollowing, useFollowedBoats } from './followed-boats';
import { FollowButtonFace } from './follow-button-face';

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
    <FollowButtonFace
      boatId={boatId}
      boatName={boatName}
      pressed={pressed}
      busy={busy}
      disabled={!followed}
      onClick={toggle}
      error={error}
    />
  );
}

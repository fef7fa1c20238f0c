'use client';

import { lazy, Suspense } from 'react';
import { useSession } from '@/components/auth/auth-provider';
import { FollowButtonFace } from './follow-button-face';

// The toggle, SWR and the user's list load only for signed-in users: most readers never sign in, and
// the button sits on every boat page and in the boat directory.
const FollowBoatToggle = lazy(() => import('./follow-boat-toggle'));

/**
 * "Følg båt" / "Slutt å følge" for one boat, shown only to signed-in users. Place it anywhere: it finds
 * the user and their list by itself. While the toggle loads, a disabled button of the same size holds
 * its place, so nothing shifts.
 */
export function FollowBoatButton({ boatId, boatName }: { boatId: string; boatName?: string | null }) {
  const session = useSession();
  if (session.status !== 'signed-in') return null;
  const placeholder = <FollowButtonFace boatId={boatId} boatName={boatName} pressed={false} disabled />;
  return (
    <Suspense fallback={placeholder}>
      <FollowBoatToggle uid={session.user.uid} boatId={boatId} boatName={boatName} />
    </Suspense>
  );
}

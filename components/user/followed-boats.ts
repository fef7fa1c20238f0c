import useSWR, { mutate as mutateGlobal, type KeyedMutator } from 'swr';
import type { UserBoatJson } from '@/lib/api/contract/user';
import { getSessionState, subscribeSession } from '@/lib/auth/client-session';
import { ApiCallError, apiFetch, apiRequest } from '@/lib/browser/api-fetch';

/**
 * The signed-in user's boat list in the browser, shared through SWR's cache by the profile page and
 * every follow button: loaded once per user (the profile reloads it for fresh latest landings),
 * changed optimistically (the button flips at once) and rolled back when the server says no.
 */

const USER_BOATS_PATH = '/api/user/boats';

export interface FollowedBoats {
  /** The list as last loaded, plus boats followed since (the profile's rows). */
  boats: readonly UserBoatJson[];
  /** What the user follows right now, optimistic changes included. */
  following: ReadonlySet<string>;
}

type ListKey = readonly [path: string, uid: string];

async function fetchFollowedBoats([path]: ListKey): Promise<FollowedBoats> {
  const boats = await apiFetch<UserBoatJson[]>(path, {
    auth: true,
    failureMessage: 'Kunne ikke hente båtene dine.',
  });
  return { boats, following: new Set(boats.map((boat) => boat.id)) };
}

// Signing out forgets every list held in this tab: the next person at the screen must not see it.
subscribeSession(() => {
  if (getSessionState().status !== 'signed-out') return;
  void mutateGlobal((key) => Array.isArray(key) && key[0] === USER_BOATS_PATH, undefined, {
    revalidate: false,
  });
});

/**
 * The list of `uid` (nothing for null). The key holds the uid, so another user means another list.
 * `fresh` reloads it on mount even when it is cached (the profile); follow buttons reuse what is there.
 */
export function useFollowedBoats(uid: string | null, options: { fresh?: boolean } = {}) {
  return useSWR(uid ? ([USER_BOATS_PATH, uid] as ListKey) : null, fetchFollowedBoats, {
    revalidateIfStale: options.fresh ?? false,
    revalidateOnFocus: false,
    // A refused load (429, signed out) is not retried behind the user's back; the profile offers a button.
    shouldRetryOnError: false,
  });
}

function withFollowing(list: FollowedBoats | undefined, boatId: string, follow: boolean) {
  if (!list) return list;
  const following = new Set(list.following);
  if (follow) following.add(boatId);
  else following.delete(boatId);
  return { ...list, following };
}

function withBoat(list: FollowedBoats | undefined, boat: UserBoatJson): FollowedBoats | undefined {
  if (!list) return list;
  const known = list.boats.some((entry) => entry.id === boat.id);
  return {
    ...list,
    boats: known ? list.boats.map((entry) => (entry.id === boat.id ? boat : entry)) : [boat, ...list.boats],
  };
}

const SAVE_FAILED = 'Kunne ikke lagre endringen. Prøv igjen.';

/** The sentence the follow button shows for a refused change. */
export function followFailureMessage(error: unknown): string {
  // A 404 here means the boat, not the endpoint: say so in the button's words.
  if (error instanceof ApiCallError)
    return error.status === 404 ? 'Båten finnes ikke i dataene.' : error.message;
  if (error instanceof Error && error.name === 'NotSignedInError') return 'Du må logge inn på nytt.';
  return SAVE_FAILED;
}

/**
 * Follows or unfollows: at once in every view of the list, then on the server. On failure only this
 * boat is flipped back and the error is rethrown. Each step is a synchronous edit of the list as it is
 * at that moment (not SWR's optimisticData, which restores a snapshot), so changes to several boats on
 * their way at once keep each other's state; a list load that started before the change is dropped.
 */
export async function setFollowing(
  mutateList: KeyedMutator<FollowedBoats>,
  boatId: string,
  follow: boolean,
): Promise<void> {
  const edit = (change: (list: FollowedBoats | undefined) => FollowedBoats | undefined) =>
    mutateList(change, { revalidate: false });
  void edit((list) => withFollowing(list, boatId, follow));
  try {
    const path = `${USER_BOATS_PATH}/${encodeURIComponent(boatId)}`;
    const request = { auth: true, failureMessage: SAVE_FAILED } as const;
    if (follow) {
      // The answer is the boat's row as the profile shows it (name, latest landing).
      const boat = await apiFetch<UserBoatJson>(path, { ...request, method: 'POST' });
      await edit((list) => withBoat(list, boat));
    } else {
      // Nothing to read from the answer: the row stays, shown as no longer followed.
      await apiRequest(path, { ...request, method: 'DELETE' });
    }
  } catch (error) {
    await edit((list) => withFollowing(list, boatId, !follow));
    throw error;
  }
}

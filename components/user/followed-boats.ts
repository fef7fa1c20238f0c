import { useSyncExternalStore } from 'react';
import type { UserBoatJson } from '@/lib/api/contract/user';
import { authorizedFetch, getSessionState, subscribeSession } from '@/lib/auth/client-session';

/**
 * The signed-in user's boat list in the browser, shared by the profile page and every follow button:
 * loaded once per user, changed optimistically (the button flips at once) and rolled back when the
 * server says no. Forgotten when the user signs out or another user signs in.
 */

export interface FollowedBoatsState {
  uid: string | null;
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** The list as last loaded, plus boats followed since (the profile's rows). */
  boats: readonly UserBoatJson[];
  /** What the user follows right now, optimistic changes included. */
  following: ReadonlySet<string>;
  /** Boats with a change on its way to the server. */
  pending: ReadonlySet<string>;
}

const INITIAL: FollowedBoatsState = {
  uid: null,
  status: 'idle',
  boats: [],
  following: new Set(),
  pending: new Set(),
};

let state = INITIAL;
let loading: Promise<void> | null = null;
/** Which load is the latest; an older one that finishes later is ignored. */
let loadGeneration = 0;
const listeners = new Set<() => void>();

function update(next: Partial<FollowedBoatsState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// A different user (or nobody) means a different list.
subscribeSession(() => {
  const session = getSessionState();
  const uid = session.status === 'signed-in' ? session.user.uid : null;
  if (uid !== state.uid && state.uid !== null) {
    loading = null;
    update({ ...INITIAL, uid: null });
  }
});

export class FollowError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'FollowError';
  }
}

async function failure(response: Response): Promise<FollowError> {
  if (response.status === 429) {
    const seconds = response.headers.get('Retry-After');
    return new FollowError(
      `For mange endringer på kort tid. Prøv igjen${seconds ? ` om ${seconds} s` : ' om litt'}.`,
      429,
    );
  }
  if (response.status === 401) return new FollowError('Du må logge inn på nytt.', 401);
  if (response.status === 404) return new FollowError('Båten finnes ikke i dataene.', 404);
  const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
  return new FollowError(body?.error?.message ?? 'Kunne ikke lagre endringen. Prøv igjen.', response.status);
}

/** Loads the user's list (once, unless `force`). */
export function loadFollowedBoats(uid: string, options: { force?: boolean } = {}): Promise<void> {
  if (state.uid !== uid) {
    loading = null;
    update({ ...INITIAL, uid });
  }
  if (loading && !options.force) return loading;
  update({ status: state.status === 'ready' ? 'ready' : 'loading' });
  const generation = ++loadGeneration;
  const request = (async () => {
    try {
      const response = await authorizedFetch('/api/user/boats');
      if (!response.ok) throw await failure(response);
      const boats = (await response.json()) as UserBoatJson[];
      if (state.uid !== uid || generation !== loadGeneration) return; // superseded
      // Changes still on their way keep their optimistic state.
      const following = new Set(boats.map((boat) => boat.id));
      for (const id of state.pending) {
        if (state.following.has(id)) following.add(id);
        else following.delete(id);
      }
      update({ status: 'ready', boats, following });
    } catch (error) {
      console.error('Kunne ikke hente båtlisten', error);
      if (generation !== loadGeneration) return;
      loading = null;
      if (state.uid === uid) update({ status: 'error' });
    }
  })();
  loading = request;
  return request;
}

/** Follows or unfollows at once in the page, then on the server; rolls back and throws on failure. */
export async function setFollowing(boatId: string, follow: boolean): Promise<void> {
  if (state.pending.has(boatId)) return;
  const uid = state.uid;
  const before = state.following.has(boatId);
  const following = new Set(state.following);
  if (follow) following.add(boatId);
  else following.delete(boatId);
  update({ following, pending: new Set(state.pending).add(boatId) });

  const settle = (changes: Partial<FollowedBoatsState>) => {
    if (state.uid !== uid) return; // the user changed meanwhile; that list is gone
    const pending = new Set(state.pending);
    pending.delete(boatId);
    update({ ...changes, pending });
  };

  try {
    const response = await authorizedFetch(`/api/user/boats/${encodeURIComponent(boatId)}`, {
      method: follow ? 'POST' : 'DELETE',
    });
    if (!response.ok) throw await failure(response);
    if (follow) {
      const boat = (await response.json()) as UserBoatJson;
      const known = state.boats.some((entry) => entry.id === boat.id);
      settle({
        boats: known
          ? state.boats.map((entry) => (entry.id === boat.id ? boat : entry))
          : [boat, ...state.boats],
      });
    } else {
      settle({});
    }
  } catch (error) {
    const rolledBack = new Set(state.following);
    if (before) rolledBack.add(boatId);
    else rolledBack.delete(boatId);
    settle({ following: rolledBack });
    throw error instanceof FollowError ? error : new FollowError('Kunne ikke lagre endringen. Prøv igjen.');
  }
}

const getState = () => state;
const getServerState = () => INITIAL;

export function useFollowedBoats(): FollowedBoatsState {
  return useSyncExternalStore(subscribe, getState, getServerState);
}

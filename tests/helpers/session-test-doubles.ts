import { act } from '@testing-library/react';
import type * as session from '@/lib/auth/client-session';

/**
 * Test doubles of the browser session for the follow-button and profile tests: a session store the
 * test sets by hand and an `authorizedFetch` it answers. Use as
 * `jest.mock('../../lib/auth/client-session', () => jest.requireActual('../../tests/helpers/session-test-doubles').clientSessionDouble())`.
 */
export function clientSessionDouble() {
  let state: session.SessionState = { status: 'signed-out' };
  const listeners = new Set<() => void>();
  return {
    getSessionState: () => state,
    getServerSessionState: (): session.SessionState => ({ status: 'unknown' }),
    subscribeSession: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    startSession: jest.fn(),
    signOutSession: jest.fn(),
    authorizedFetch: jest.fn(),
    setMockSession: (next: session.SessionState) => {
      state = next;
      listeners.forEach((listener) => listener());
    },
  };
}

export type SessionDouble = ReturnType<typeof clientSessionDouble>;

/** The mocked session module of the running test (it must have mocked it with clientSessionDouble). */
export const sessionDouble = () => jest.requireMock<SessionDouble>('../../lib/auth/client-session');

export function signIn(uid: string, emailVerified = false) {
  act(() =>
    sessionDouble().setMockSession({
      status: 'signed-in',
      user: {
        uid,
        email: `${uid}@example.com`,
        displayName: null,
        photoURL: null,
        phoneNumber: null,
        emailVerified,
      },
    }),
  );
}

export function signOut() {
  act(() => sessionDouble().setMockSession({ status: 'signed-out' }));
}

/** jsdom has no fetch Response: the little the boat list reads of one. */
export const jsonResponse = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  ({
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name: string) => headers[name] ?? null },
    json: async () => body,
  }) as unknown as Response;

/** A followed boat as GET /api/user/boats answers it. */
export const userBoat = (id: string, latestWeight: number | null = null) => ({
  id,
  name: `Båt ${id}`,
  registrationMark: null,
  registrationMarkDisplay: latestWeight === null ? null : `N-${id}-B`,
  followedAt: '2025-01-01T00:00:00.000Z',
  latestLanding: latestWeight === null ? null : { date: '2025-12-18', weight: latestWeight },
});

/** A promise the test settles when it wants to (a server answer still on its way). */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

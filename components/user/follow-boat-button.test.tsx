/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import * as session from '@/lib/auth/client-session';
import { AUTH_ERROR_MESSAGES, GENERIC_AUTH_ERROR, authErrorMessage } from '@/lib/auth/auth-errors';
import { FollowBoatButton } from './follow-boat-button';

jest.mock('../../lib/auth/client-session', () => {
  let state: unknown = { status: 'signed-out' };
  const listeners = new Set<() => void>();
  return {
    getSessionState: () => state,
    getServerSessionState: () => ({ status: 'unknown' }),
    subscribeSession: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    startSession: jest.fn(),
    authorizedFetch: jest.fn(),
    setMockSession: (next: unknown) => {
      state = next;
      listeners.forEach((listener) => listener());
    },
  };
});

const mocked = session as unknown as typeof session & {
  setMockSession: (state: session.SessionState) => void;
  authorizedFetch: jest.Mock;
};

function signIn(uid: string) {
  act(() =>
    mocked.setMockSession({
      status: 'signed-in',
      user: {
        uid,
        email: `${uid}@example.com`,
        displayName: null,
        photoURL: null,
        phoneNumber: null,
        emailVerified: false,
      },
    }),
  );
}

// jsdom has no fetch Response: the little the store reads of one.
const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  ({
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name: string) => headers[name] ?? null },
    json: async () => body,
  }) as unknown as Response;

const entry = (id: string) => ({
  id,
  name: `Båt ${id}`,
  registrationMark: null,
  registrationMarkDisplay: null,
  followedAt: '2025-01-01T00:00:00.000Z',
  latestLanding: null,
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

afterEach(() => {
  mocked.authorizedFetch.mockReset();
  act(() => mocked.setMockSession({ status: 'signed-out' }));
});

describe('FollowBoatButton', () => {
  it('is not shown to visitors who are not signed in', () => {
    const { container } = render(<FollowBoatButton boatId="1" />);
    expect(container).toBeEmptyDOMElement();
  });

  it("shows the user's state as a toggle and follows optimistically", async () => {
    mocked.authorizedFetch.mockResolvedValueOnce(json([entry('1')]));
    signIn('user-a');
    render(
      <>
        <FollowBoatButton boatId="1" boatName="Båt 1" />
        <FollowBoatButton boatId="2" boatName="Båt 2" />
      </>,
    );
    const followed = await screen.findByRole('button', { name: 'Slutt å følge Båt 1' });
    await waitFor(() => expect(followed).toBeEnabled());
    expect(followed).toHaveAttribute('aria-pressed', 'true');
    const other = screen.getByRole('button', { name: 'Følg båt Båt 2' });
    expect(other).toHaveAttribute('aria-pressed', 'false');
    expect(mocked.authorizedFetch).toHaveBeenCalledWith('/api/user/boats');

    const answer = deferred<Response>();
    mocked.authorizedFetch.mockReturnValueOnce(answer.promise);
    fireEvent.click(other);
    // Flipped before the server answered.
    expect(other).toHaveAttribute('aria-pressed', 'true');
    expect(other).toHaveTextContent('Slutt å følge');
    expect(mocked.authorizedFetch).toHaveBeenLastCalledWith('/api/user/boats/2', { method: 'POST' });
    await act(async () => answer.resolve(json(entry('2'), 201)));
    expect(other).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('rolls back and says so when the server refuses', async () => {
    mocked.authorizedFetch.mockResolvedValueOnce(json([entry('7')]));
    signIn('user-b');
    render(<FollowBoatButton boatId="7" />);
    const button = await screen.findByRole('button', { name: 'Slutt å følge' });
    await waitFor(() => expect(button).toBeEnabled());

    const answer = deferred<Response>();
    mocked.authorizedFetch.mockReturnValueOnce(answer.promise);
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(mocked.authorizedFetch).toHaveBeenLastCalledWith('/api/user/boats/7', { method: 'DELETE' });
    await act(async () =>
      answer.resolve(json({ error: { code: 'rate_limited', message: 'x' } }, 429, { 'Retry-After': '42' })),
    );
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Prøv igjen om 42 s');

    mocked.authorizedFetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fireEvent.click(button);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Kunne ikke lagre endringen'));
    expect(button).toHaveAttribute('aria-pressed', 'true');
  });

  it('forgets the list when another user signs in', async () => {
    mocked.authorizedFetch.mockResolvedValueOnce(json([entry('9')]));
    signIn('user-c');
    render(<FollowBoatButton boatId="9" />);
    await waitFor(() => expect(screen.getByRole('button')).toHaveAttribute('aria-pressed', 'true'));
    mocked.authorizedFetch.mockResolvedValueOnce(json([]));
    signIn('user-d');
    await waitFor(() => expect(screen.getByRole('button')).toBeEnabled());
    expect(screen.getByRole('button')).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('sign-in error messages', () => {
  it('are Norwegian for the codes the spec names, and generic (and logged) otherwise', () => {
    for (const code of [
      'auth/invalid-api-key',
      'auth/operation-not-supported-in-this-environment',
      'auth/invalid-persistence-type',
      'auth/redirect-cancelled-by-user',
      'auth/wrong-password',
      'auth/invalid-credential',
      'auth/user-not-found',
      'auth/email-already-in-use',
      'auth/too-many-requests',
      'auth/weak-password',
      'auth/invalid-email',
      'auth/popup-closed-by-user',
      'auth/network-request-failed',
    ]) {
      expect(AUTH_ERROR_MESSAGES[code]).toBeTruthy();
      expect(authErrorMessage({ code })).toBe(AUTH_ERROR_MESSAGES[code]);
    }
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(authErrorMessage({ code: 'auth/something-new' })).toBe(GENERIC_AUTH_ERROR);
    expect(authErrorMessage(new Error('boom'))).toBe(GENERIC_AUTH_ERROR);
    expect(log).toHaveBeenCalledTimes(2);
    log.mockRestore();
  });
});

/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AUTH_ERROR_MESSAGES, GENERIC_AUTH_ERROR, authErrorMessage } from '@/lib/auth/auth-errors';
import { FollowBoatButton } from './follow-boat-button';
import {
  deferred,
  jsonResponse,
  sessionDouble,
  signIn,
  signOut,
  userBoat,
} from '@/tests/helpers/session-test-doubles';

jest.mock('../../lib/auth/client-session', () =>
  jest.requireActual('../../tests/helpers/session-test-doubles').clientSessionDouble(),
);

const mocked = sessionDouble();
const json = jsonResponse;
const entry = (id: string) => userBoat(id);

/** A follow button per boat, named "Båt {id}". */
function renderButtons(...ids: string[]) {
  return render(
    <>
      {ids.map((id) => (
        <FollowBoatButton key={id} boatId={id} boatName={`Båt ${id}`} />
      ))}
    </>,
  );
}

afterEach(() => {
  mocked.authorizedFetch.mockReset();
  signOut();
});

describe('FollowBoatButton', () => {
  it('is not shown to visitors who are not signed in', () => {
    const { container } = render(<FollowBoatButton boatId="1" />);
    expect(container).toBeEmptyDOMElement();
  });

  it("on a boat's own page, leads a visitor who is not signed in to sign in and back", async () => {
    render(<FollowBoatButton boatId="LK 123" boatName="Havbris" signedOut="link" />);
    const link = screen.getByRole('link', { name: 'Følg båt Havbris (logg inn først)' });
    expect(link).toHaveAttribute('href', '/login?next=%2Fboats%2FLK%2520123');
    mocked.authorizedFetch.mockResolvedValueOnce(json([]));
    signIn('user-a');
    expect(await screen.findByRole('button', { name: 'Følg båt Havbris' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it("shows the user's state as a toggle and follows optimistically", async () => {
    mocked.authorizedFetch.mockResolvedValueOnce(json([entry('1')]));
    signIn('user-a');
    renderButtons('1', '2');
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

describe('following several boats at once', () => {
  it('rolls back only the boat whose change failed', async () => {
    mocked.authorizedFetch.mockResolvedValueOnce(json([]));
    signIn('profile-c');
    renderButtons('31', '32');
    const first = await screen.findByRole('button', { name: 'Følg båt Båt 31' });
    const second = screen.getByRole('button', { name: 'Følg båt Båt 32' });
    await waitFor(() => expect(first).toBeEnabled());

    const firstAnswer = deferred<Response>();
    const secondAnswer = deferred<Response>();
    mocked.authorizedFetch.mockReturnValueOnce(firstAnswer.promise).mockReturnValueOnce(secondAnswer.promise);
    fireEvent.click(first);
    fireEvent.click(second);
    expect(first).toHaveAttribute('aria-pressed', 'true');
    expect(second).toHaveAttribute('aria-pressed', 'true');

    await act(async () => secondAnswer.resolve(json(entry('32'), 201)));
    await act(async () => firstAnswer.reject(new TypeError('Failed to fetch')));
    expect(first).toHaveAttribute('aria-pressed', 'false');
    expect(second).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Kunne ikke lagre endringen. Prøv igjen.');
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

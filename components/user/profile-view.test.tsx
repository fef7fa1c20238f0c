/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ProfileView } from './profile-view';
import { jsonResponse, sessionDouble, signIn, signOut, userBoat } from '@/tests/helpers/session-test-doubles';

const replace = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace, prefetch: jest.fn(), back: jest.fn() }),
}));

jest.mock('../../lib/auth/client-session', () =>
  jest.requireActual('../../tests/helpers/session-test-doubles').clientSessionDouble(),
);

const mocked = sessionDouble();
const json = jsonResponse;
const entry = userBoat;

afterEach(() => {
  mocked.authorizedFetch.mockReset();
  replace.mockReset();
  signOut();
});

describe('ProfileView', () => {
  it('sends a signed-out visitor to the login page', () => {
    render(<ProfileView />);
    expect(replace).toHaveBeenCalledWith('/login?next=/profile');
  });

  it("lists the user's boats first, with their latest landing, and keeps an unfollowed one to follow again", async () => {
    mocked.authorizedFetch.mockResolvedValueOnce(json([entry('11', 12_500), entry('12')]));
    signIn('profile-a');
    render(<ProfileView />);
    const list = await screen.findByRole('list', { name: 'Mine båter' });
    const boats = within(list).getAllByRole('listitem');
    expect(boats).toHaveLength(2);
    expect(boats[0]).toHaveTextContent('Båt 11 N-11-B');
    expect(boats[0]).toHaveTextContent('Siste landing 18/12/2025: 12,5 t');
    expect(boats[1]).toHaveTextContent('Ingen landinger registrert');
    // The boats come before the account's details.
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Mine båter', 'Konto']);
    // Details the account does not have are not listed as dashes.
    const account = screen.getByRole('region', { name: 'Konto' });
    expect(account).not.toHaveTextContent('Telefon');
    expect(account).not.toHaveTextContent('Profilbilde');

    mocked.authorizedFetch.mockResolvedValueOnce(json(null, 204));
    fireEvent.click(await within(boats[0]).findByRole('button', { name: 'Slutt å følge Båt 11' }));
    await waitFor(() =>
      expect(within(boats[0]).getByRole('button', { name: 'Følg båt Båt 11' })).toBeEnabled(),
    );
    expect(mocked.authorizedFetch).toHaveBeenLastCalledWith('/api/user/boats/11', { method: 'DELETE' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });

  it('says when the list cannot be loaded and loads it again on request', async () => {
    mocked.authorizedFetch.mockResolvedValueOnce(json({ error: { code: 'internal', message: 'boom' } }, 500));
    signIn('profile-b');
    render(<ProfileView />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Kunne ikke hente båtene dine.');

    mocked.authorizedFetch.mockResolvedValueOnce(json([entry('21')]));
    fireEvent.click(screen.getByRole('button', { name: 'Prøv igjen' }));
    expect(await screen.findByRole('link', { name: 'Båt 21' })).toHaveAttribute('href', '/boats/21');
    expect(mocked.authorizedFetch).toHaveBeenCalledTimes(2);
  });
});

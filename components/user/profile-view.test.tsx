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

const ALERTS_PATH = '/api/user/alerts';
const alerts = (settings: Partial<{ email: boolean; pending: boolean; available: boolean }> = {}) => ({
  email: false,
  pending: false,
  address: 'leser@example.com',
  available: true,
  ...settings,
});

// The alert switch asks for its settings beside the boat list (which is asked first, and gets each
// test's `mockResolvedValueOnce`); anything else answers the switch.
beforeEach(() => {
  mocked.authorizedFetch.mockImplementation(async (path: string) =>
    path === ALERTS_PATH ? json(alerts({ available: false })) : json([]),
  );
});

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
    expect(headings).toEqual(['Mine båter', 'Varsler', 'Konto']);
    // This server sends no mail: the switch is not offered, and the profile says why.
    expect(screen.getByRole('region', { name: 'Varsler' })).toHaveTextContent(
      'Varsler på e-post tilbys ikke her',
    );
    expect(screen.queryByRole('switch')).toBeNull();
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
    expect(mocked.authorizedFetch.mock.calls.filter(([path]) => path !== ALERTS_PATH)).toHaveLength(2);
  });

  it('turns alerts on with a confirmation mail, says so, and says when a change fails', async () => {
    mocked.authorizedFetch.mockImplementation(async (path: string, init?: RequestInit) => {
      if (path !== ALERTS_PATH) return json([]);
      if (init?.method === 'PUT') return json(alerts({ pending: true }));
      return json(alerts());
    });
    signIn('profile-c');
    render(<ProfileView />);
    const toggle = await screen.findByRole('switch', { name: 'E-post når båtene mine lander' });
    expect(toggle).not.toBeChecked();
    expect(screen.getByRole('region', { name: 'Varsler' })).toHaveTextContent('Av.');
    fireEvent.click(toggle);
    expect(await screen.findByText(/Vi har sendt en lenke til leser@example.com/)).toBeVisible();
    expect(toggle).toBeChecked();
    expect(mocked.authorizedFetch).toHaveBeenCalledWith(
      ALERTS_PATH,
      expect.objectContaining({ method: 'PUT', body: JSON.stringify({ email: true }) }),
    );

    mocked.authorizedFetch.mockResolvedValueOnce(
      json({ error: { code: 'too_many_requests', message: 'For mange endringer' } }, 429),
    );
    fireEvent.click(toggle);
    expect(await screen.findByRole('alert')).toHaveTextContent(/.+/);
    expect(toggle).toBeChecked();
  });
});

/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { HouseAdLink } from './house-ad-link';
import { signIn, signOut } from '@/tests/helpers/session-test-doubles';

jest.mock('../../lib/auth/client-session', () =>
  jest.requireActual('../../tests/helpers/session-test-doubles').clientSessionDouble(),
);

const ad = { title: 'Følg båtene du bryr deg om', text: 'Logg inn og lag din egen liste.', href: '/login' };
const forMembers = { title: 'Båtene du følger', text: 'Se siste landing.', href: '/profile' };

afterEach(() => signOut());

describe('HouseAdLink', () => {
  it('asks a visitor who is not signed in to sign in', () => {
    render(<HouseAdLink ad={ad} signedIn={forMembers} className="ad" />);
    expect(screen.getByRole('link')).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link')).toHaveTextContent('Logg inn og lag din egen liste.');
  });

  it('does not ask a signed-in reader to sign in', () => {
    signIn('user-a');
    render(<HouseAdLink ad={ad} signedIn={forMembers} className="ad" />);
    expect(screen.getByRole('link')).toHaveAttribute('href', '/profile');
    expect(screen.queryByText(/Logg inn/)).not.toBeInTheDocument();
  });
});

/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { DEFAULT_TOP_LANDINGS } from '@/lib/url-state/top-landings';
import { ShareEmbed } from './share-embed';

jest.mock('./share-panel', () => ({ __esModule: true, default: () => <p>Delingspanel</p> }));

describe('ShareEmbed', () => {
  it('is disabled in the server HTML: a click before the scripts run is refused, not lost', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ShareEmbed state={DEFAULT_TOP_LANDINGS} />);
    expect(container.querySelector('button')).toBeDisabled();
    expect(container.querySelector('button')).toHaveTextContent('Del / bygg inn');
  });

  it('opens its panel once the page has hydrated', async () => {
    render(<ShareEmbed state={DEFAULT_TOP_LANDINGS} />);
    const button = screen.getByRole('button', { name: 'Del / bygg inn' });
    expect(button).toBeEnabled();
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText('Delingspanel')).toBeInTheDocument();
  });
});

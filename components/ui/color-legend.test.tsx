/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { ColorLegend } from './color-legend';

describe('a colour key', () => {
  it('names each colour, with the swatch hidden from assistive technology', () => {
    render(
      <ColorLegend
        label="Fargeforklaring"
        swatch="dot"
        items={[
          { key: 'a', name: 'Konvensjonelle', color: 'rgb(1, 2, 3)' },
          { key: 'b', name: 'Trål', color: 'rgb(4, 5, 6)' },
        ]}
      />,
    );
    const key = screen.getByRole('list', { name: 'Fargeforklaring' });
    const items = within(key).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Konvensjonelle', 'Trål']);
    const swatch = items[0].querySelector('span')!;
    expect(swatch.getAttribute('aria-hidden')).toBe('true');
    expect(swatch.style.background).toBe('rgb(1, 2, 3)');
  });

  it('is "Forklaring" by default, the charts’ name for it', () => {
    render(<ColorLegend items={[{ key: 'x', name: 'Torsk', color: 'red' }]} />);
    expect(screen.getByRole('list', { name: 'Forklaring' })).toBeTruthy();
  });
});

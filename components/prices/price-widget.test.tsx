/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { SAMPLE_PRICE_WIDGET } from '@/lib/landings/prices/price-sample';
import { PriceWidget } from './price-widget';

describe('PriceWidget', () => {
  it('shows the month’s prices per kg, each species linking to its prices', () => {
    render(
      <PriceWidget
        data={{
          month: '2025-07',
          isSample: false,
          prices: [
            { speciesCode: '1022', species: 'Torsk', pricePerKg: 34.52 },
            { speciesCode: '1032', species: 'Sei', pricePerKg: 113.3 },
          ],
        }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Priser til fisker, juli 2025' })).toBeInTheDocument();
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['Torsk34,5 kr/kg', 'Sei113 kr/kg']);
    expect(screen.getByRole('link', { name: 'Torsk' })).toHaveAttribute('href', '/priser?art=1022');
    expect(screen.queryByText(/Eksempelpris/)).toBeNull();
  });

  it('says so when it shows the spec’s sample because the store has no prices', () => {
    render(<PriceWidget data={SAMPLE_PRICE_WIDGET} />);
    expect(screen.getByRole('heading', { name: 'Priser til fisker' })).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('Hyse45,0 kr/kg');
    expect(screen.getByText(/Eksempelpris: dataene har ingen priser ennå/)).toBeInTheDocument();
  });
});

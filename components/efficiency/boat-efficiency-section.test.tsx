/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import type { BoatEfficiency, EfficiencyTrip } from '@/lib/trips/efficiency';
import { efficiencySentence } from '@/lib/trips/efficiency';
import { BoatEfficiencySection } from './boat-efficiency-section';

const trip = (departure: string, extra: Partial<EfficiencyTrip> = {}): EfficiencyTrip => ({
  departure,
  arrival: departure.replace('T06', 'T18'),
  source: 'logbook',
  hoursAtSea: 12,
  distanceNm: 80,
  gapHours: 0,
  positionsPerHour: 1,
  fishingHours: 5,
  fishingFrom: 'hauls',
  enginePowerKw: 300,
  fishingLoadFactor: 0.5,
  fuelLitres: 600,
  co2Kg: 1615.8,
  landings: 1,
  roundWeight: 6000,
  value: 120_000,
  pricedWeight: 6000,
  reasons: [],
  ...extra,
});

const efficiency: BoatEfficiency = {
  boatId: '2019111153',
  year: 2025,
  years: [2025],
  segment: { gearGroupCode: '51', gearGroup: 'Snurrevad', lengthGroup: '11-14,99 m' },
  benchmarks: [
    {
      metric: 'kg_per_hour',
      trips: 14,
      boatMedian: 590,
      segmentMedian: 500,
      segmentP25: 410,
      segmentP75: 620,
      segmentBoats: 12,
      percentile: 72.7,
    },
  ],
  trips: [
    trip('2025-03-02T06:00:00Z'),
    trip('2025-03-01T06:00:00Z', {
      enginePowerKw: null,
      fuelLitres: null,
      co2Kg: null,
      reasons: ['engine-power-unknown'],
    }),
  ],
  months: [
    { month: '2025-02', boat: null, segment: 480 },
    { month: '2025-03', boat: 590, segment: 500 },
  ],
};

describe('the boat page’s Effektivitet', () => {
  it('says in a plain sentence how the boat compares with its segment', () => {
    expect(efficiencySentence(efficiency)).toBe(
      'Fanget 18\u00a0% mer per time på sjøen enn medianbåten blant båtene med snurrevad, 11–14,99 m (12 båter).',
    );
    expect(
      efficiencySentence({ ...efficiency, benchmarks: [{ ...efficiency.benchmarks[0], boatMedian: 400 }] }),
    ).toMatch(/^Fanget 20\u00a0% mindre per time/);
    render(<BoatEfficiencySection boatName="Havbris" efficiency={efficiency} csvHref="/x.csv" />);
    expect(screen.getByRole('heading', { name: 'Effektivitet 2025' })).toBeInTheDocument();
    expect(screen.getByText(/Fanget 18\s% mer per time på sjøen/)).toBeInTheDocument();
    expect(screen.getByText(/høyere enn 73\s% av 11 andre/)).toBeInTheDocument();
  });

  it('lists the trips with the reason an estimate is missing, and offers them as CSV', () => {
    render(<BoatEfficiencySection boatName="Havbris" efficiency={efficiency} csvHref="/x.csv" />);
    const table = screen.getByRole('table', { name: /Turer 2025/ });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('600');
    expect(rows[2]).toHaveTextContent('Motorkraften er ukjent');
    expect(screen.getByRole('link', { name: /CSV/ })).toHaveAttribute('href', '/x.csv');
  });

  it('shows the newest trips of a long year first, and all of them behind a link', () => {
    const days = Array.from({ length: 14 }, (_, i) => `2025-04-${String(14 - i).padStart(2, '0')}T06:00:00Z`);
    const busy = { ...efficiency, trips: days.map((day) => trip(day)) };
    const link = (all: boolean) => ({
      href: all ? '/b?alle=effektivitet' : '/b',
      text: all ? 'Vis alle 14 turer' : 'Vis færre turer',
    });
    const { unmount } = render(
      <BoatEfficiencySection boatName="Havbris" efficiency={busy} firstRows={10} tripsLink={link} />,
    );
    const table = screen.getByRole('table', { name: 'Turer 2025: de 10 nyeste av 14' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(10);
    expect(rows[0]).toHaveTextContent('14/4/2025');
    expect(screen.getByRole('link', { name: 'Vis alle 14 turer' })).toHaveAttribute(
      'href',
      '/b?alle=effektivitet',
    );
    unmount();

    render(
      <BoatEfficiencySection boatName="Havbris" efficiency={busy} firstRows={10} full tripsLink={link} />,
    );
    expect(within(screen.getByRole('table', { name: 'Turer 2025 (14)' })).getAllByRole('row')).toHaveLength(
      15,
    );
    expect(screen.getByRole('link', { name: 'Vis færre turer' })).toHaveAttribute('href', '/b');
  });

  it('draws the boat against its segment month by month', () => {
    render(<BoatEfficiencySection boatName="Havbris" efficiency={efficiency} />);
    expect(screen.getByRole('img', { name: /Havbris mot båtene med snurrevad/ })).toBeInTheDocument();
  });

  it('says why there is nothing for a boat without logbook or positions', () => {
    render(<BoatEfficiencySection boatName="Sjøblomsten" efficiency={null} />);
    expect(screen.getByText(/Ingen turer å regne på for Sjøblomsten: det krever/)).toBeInTheDocument();
  });

  it('says that the positions hold no whole trip for a boat with positions but no trip', () => {
    render(<BoatEfficiencySection boatName="Sjøblomsten" efficiency={null} hasPositions />);
    expect(
      screen.getByText(/posisjonene \(VMS\) dekker ingen hel tur fra havn til havn/),
    ).toBeInTheDocument();
  });
});

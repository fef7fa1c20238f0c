import type { LandingSummary } from '@/lib/landings/landing-document-lists';
import {
  chartGranularity,
  landingTotals,
  monthlySpeciesChart,
  perLandingSpeciesChart,
} from './boat-landings-data';

function landing(
  key: string,
  date: string,
  species: [code: string, name: string, kg: number][],
  price: number | null,
): LandingSummary {
  const total = species.reduce((sum, [, , kg]) => sum + kg, 0);
  return {
    DocumentKey: key,
    DocumentNumber: key,
    LandingDate: date,
    LandingTime: null,
    BoatID: '1',
    BoatName: 'TEST',
    BoatRegistrationID: 'N 0045B',
    BoatRadioSignalID: 'LABC',
    BoatLength: 14.9,
    MunicipalityCode: '1804',
    Municipality: 'Bodø',
    County: 'Nordland',
    BuyerID: null,
    BuyerName: null,
    StationID: null,
    StationName: null,
    Gear: 'Garn',
    Species: species.map(([code, name, kg]) => ({ ID: `fish:${code}`, Title: name, TotalWeight: kg })),
    TotalWeight: total,
    Price: price,
    PricedWeight: price == null ? 0 : total,
  };
}

const rows = [
  landing('c', '2025-03-02', [['1022', 'Torsk', 3000]], 90_000),
  landing(
    'a',
    '2025-01-10',
    [
      ['1022', 'Torsk', 1000],
      ['1027', 'Hyse', 500],
    ],
    40_000,
  ),
  landing('b', '2025-01-20', [['1027', 'Hyse', 250]], null),
];

describe('a boat’s landings: totals and averages', () => {
  it('sums weight and value, and averages over the right landings', () => {
    const totals = landingTotals(rows);
    expect(totals).toMatchObject({
      count: 3,
      totalWeight: 4750,
      totalValue: 130_000,
      pricedCount: 2,
      pricedWeight: 4500,
      averageWeight: 1583.33,
      averageValue: 65_000,
      firstDate: '2025-01-10',
      lastDate: '2025-03-02',
      landingDays: 3,
    });
    // Value per kg counts only the weight that has a price.
    expect(totals.pricePerKg).toBeCloseTo(130_000 / 4500, 2);
    expect(totals.largest).toEqual({ weight: 3000, date: '2025-03-02', docKey: 'c' });
  });

  it('has no averages and no value without landings or prices', () => {
    expect(landingTotals([])).toMatchObject({
      count: 0,
      totalWeight: 0,
      totalValue: null,
      averageWeight: null,
      averageValue: null,
      pricePerKg: null,
      largest: null,
    });
    expect(landingTotals([rows[2]]).totalValue).toBeNull();
  });
});

describe('a boat’s landings: chart series', () => {
  it('stacks weight per month by species, one category per month of the period', () => {
    const chart = monthlySpeciesChart(rows, { from: '2025-01-01', to: '2025-12-31' });
    expect(chart.categories).toHaveLength(12);
    expect(chart.categories[0]).toEqual({ key: '2025-01', label: 'jan', fullLabel: 'januar 2025' });
    const torsk = chart.series.find((s) => s.name === 'Torsk')!;
    const hyse = chart.series.find((s) => s.name === 'Hyse')!;
    expect(torsk.values.slice(0, 3)).toEqual([1000, 0, 3000]);
    expect(hyse.values.slice(0, 3)).toEqual([750, 0, 0]);
    // The heaviest species first.
    expect(chart.series[0].name).toBe('Torsk');
    // Every kilo ends up in the chart.
    const charted = chart.series.flatMap((s) => s.values).reduce((a, b) => a + b, 0);
    expect(charted).toBe(landingTotals(rows).totalWeight);
  });

  it('labels months with the year when the period spans two years', () => {
    const chart = monthlySpeciesChart(rows, { from: '2024-12-01', to: '2025-01-31' });
    expect(chart.categories.map((c) => c.label)).toEqual(['des 24', 'jan 25']);
  });

  it('gives one bar per landing, oldest first', () => {
    const chart = perLandingSpeciesChart(rows);
    expect(chart.categories.map((c) => c.key)).toEqual(['a', 'b', 'c']);
    expect(chart.categories[0]).toMatchObject({ label: '10/1', fullLabel: '10/1/2025, Bodø' });
    expect(chart.series.find((s) => s.name === 'Hyse')!.values).toEqual([500, 250, 0]);
  });

  it('groups all but the largest species as "Andre arter"', () => {
    const many = Array.from({ length: 10 }, (_, i) =>
      landing(`k${i}`, '2025-02-01', [[`${1000 + i}`, `Art ${i}`, 100 * (i + 1)]], null),
    );
    const chart = monthlySpeciesChart(many, { from: '2025-01-01', to: '2025-03-31' }, 8);
    expect(chart.series).toHaveLength(8);
    expect(chart.series[7]).toMatchObject({ name: 'Andre arter (3)', isOther: true, values: [0, 600, 0] });
  });

  it('picks per landing for a short period with few landings, per month otherwise', () => {
    expect(chartGranularity(undefined, { from: '2025-03-01', to: '2025-03-31' }, 10)).toBe('landing');
    expect(chartGranularity(undefined, { from: '2025-01-01', to: '2025-12-31' }, 10)).toBe('month');
    expect(chartGranularity(undefined, { from: '2025-03-01', to: '2025-03-31' }, 200)).toBe('month');
    expect(chartGranularity('landing', { from: '2025-01-01', to: '2025-12-31' }, 200)).toBe('landing');
    expect(chartGranularity('nonsense', { from: '2025-01-01', to: '2025-12-31' }, 5)).toBe('month');
  });
});

import type { LandingSummary } from '@/lib/landings/notes/landing-document-lists';
import type { SpeciesWeightAt } from '@/lib/landings/boats/boat-period';
import { chartGranularity, perLandingSpeciesChart, periodSpeciesChart } from './boat-landings-data';

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

describe('a boat’s landings: chart series', () => {
  // What the store sums per month and species (lib/landings/boats/boat-period.ts) for the rows above.
  const monthly: SpeciesWeightAt[] = [
    { at: '2025-01', code: '1022', name: 'Torsk', weight: 1000 },
    { at: '2025-01', code: '1027', name: 'Hyse', weight: 750 },
    { at: '2025-03', code: '1022', name: 'Torsk', weight: 3000 },
  ];

  it('stacks the weight per month by species, one category per month of the period', () => {
    const chart = periodSpeciesChart(monthly, { from: '2025-01-01', to: '2025-12-31' }, 'month');
    expect(chart.categories).toHaveLength(12);
    expect(chart.categories[0]).toEqual({ key: '2025-01', label: 'jan', fullLabel: 'januar 2025' });
    const torsk = chart.series.find((s) => s.name === 'Torsk')!;
    const hyse = chart.series.find((s) => s.name === 'Hyse')!;
    expect(torsk.values.slice(0, 3)).toEqual([1000, 0, 3000]);
    expect(hyse.values.slice(0, 3)).toEqual([750, 0, 0]);
    // The heaviest species first, and every kilo in the chart.
    expect(chart.series[0].name).toBe('Torsk');
    const charted = chart.series.flatMap((s) => s.values).reduce((a, b) => a + b, 0);
    expect(charted).toBe(4750);
  });

  it('labels months with the year when the period spans two years', () => {
    const chart = periodSpeciesChart(monthly, { from: '2024-12-01', to: '2025-01-31' }, 'month');
    expect(chart.categories.map((c) => c.label)).toEqual(['des 24', 'jan 25']);
  });

  it('draws a long period per year, every year of it', () => {
    const yearly: SpeciesWeightAt[] = [
      { at: '2001', code: '1022', name: 'Torsk', weight: 10 },
      { at: '2026', code: '1022', name: 'Torsk', weight: 30 },
    ];
    const chart = periodSpeciesChart(yearly, { from: '2001-01-01', to: '2026-12-31' }, 'year');
    expect(chart.categories).toHaveLength(26);
    expect(chart.categories[25]).toMatchObject({ key: '2026', label: '2026' });
    expect(chart.series[0].values[0]).toBe(10);
    expect(chart.series[0].values[25]).toBe(30);
  });

  it('gives one bar per landing, oldest first', () => {
    const chart = perLandingSpeciesChart(rows);
    expect(chart.categories.map((c) => c.key)).toEqual(['a', 'b', 'c']);
    expect(chart.categories[0]).toMatchObject({ label: '10/1', fullLabel: '10/1/2025, Bodø' });
    expect(chart.series.find((s) => s.name === 'Hyse')!.values).toEqual([500, 250, 0]);
  });

  it('groups all but the largest species as "Andre arter"', () => {
    const many = Array.from({ length: 10 }, (_, i) => ({
      at: '2025-02',
      code: `${1000 + i}`,
      name: `Art ${i}`,
      weight: 100 * (i + 1),
    }));
    const chart = periodSpeciesChart(many, { from: '2025-01-01', to: '2025-03-31' }, 'month', 8);
    expect(chart.series).toHaveLength(8);
    expect(chart.series[7]).toMatchObject({ name: 'Andre arter (3)', isOther: true, values: [0, 600, 0] });
  });

  it('picks per landing for a short period with few landings, per month otherwise', () => {
    expect(chartGranularity(undefined, { from: '2025-03-01', to: '2025-03-31' }, 10)).toBe('landing');
    expect(chartGranularity(undefined, { from: '2025-01-01', to: '2025-12-31' }, 10)).toBe('month');
    expect(chartGranularity(undefined, { from: '2025-03-01', to: '2025-03-31' }, 200)).toBe('month');
    expect(chartGranularity('landing', { from: '2025-01-01', to: '2025-12-31' }, 200)).toBe('landing');
    expect(chartGranularity('nonsense', { from: '2025-01-01', to: '2025-12-31' }, 5)).toBe('month');
    // Too many landings for a bar each, or too many months: whole months, or whole years.
    expect(chartGranularity('landing', { from: '2025-01-01', to: '2025-12-31' }, 6216)).toBe('month');
    expect(chartGranularity(undefined, { from: '2001-01-01', to: '2026-12-31' }, 9000)).toBe('year');
    expect(chartGranularity('month', { from: '2001-01-01', to: '2026-12-31' }, 9000)).toBe('year');
    expect(chartGranularity('month', { from: '2020-01-01', to: '2026-12-31' }, 9000)).toBe('month');
  });
});

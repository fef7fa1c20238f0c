/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import type { FrontNews } from '@/lib/landings/front/front-news';
import { newsPeriods } from '@/lib/landings/front/front-news-periods';
import type { LandingSummary } from '@/lib/landings/notes/landing-document-lists';
import { changeDirection, formatChange, formatWeightChange, topMovers } from './change';
import { chartBars, FrontNewsSections } from './front-news';
import { MonthNews } from './month-news';
import { YearToDate } from './year-to-date';

const landing = (key: string, weight: number, extra: Partial<LandingSummary> = {}): LandingSummary => ({
  DocumentKey: key,
  DocumentNumber: key,
  LandingDate: '2026-06-12',
  LandingTime: null,
  BoatID: '2017009876',
  BoatName: 'Havbris',
  BoatRegistrationID: 'M-1-A',
  BoatRadioSignalID: 'LABC',
  BoatLength: 70,
  MunicipalityCode: null,
  Municipality: null,
  County: null,
  BuyerID: '1',
  BuyerName: 'Havsild AS',
  StationID: '55',
  StationName: 'Makrellkysten mottak',
  Gear: 'Snurpenot/ringnot',
  Species: [
    { ID: 'fish:061101', Title: 'Makrell', TotalWeight: weight * 0.9 },
    { ID: 'fish:061103', Title: 'Sild', TotalWeight: weight * 0.1 },
  ],
  TotalWeight: weight,
  Price: null,
  PricedWeight: 0,
  ...extra,
});

/** News of a store whose newest landing day is 20 June 2026; `year` overrides the year-so-far totals. */
function newsOf(year: Partial<FrontNews['yearToDate']> = {}): FrontNews {
  return {
    lastDate: '2026-06-20',
    periods: newsPeriods('2026-06-20'),
    yearToDate: {
      current: { value: null, weight: 1_124_000_000, pricedWeight: 0 },
      previous: { value: 9_000_000_000, weight: 1_000_000_000, pricedWeight: 1_000_000_000 },
      ...year,
    },
    speciesGroups: [
      { code: '0104', name: 'Makrell', current: 400_000_000, previous: 300_000_000 },
      { code: '0201', name: 'Torsk', current: 200_000_000, previous: 250_000_000 },
    ],
    month: {
      biggest: [landing('1-2-0-2026', 2_345_678), landing('2-2-0-2026', 1_000_000, { StationName: null })],
      species: [
        { code: '1022', name: 'Torsk', current: 5_000_000, previous: 4_000_000 },
        { code: '1027', name: 'Hyse', current: 1_000_000, previous: 2_000_000 },
        { code: '2524', name: 'Blåkveite', current: 300_000, previous: 0 },
      ],
      gears: [{ code: '5', name: 'Trål', current: 8_000_000, previous: 10_000_000 }],
    },
  };
}

describe('change against last year', () => {
  it('is a signed per cent with one decimal, a no-break space and a real minus', () => {
    expect(formatChange(112.4, 100)).toBe('+12,4\u00a0%');
    expect(formatChange(96.9, 100)).toBe('\u22123,1\u00a0%');
    expect(formatChange(100, 100)).toBe('0,0\u00a0%');
    expect(formatChange(2_468_000, 1_000)).toBe('+246.700,0\u00a0%');
    expect(formatChange(5, 0)).toBe('ny i år');
    expect(formatChange(0, 0)).toBe('–');
    expect(changeDirection(96.9, 100)).toBe('down');
    expect(changeDirection(100.01, 100)).toBe('flat');
    expect(formatWeightChange(5_000_000, 4_000_000)).toBe('+1.000 t');
    expect(formatWeightChange(1_000_000, 2_000_000)).toBe('\u22121.000 t');
  });

  it('picks the three that grew most and the three that fell most', () => {
    const entries = [10, -5, 3, 0, 7, -1, 2, -9].map((delta, i) => ({
      code: String(i),
      current: 100 + delta,
      previous: 100,
    }));
    const { up, down } = topMovers(entries);
    expect(up.map((entry) => entry.code)).toEqual(['0', '4', '2']);
    expect(down.map((entry) => entry.code)).toEqual(['7', '1', '5']);
  });
});

describe('Hittil i år', () => {
  it('shows the weight with its change, and says plainly why an unpublished value is not compared', () => {
    const { container } = render(<YearToDate news={newsOf()} />);
    const weight = container.querySelector('[data-figure="weight"]')!;
    expect(weight).toHaveTextContent('1.124.000 t');
    expect(weight).toHaveTextContent('+12,4 % mot 1.000.000 t samme dager i fjor');
    const value = container.querySelector('[data-figure="value"]')!;
    expect(value).toHaveTextContent('–');
    expect(value).toHaveTextContent('Verdien publiseres av Fiskeridirektoratet 12 måneder etter landingen.');
    expect(value).toHaveTextContent('Samme dager i fjor: 9.000.000.000 kr');
    expect(value).toHaveTextContent(
      'Endringen i verdi vises ikke: verdien er kjent for 0 % av vekten i år og 100 % samme dager i fjor.',
    );
    expect(value).not.toHaveTextContent('%)');
    expect(screen.getByRole('link', { name: '1.124.000 t' })).toHaveAttribute(
      'href',
      '/topoffloads?rows=species&from=2026-01-01&to=2026-06-20',
    );
  });

  it('says how much a partly known value covers, and does not compare it', () => {
    const { container } = render(
      <YearToDate
        news={newsOf({
          current: {
            value: 4_000_000_000,
            weight: 1_000_000_000,
            pricedWeight: 400_000_000,
          },
        })}
      />,
    );
    const value = container.querySelector('[data-figure="value"]')!;
    expect(value).toHaveTextContent('4.000.000.000 kr verdi kjent for 40 % av vekten');
    expect(value).toHaveTextContent('verdien er kjent for 40 % av vekten i år og 100 % samme dager i fjor');
    expect(value.querySelector('[data-change]')).toBeNull();
  });

  it('compares values when both years’ values are known', () => {
    const { container } = render(
      <YearToDate
        news={newsOf({
          current: {
            value: 9_900_000_000,
            weight: 1_000_000_000,
            pricedWeight: 1_000_000_000,
          },
        })}
      />,
    );
    const value = container.querySelector('[data-figure="value"]')!;
    expect(value).toHaveTextContent('9.900.000.000 kr');
    expect(value).toHaveTextContent('+10,0 % mot 9.000.000.000 kr samme dager i fjor');
    expect(container.querySelector('[data-value-not-compared]')).toBeNull();
  });
});

describe('the month’s news', () => {
  it('lists the biggest landings with boat, note, date, species and mottak linked', () => {
    render(<MonthNews news={newsOf()} />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Juni 2026 så langt');
    const items = within(screen.getByRole('region', { name: 'Største landinger' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Havbris 2.346 t12/6/2026 · Makrell, Sild · Makrellkysten mottak');
    expect(within(items[0]).getByRole('link', { name: 'Havbris' })).toHaveAttribute(
      'href',
      '/boats/2017009876',
    );
    expect(within(items[0]).getByRole('link', { name: 'Sluttseddel: 2.346 t' })).toHaveAttribute(
      'href',
      '/boats/2017009876/landing/1-2-0-2026',
    );
    expect(within(items[0]).getByRole('link', { name: 'Makrellkysten mottak' })).toHaveAttribute(
      'href',
      '/mottak/55',
    );
    // Without a station's name the buyer receives it, unlinked.
    expect(items[1]).toHaveTextContent('Havsild AS');
  });

  it('shows the species and gears that moved most, with weight and %, linked to their pages and lists', () => {
    render(<MonthNews news={newsOf()} />);
    const species = screen.getByRole('region', { name: 'Arter som endret seg mest' });
    expect(species).toHaveTextContent('Torsk +1.000 t (▲+25,0 %)');
    expect(species).toHaveTextContent('Blåkveite +300 t (▲ny i år)');
    expect(species).toHaveTextContent('Hyse −1.000 t (▼−50,0 %)');
    // A species has a page of its own.
    expect(within(species).getByRole('link', { name: 'Torsk' })).toHaveAttribute('href', '/art/torsk');
    const gears = screen.getByRole('region', { name: 'Fiskerier (redskap) som endret seg mest' });
    expect(gears).toHaveTextContent('Trål −2.000 t (▼−20,0 %)');
    expect(within(gears).getByRole('link', { name: 'Trål' })).toHaveAttribute(
      'href',
      '/topoffloads?from=2026-06-01&to=2026-06-20&gear=5',
    );
  });
});

describe('the species-group chart', () => {
  it('keeps the six heaviest groups and sums the rest as «Andre arter»', () => {
    const groups = Array.from({ length: 9 }, (_, i) => ({
      code: `0${i}`,
      name: `Gruppe ${i}`,
      current: (9 - i) * 1000,
      previous: 500,
    }));
    const bars = chartBars(groups, (code) => `/x?g=${code}`);
    expect(bars.map((bar) => bar.label)).toEqual([
      'Gruppe 0',
      'Gruppe 1',
      'Gruppe 2',
      'Gruppe 3',
      'Gruppe 4',
      'Gruppe 5',
      'Andre arter',
    ]);
    expect(bars[6]).toMatchObject({ current: 6000, previous: 1500 });
  });

  it('is an image named by its title, with the numbers and changes in a table', () => {
    render(<FrontNewsSections news={newsOf()} />);
    const image = screen.getByRole('img', { name: /Landet per artsgruppe, 2026 mot samme dager i 2025/ });
    expect(image.querySelectorAll('rect')).toHaveLength(4);
    const table = screen.getByRole('table', { name: /Landet per artsgruppe/ });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Makrell400.000 t300.000 t+33,3 %');
    expect(within(rows[1]).getByRole('link', { name: 'Makrell' })).toHaveAttribute(
      'href',
      '/topoffloads?rows=species&from=2026-01-01&to=2026-06-20&fishgroup=0104',
    );
    expect(screen.getAllByText('Kilde: Fiskeridirektoratet').length).toBeGreaterThan(0);
  });
});

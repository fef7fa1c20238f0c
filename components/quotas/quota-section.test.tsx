/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import type { QuotaLine } from '@/lib/api/contract/quotas';
import { tableCsv } from '@/components/ui/table-csv';
import { fishedShareText, quotaLineColumns, quotaText, remainingText, shareText } from './quota-columns';
import { QuotaSection } from './quota-section';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/',
}));

const line = (changes: Partial<QuotaLine>): QuotaLine => ({
  boatId: '2019111153',
  year: 2025,
  lineNumber: '1',
  description: 'Torsk',
  licenceCode: 'L',
  licence: 'Lukket gruppe kyst',
  speciesCode: '1022',
  species: 'Torsk',
  size: 120,
  unit: 'tonnes',
  quotaWeight: 120_000,
  catchWeight: 102_000,
  catchSource: 'landings',
  remainingWeight: 18_000,
  shareFished: 0.85,
  ...changes,
});

const tonnes = line({});
const factor = line({
  lineNumber: '2',
  description: 'Torsk, kvotefaktor',
  size: 1.25,
  unit: 'factor',
  quotaWeight: null,
  catchWeight: null,
  catchSource: null,
  remainingWeight: null,
  shareFished: null,
});

describe('quota texts', () => {
  it('shows tonnes as weight and a factor as a factor, never as tonnes', () => {
    expect(quotaText(tonnes)).toBe('120 t');
    expect(quotaText(factor)).toBe('Faktor 1,25');
    expect(shareText(0.85)).toBe('85 %');
    expect(shareText(0.051)).toBe('5,1 %');
    expect(shareText(null)).toBe('–');
  });

  it('says a quota fished beyond 100 % is overfished, never "-355 t"', () => {
    expect(remainingText(18_000)).toBe('18,0 t');
    expect(remainingText(0)).toBe('0 t');
    expect(remainingText(-355_000)).toBe('Overfisket med 355 t');
    expect(remainingText(null)).toBe('–');
    expect(fishedShareText(1.12)).toBe('112 % (overfisket)');
    expect(fishedShareText(1)).toBe('100 %');
    expect(fishedShareText(null)).toBe('–');
  });

  it('writes raw figures to the CSV, the factor in its own column', () => {
    const csv = tableCsv(quotaLineColumns(), [tonnes, factor]).split('\n');
    const header = csv[0].split(';');
    const at = (row: string, name: string) => row.split(';')[header.indexOf(name)];
    expect(header).toEqual(
      expect.arrayContaining(['Kvote (kg)', 'Kvotefaktor', 'Fisket (kg)', 'Andel fisket']),
    );
    expect(at(csv[1], 'Kvote (kg)')).toBe('120000');
    expect(at(csv[1], 'Kvotefaktor')).toBe('');
    expect(at(csv[2], 'Kvote (kg)')).toBe('');
    expect(at(csv[2], 'Kvotefaktor')).toMatch(/^1[.,]25$/);
  });
});

describe('QuotaSection', () => {
  it('draws a bar per line in tonnes and text for a factor, with the table and the credit', () => {
    render(
      <QuotaSection
        id="kvoter"
        year={2025}
        lines={[tonnes, factor]}
        csvHref="/x.csv"
        empty="Ingen kvoter."
      />,
    );
    const section = screen.getByRole('region', { name: 'Kvoter og fangst 2025' });
    const bars = within(section).getByRole('list', { name: /Fisket mot kvote/ });
    const items = within(bars).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('102 t av 120 t (85 %)');
    expect(items[0].querySelector('[aria-hidden="true"] > div')).toHaveStyle({ width: '85%' });
    expect(items[1]).toHaveTextContent('Faktor 1,25; fisket ikke kjent');
    expect(items[1].querySelector('[aria-hidden="true"]')).toBeNull();
    expect(within(section).getByRole('table')).toBeInTheDocument();
    expect(section).toHaveTextContent('Kilde: Fiskeridirektoratet');
  });

  it('marks an overfished line in the bar and the table; the CSV keeps the signed figure', () => {
    const over = line({ catchWeight: 475_000, remainingWeight: -355_000, shareFished: 475 / 120 });
    render(<QuotaSection id="kvoter" year={2025} lines={[over]} csvHref="/x.csv" empty="Ingen kvoter." />);
    const section = screen.getByRole('region', { name: 'Kvoter og fangst 2025' });
    const bar = within(within(section).getByRole('list', { name: /Fisket mot kvote/ })).getByRole('listitem');
    expect(bar).toHaveTextContent('475 t av 120 t (396 %) · overfisket med 355 t');
    expect(bar.querySelector('[aria-hidden="true"] > div')).toHaveStyle({ width: '100%' });
    const table = within(section).getByRole('table');
    expect(table).toHaveTextContent('Overfisket med 355 t');
    expect(table).not.toHaveTextContent('-355');
    const csv = tableCsv(quotaLineColumns(), [over]).split('\n');
    expect(csv[1].split(';')[csv[0].split(';').indexOf('Gjenstår (kg)')]).toBe('-355000');
  });

  it('says so when there are no quotas', () => {
    render(<QuotaSection id="kvoter" year={2024} lines={[]} empty="Ingen kvoter i 2024." />);
    expect(screen.getByText('Ingen kvoter i 2024.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

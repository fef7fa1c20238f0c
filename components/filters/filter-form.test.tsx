/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { FilterForm } from './filter-form';
import { GearField, LengthGroupField, SpeciesField, YearField } from './form-fields';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ replace: jest.fn() }),
  useSearchParams: () => new URLSearchParams(),
}));

const optionTexts = (label: string) =>
  within(screen.getByLabelText(label))
    .getAllByRole('option')
    .map((option) => [(option as HTMLOptionElement).value, option.textContent]);

describe('a list page’s filter form', () => {
  it('offers "Nullstill" back to the unfiltered page only while something is chosen', () => {
    const { rerender } = render(
      <FilterForm label="Filtrer båtene" resetHref="/boats">
        <LengthGroupField idPrefix="baater" value="5" />
      </FilterForm>,
    );
    expect(screen.getByRole('form', { name: 'Filtrer båtene' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Vis' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Nullstill' }).getAttribute('href')).toBe('/boats');
    rerender(
      <FilterForm label="Filtrer båtene" resetHref={null}>
        <LengthGroupField idPrefix="baater" value={undefined} />
      </FilterForm>,
    );
    expect(screen.queryByRole('link', { name: 'Nullstill' })).toBeNull();
  });

  it('names the shared fields alike on every page: label, URL parameter and id', () => {
    render(
      <FilterForm label="Velg">
        <GearField idPrefix="priser" value="5" />
        <LengthGroupField idPrefix="priser" value={undefined} />
        <SpeciesField idPrefix="priser" value={undefined} species={[]} />
        <YearField idPrefix="priser" value={2024} years={[2025, 2024]} latest={2025} latestLabel="2025" />
      </FilterForm>,
    );
    const fields = ['Redskap', 'Lengdegruppe', 'Art', 'År'].map((label) => screen.getByLabelText(label));
    expect(fields.map((field) => [field.id, field.getAttribute('name')])).toEqual([
      ['priser-redskap', 'gear'],
      ['priser-lengde', 'length'],
      ['priser-art', 'art'],
      ['priser-aar', 'year'],
    ]);
    expect((screen.getByLabelText('Redskap') as HTMLSelectElement).value).toBe('5');
    expect((screen.getByLabelText('År') as HTMLSelectElement).value).toBe('2024');
    // Without a list of its own, the gear field offers the directorate's gear groups after "Alle".
    expect(optionTexts('Redskap')[0]).toEqual(['', 'Alle']);
    expect(optionTexts('Redskap').length).toBeGreaterThan(5);
  });

  it('sorts species by their Norwegian names, after the empty choice', () => {
    render(
      <SpeciesField
        idPrefix="fm"
        value="1022"
        empty="Alle arter"
        species={[
          ['2524', 'Øyepål'],
          ['1022', 'Torsk'],
          ['1032', 'Sei'],
          ['1038', 'Lange'],
        ]}
      />,
    );
    expect(optionTexts('Art').map(([, text]) => text)).toEqual([
      'Alle arter',
      'Lange',
      'Sei',
      'Torsk',
      'Øyepål',
    ]);
  });

  it('puts the latest year first as the empty choice, then the older ones newest first', () => {
    render(
      <YearField
        idPrefix="kvoter"
        value={undefined}
        years={[2023, 2025, 2024]}
        latest={2025}
        latestLabel="2025 (siste)"
      />,
    );
    expect(optionTexts('År')).toEqual([
      ['', '2025 (siste)'],
      ['2024', '2024'],
      ['2023', '2023'],
    ]);
  });
});

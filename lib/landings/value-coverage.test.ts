import {
  byKnownValueDescending,
  formatValueShare,
  sumValueTotals,
  valueCoverage,
  valueCoverageShort,
  valueCoverageText,
  valuePerKg,
  valuePerLanding,
  valueRankingTier,
  type ValueTotal,
} from './value-coverage';

/** The boat page of the issue: most of its landings have no value yet. */
const partlyKnown: ValueTotal = {
  value: 63_731_821,
  weight: 36_599_000,
  pricedWeight: 17_567_520,
  landings: 37,
  pricedLandings: 19,
};

describe('the value rule', () => {
  it('says how much of a partly known total its value covers', () => {
    expect(valueCoverage(partlyKnown)).toBe('partial');
    expect(valueCoverageText(partlyKnown)).toBe('verdi kjent for 19 av 37 landinger, 48\u00a0% av vekten');
    expect(valueCoverageShort(partlyKnown)).toBe('for 48\u00a0% av vekten');
    // Without landing counts, the weight alone.
    expect(valueCoverageText({ value: 10, weight: 1000, pricedWeight: 250 })).toBe(
      'verdi kjent for 25\u00a0% av vekten',
    );
  });

  it('takes a price per kg over the weight that has a value, never over all weight', () => {
    // Øyepål of the issue: 198.692 kr for 8.168 t, of which 62 t had a value.
    const oyepal = { value: 198_692, weight: 8_168_000, pricedWeight: 62_091 };
    expect(valuePerKg(oyepal)).toBe(3.2);
    expect(valuePerKg({ value: 198_692, pricedWeight: 0 })).toBeNull();
    expect(valuePerKg({ value: null, pricedWeight: 100 })).toBeNull();
    expect(valuePerLanding(partlyKnown)).toBe(Math.round((63_731_821 / 19) * 100) / 100);
  });

  it('has nothing to say of a complete total, and no value for one without any', () => {
    const complete = { value: 500, weight: 100, pricedWeight: 100, landings: 2, pricedLandings: 2 };
    expect(valueCoverage(complete)).toBe('complete');
    expect(valueCoverageText(complete)).toBeNull();
    const none = { value: null, weight: 100, pricedWeight: 0, landings: 2, pricedLandings: 0 };
    expect(valueCoverage(none)).toBe('none');
    expect(valueCoverageText(none)).toBeNull();
    // Nothing landed: no value is missing either.
    expect(valueCoverage({ value: null, weight: 0, pricedWeight: 0, landings: 0 })).toBe('empty');
    // All the weight, but a landing without a value (its lines weigh nothing): still partial.
    expect(valueCoverage({ ...complete, pricedLandings: 1 })).toBe('partial');
  });

  it('never rounds a part up to the whole', () => {
    expect(formatValueShare(0.999)).toBe('99\u00a0%');
    expect(formatValueShare(0.004)).toBe('under 1\u00a0%');
    expect(formatValueShare(0)).toBe('0\u00a0%');
    expect(formatValueShare(1)).toBe('100\u00a0%');
  });

  it('sums totals, counting landings only where they add up', () => {
    const sum = sumValueTotals([
      partlyKnown,
      { value: null, weight: 1000, pricedWeight: 0, landings: 1, pricedLandings: 0 },
    ]);
    expect(sum).toEqual({
      value: 63_731_821,
      weight: 36_600_000,
      pricedWeight: 17_567_520,
      landings: 38,
      pricedLandings: 19,
    });
    expect(sumValueTotals([partlyKnown], false).landings).toBeNull();
    expect(sumValueTotals([]).value).toBeNull();
  });

  it('ranks by known value, rows whose value is mostly unknown after the others', () => {
    const mostlyKnown = { value: 1_000, weight: 100, pricedWeight: 80 };
    const fewPriced = { value: 50_000, weight: 10_000, pricedWeight: 400 };
    const unknown = { value: null, weight: 5_000, pricedWeight: 0 };
    expect([valueRankingTier(mostlyKnown), valueRankingTier(fewPriced), valueRankingTier(unknown)]).toEqual([
      0, 1, 2,
    ]);
    expect([unknown, fewPriced, mostlyKnown].sort(byKnownValueDescending)).toEqual([
      mostlyKnown,
      fewPriced,
      unknown,
    ]);
  });
});

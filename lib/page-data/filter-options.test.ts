import { generatedStoreForFile } from '@/tests/helpers/test-store';
import { loadFilterOptions, panelFilterValues } from './filter-options';

/** The filter lists of /topoffloads, /offloads and the embeds, read from generated data. */

generatedStoreForFile();

const listsOf = async () => {
  const groups = await loadFilterOptions();
  return Promise.all(
    groups.map(async (group) => ({ ...group, listed: (await panelFilterValues(group.category)) ?? [] })),
  );
};

describe('the filter lists', () => {
  it('offer no name twice for one query field (a gear group of one gear, an application group of one)', async () => {
    const lists = await listsOf();
    const byField = new Map<string, string[]>();
    for (const list of lists) {
      byField.set(list.field, [...(byField.get(list.field) ?? []), ...list.listed.map((v) => v.label)]);
    }
    for (const [field, labels] of byField)
      expect({ field, labels }).toEqual({ field, labels: [...new Set(labels)] });
    // The generated data has both cases the lists used to show twice.
    const labelsOf = (category: string) =>
      lists.find((l) => l.category === category)!.listed.map((v) => v.label);
    expect(labelsOf('fishingGear')).toContain('Snurrevad');
    expect(labelsOf('gear')).not.toContain('Snurrevad');
    expect(labelsOf('applicationMainGroup')).toContain('Mel og olje');
    expect(labelsOf('application')).not.toContain('Mel og olje');
  });

  it('offer no choice twice anywhere: a species group of one species is left to the species list', async () => {
    const lists = await listsOf();
    const choices = lists.flatMap((list) =>
      list.listed.map((value) => `${value.label.toLowerCase()}|${value.count}`),
    );
    expect(choices).toEqual([...new Set(choices)]);
    const species = lists.find((l) => l.category === 'fish')!.listed.map((v) => v.label);
    // Haddock is its own species group: a reader finds it among the species, where they look for it.
    expect(species).toContain('Hyse');
    expect(lists.find((l) => l.category === 'fishGroup')!.listed.map((v) => v.label)).not.toContain('Hyse');
  });

  it('keep every value of a group for the chosen-filter chips, the ones offered elsewhere included', async () => {
    const gear = (await loadFilterOptions()).find((group) => group.category === 'gear')!;
    expect(gear.values.find((value) => value.code === '61')?.label).toBe('Snurrevad');
  });

  it('write the labels as names: capitalised, abbreviations in capitals and explained', async () => {
    const lists = await listsOf();
    for (const list of lists) {
      for (const value of list.listed) {
        expect({ category: list.category, label: value.label }).toEqual({
          category: list.category,
          label: value.label.charAt(0).toUpperCase() + value.label.slice(1),
        });
        expect(value.label).not.toMatch(/\bR[sf]w\b/);
        expect(value.label).not.toMatch(/^\p{Lu}{4,}$/u);
      }
    }
    const labelsOf = (category: string) =>
      lists.find((l) => l.category === category)!.listed.map((v) => v.label);
    expect(labelsOf('packaging')).toEqual(expect.arrayContaining(['Kar', 'Tank / båt']));
    expect(labelsOf('nationality')).toContain('Norge');
    expect(labelsOf('PreservationMethod')).toEqual(expect.arrayContaining(['RSW', 'RFW og syre']));
    const preservation = lists.find((l) => l.category === 'PreservationMethod')!;
    expect(preservation.help).toContain('RSW – nedkjølt sjøvann');
    expect(preservation.help).toContain('RFW – nedkjølt ferskvann');
    expect(lists.find((l) => l.category === 'fish')!.help).toBeUndefined();
  });
});

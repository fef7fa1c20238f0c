/**
 * The price page's read models (price_months, bycatch_years) on the directorate's real landing sample,
 * and after a later copy of the same year corrects one document and withdraws another: every price,
 * line count and bycatch figure the price page and API show equals the same figure worked out here from
 * the raw lines.
 */
import { queryStore } from '@/lib/store/landing-store';
import { ingestSampleThenCorrection } from '@/tests/helpers/read-model-ingests';
import { freshStoreDirsForEachTest } from '@/tests/helpers/temp-dirs';
import { latestLandingYear } from '@/tests/helpers/test-store';
import { bycatch, bycatchSharesOfYear } from './bycatch';
import { priceYears, speciesPriceHistory, speciesPricesOfYear } from './prices';

let dataDir = '';
let workDir = '';
freshStoreDirsForEachTest('fangstdata-price-models-', (dirs) => ({ dataDir, workDir } = dirs), {
  asDataDirEnv: true,
});

type Line = {
  doc_key: string;
  month: string;
  code: string;
  gear: string | null;
  weight: number;
  product_weight: number | null;
  value: number | null;
};

const rawLines = () =>
  queryStore<Line>(
    `select doc_key, strftime(landing_date, '%Y-%m') as month, species_fdir_code as code,
       gear_group_code as gear, round_weight as weight, product_weight, amount_fisher as value
     from landing_lines where species_fdir_code is not null`,
  );

const isPriced = (line: Line) => line.value != null && (line.product_weight ?? 0) > 0;
const round2 = (n: number) => Math.round(n * 100) / 100;

/** Kr per kg product weight of the priced lines among `lines`; null when none is priced. */
function priceOf(lines: Line[]): number | null {
  const priced = lines.filter(isPriced);
  const weight = priced.reduce((sum, line) => sum + line.product_weight!, 0);
  const value = priced.reduce((sum, line) => sum + line.value!, 0);
  return priced.length > 0 && weight > 0 ? value / weight : null;
}

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

/**
 * Each note's main species (heaviest, equal weights to the lower code), its weight per species, and its
 * gear group: that of the main species' heaviest line (equal weights to the lower gear code).
 */
function notesOf(lines: Line[]) {
  return [...groupBy(lines, (line) => line.doc_key).values()].map((noteLines) => {
    const species = [...groupBy(noteLines, (line) => line.code).entries()].map(([code, parts]) => ({
      code,
      weight: parts.reduce((sum, line) => sum + line.weight, 0),
      gear: [...parts].sort((a, b) => b.weight - a.weight || String(a.gear).localeCompare(String(b.gear)))[0]
        .gear,
    }));
    species.sort((a, b) => b.weight - a.weight || a.code.localeCompare(b.code));
    return {
      main: species[0].code,
      gear: species[0].gear,
      species,
      total: species.reduce((sum, s) => sum + s.weight, 0),
    };
  });
}

async function expectPricesOfLines() {
  const lines = await rawLines();
  const year = await latestLandingYear();
  expect(lines.filter(isPriced).length).toBeGreaterThan(0);

  const years = await priceYears();
  expect(years.years).toEqual([year]);
  expect(years.latestPricedMonth).toBe(
    lines
      .filter(isPriced)
      .map((line) => line.month)
      .sort()
      .at(-1),
  );

  const ofYear = await speciesPricesOfYear(year, {});
  const bySpecies = groupBy(lines, (line) => line.code);
  expect(ofYear.map((row) => row.speciesCode).sort()).toEqual([...bySpecies.keys()].sort());
  for (const row of ofYear) {
    const speciesLines = bySpecies.get(row.speciesCode)!;
    expect([row.speciesCode, row.lines, row.pricedLines]).toEqual([
      row.speciesCode,
      speciesLines.length,
      speciesLines.filter(isPriced).length,
    ]);
    const price = priceOf(speciesLines);
    if (price == null) expect(row.pricePerKg).toBeNull();
    else expect(row.pricePerKg).toBeCloseTo(round2(price), 2);

    const history = await speciesPriceHistory(row.speciesCode, {});
    const months = groupBy(speciesLines, (line) => line.month);
    expect(history.months.map((m) => [m.period, m.lines])).toEqual(
      [...months.entries()].sort().map(([month, parts]) => [month, parts.length]),
    );
  }

  const notes = notesOf(lines).filter((note) => note.total > 0);
  const shares = await bycatchSharesOfYear(year);
  const byMain = groupBy(notes, (note) => note.main);
  expect(Object.keys(shares).sort()).toEqual([...byMain.keys()].sort());
  for (const [main, mainNotes] of byMain) {
    const total = mainNotes.reduce((sum, note) => sum + note.total, 0);
    const target = mainNotes.reduce((sum, note) => sum + note.species[0].weight, 0);
    expect(shares[main].notes).toBe(mainNotes.length);
    expect(shares[main].bycatchShare).toBeCloseTo((total - target) / total, 3);

    const detail = (await bycatch(main, year))!;
    expect(detail.landings).toBe(mainNotes.length);
    expect(detail.totalWeight).toBeCloseTo(total, 1);
    const others = groupBy(
      mainNotes.flatMap((note) => note.species.slice(1)),
      (species) => species.code,
    );
    expect(detail.bycatch.map((s) => s.code).sort()).toEqual([...others.keys()].sort());
    const gears = groupBy(mainNotes, (note) => String(note.gear));
    expect(detail.byGear.map((g) => [String(g.gearGroupCode), g.landings]).sort()).toEqual(
      [...gears.entries()].map(([gear, gearNotes]) => [gear, gearNotes.length]).sort(),
    );
  }
}

it('give the prices and bycatch of the raw lines of the real sample, and again after a correction and a withdrawal', async () => {
  await ingestSampleThenCorrection({ workDir, dataDir }, expectPricesOfLines);
  await expectPricesOfLines();
}, 120_000);

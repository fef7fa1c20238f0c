import { formatMunicipalityName } from '@/lib/fiskeridir/code-lists';
import { clearQueryCache } from '@/lib/store/result-cache';
import { queryCurrentStore } from '@/tests/helpers/store-query';
import { generatedStoreForFile } from '@/tests/helpers/test-store';
import { defaultPeriod, normaliseLandingQuery, prepareLandingQuery, runLandingQuery } from './';
import { LandingInputError, type LandingQueryInput, type LandingRow } from './types';

let dataDir: string;
const YEAR = { FromDate: '2025-01-01', ToDate: '2025-12-31' };

/** Rows of a hand-written check query on the store (numbers as JS numbers). */
async function sql<T = Record<string, unknown>>(text: string): Promise<T[]> {
  const rows = await queryCurrentStore<Record<string, unknown>>(dataDir, text);
  return rows.map(
    (row) =>
      Object.fromEntries(
        Object.entries(row).map(([key, value]) => [key, typeof value === 'bigint' ? Number(value) : value]),
      ) as T,
  );
}

const run = (input: LandingQueryInput) => runLandingQuery({ ...YEAR, ...input });
const allRows = async (input: LandingQueryInput) => (await run({ ...input, Count: 500 })).rows;
const byId = (rows: LandingRow[]) => new Map(rows.map((row) => [row.ID, row]));

generatedStoreForFile((dir) => {
  dataDir = dir;
});

beforeEach(() => clearQueryCache());

describe('the default period', () => {
  it('is the most recent full year in the store', async () => {
    // The generated store holds 2024 and 2025, both to 31 December.
    const [{ last }] = await sql<{ last: string }>(
      'select cast(max(landing_date) as varchar) as last from landing_lines',
    );
    expect(last).toBe('2025-12-31');
    expect(await defaultPeriod()).toEqual(YEAR);
    const implicit = await runLandingQuery({});
    expect(implicit.query).toMatchObject({ ...YEAR, PageNo: 1, Count: 20, OffloadGrouping: 'Fartøy ID' });
    expect(implicit.rows).toHaveLength(20);
    expect(implicit.rows).toEqual((await run({})).rows);
  });

  it('completes a half-open period within the same year', async () => {
    expect(await normaliseLandingQuery({ FromDate: '2024-06-01' })).toMatchObject({
      FromDate: '2024-06-01',
      ToDate: '2024-12-31',
    });
    expect(await normaliseLandingQuery({ ToDate: '2024-03-31' })).toMatchObject({
      FromDate: '2024-01-01',
      ToDate: '2024-03-31',
    });
  });
});

describe('row kinds', () => {
  it('boat rows: Fartøy ID, the register name, gear and length, registration mark and call sign', async () => {
    const rows = await allRows({});
    const expected = await sql<{ id: string; weight: number; name: string; reg: string; call: string }>(
      `select l.vessel_id as id, sum(round_weight) as weight, any_value(b.name) as name,
         any_value(b.registration_mark) as reg, any_value(b.radio_call_sign) as call
       from landing_lines l join boats b using (vessel_id)
       where landing_date between '2025-01-01' and '2025-12-31' group by 1`,
    );
    expect(rows).toHaveLength(expected.length);
    const got = byId(rows);
    for (const boat of expected) {
      const row = got.get(boat.id)!;
      expect(row.Title).toBe(boat.name);
      expect(row.BoatRegistrationID).toBe(boat.reg);
      expect(row.BoatRadioSignalID).toBe(boat.call);
      expect(row.TotalWeight).toBeCloseTo(boat.weight, 2);
      expect(row.Row2).toMatch(/^\d+,\d m$/);
    }
  });

  it.each([
    ['Fisker ID', 'fisher_id', 'select owner_id as id, name from owners'],
    ['Mottaker ID', 'buyer_id', 'select buyer_id as id, name from buyers'],
    ['Mottaksstasjon', 'station_id', 'select station_id as id, name from stations'],
    ['Art', 'species_fdir_code', "select code as id, label as name from code_values where category = 'fish'"],
    ['Kommune', 'landing_municipality_code', 'select code as id, name from municipalities'],
  ])('%s rows are keyed by %s and titled from the registers', async (grouping, column, namesSql) => {
    const rows = await allRows({ OffloadGrouping: grouping });
    const expected = await sql<{ id: string; weight: number }>(
      `select ${column} as id, sum(round_weight) as weight from landing_lines
       where landing_date between '2025-01-01' and '2025-12-31' and ${column} is not null group by 1`,
    );
    expect(rows.map((row) => row.ID).sort()).toEqual(expected.map((row) => row.id).sort());
    const names = new Map(
      (await sql<{ id: string; name: string | null }>(namesSql)).map((row) => [row.id, row.name]),
    );
    const got = byId(rows);
    for (const { id, weight } of expected) {
      const row = got.get(id)!;
      expect(row.TotalWeight).toBeCloseTo(weight, 2);
      const name = names.get(id);
      if (grouping === 'Kommune') expect(row.Title).toBe(formatMunicipalityName(name!));
      else if (name) expect(row.Title).toBe(name);
      else expect(row.Title).toContain(id);
      expect(row.BoatRegistrationID).toBeNull();
    }
    // Counts in Row1/Row2 are Norwegian text: "3 båter", "1 landing", …
    if (grouping === 'Fisker ID') expect(rows[0].Row1).toMatch(/^[\d.]+ båt(er)?$/);
    if (grouping === 'Kommune') expect(rows[0].Row2).toMatch(/^[\d.]+ landing(er)?$/);
  });

  it('anything else in OffloadGrouping is the boat row', async () => {
    const boat = await run({ OffloadGrouping: 'whatever' });
    expect(boat.query.OffloadGrouping).toBe('Fartøy ID');
    expect(boat.rows).toEqual((await run({})).rows);
  });
});

describe('filters', () => {
  it('narrow the rows exactly as the same filter in SQL', async () => {
    const [{ gear }] = await sql<{ gear: string }>(
      'select gear_group_code as gear from landing_lines group by 1 order by count(*) desc limit 1',
    );
    const [{ species }] = await sql<{ species: string }>(
      `select species_fdir_code as species from landing_lines where gear_group_code = '${gear}'
       group by 1 order by count(*) desc limit 1`,
    );
    const rows = await allRows({ FishingGear: [gear], Fish: [species] });
    const expected = await sql<{ id: string; weight: number }>(
      `select vessel_id as id, sum(round_weight) as weight from landing_lines
       where landing_date between '2025-01-01' and '2025-12-31' and gear_group_code = '${gear}'
         and species_fdir_code = '${species}' group by 1`,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(rows.length).toBe(expected.length);
    expect(rows.length).toBeLessThan((await allRows({})).length);
    const got = byId(rows);
    for (const { id, weight } of expected) expect(got.get(id)!.TotalWeight).toBeCloseTo(weight, 2);
  });

  it('accept labels as well as codes, comma-joined lists, and drop empty lists', async () => {
    const [{ code, label }] = await sql<{ code: string; label: string }>(
      "select code, label from code_values where category = 'fish' order by line_count desc limit 1",
    );
    const byCode = await normaliseLandingQuery({ ...YEAR, Fish: [code], LandingState: [] });
    const byLabel = await normaliseLandingQuery({ ...YEAR, Fish: [label.toUpperCase()] });
    expect(byLabel).toEqual(byCode);
    expect(byCode).not.toHaveProperty('LandingState');
    expect((await run({ Fish: [label] })).rows).toEqual((await run({ Fish: [code] })).rows);
  });

  it('north/south, length group and county filters match their columns', async () => {
    const rows = await allRows({ northOrSouth: ['nord'], LengthGroup: ['5'] });
    const expected = await sql<{ id: string }>(
      `select distinct vessel_id as id from landing_lines
       where landing_date between '2025-01-01' and '2025-12-31'
         and north_south = 'Nord for 62°N' and length_group_code = '5'`,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((row) => row.ID).sort()).toEqual(expected.map((row) => row.id).sort());

    const [{ county, name }] = await sql<{ county: string; name: string }>(
      `select landing_county_code as county, any_value(landing_county) as name from landing_lines
       group by 1 order by count(*) desc limit 1`,
    );
    const byCounty = await allRows({ OffloadGrouping: 'Kommune', LandingState: [name] });
    const municipalities = await sql<{ id: string }>(
      `select distinct landing_municipality_code as id from landing_lines
       where landing_date between '2025-01-01' and '2025-12-31' and landing_county_code = '${county}'`,
    );
    expect(byCounty.map((row) => row.ID).sort()).toEqual(municipalities.map((row) => row.id).sort());
  });

  it('an unknown value matches nothing instead of failing', async () => {
    const result = await run({ Fish: ['no-such-species'] });
    expect(result.rows).toEqual([]);
    expect(result.total).toBe(0);
  });
});

describe('pivots', () => {
  it('each pivot is the weight of its species in the row, and together they never exceed the total', async () => {
    const top = await sql<{ code: string }>(
      `select species_fdir_code as code from landing_lines group by 1 order by sum(round_weight) desc limit 5`,
    );
    const codes = top.map((row) => row.code);
    const result = await run({ XPivots: codes, Count: 50 });
    expect(result.query.XPivots).toEqual(codes.map((code) => `fish:${code}`));
    const expected = await sql<{ id: string; code: string; weight: number }>(
      `select vessel_id as id, species_fdir_code as code, sum(round_weight) as weight from landing_lines
       where landing_date between '2025-01-01' and '2025-12-31' group by 1, 2`,
    );
    const weightOf = new Map(expected.map((row) => [`${row.id}|${row.code}`, row.weight]));
    for (const row of result.rows) {
      expect(row.PivotParameters.map((pivot) => pivot.ID)).toEqual(result.query.XPivots);
      const sum = row.PivotParameters.reduce((total, pivot) => total + pivot.TotalWeight, 0);
      expect(sum).toBeLessThanOrEqual(row.TotalWeight + 0.01);
      row.PivotParameters.forEach((pivot, i) => {
        expect(pivot.TotalWeight).toBeCloseTo(weightOf.get(`${row.ID}|${codes[i]}`) ?? 0, 2);
      });
    }
  });

  it('resolve species groups and gears too, with their names as titles', async () => {
    const [{ code, label }] = await sql<{ code: string; label: string }>(
      "select code, label from code_values where category = 'fishingGear' order by line_count desc limit 1",
    );
    const result = await run({ XPivots: [`fishingGear:${code}`], OffloadGrouping: 'Art' });
    expect(result.rows[0].PivotParameters[0]).toMatchObject({ ID: `fishingGear:${code}`, Title: label });
    const byLabel = await normaliseLandingQuery({ ...YEAR, XPivots: [label] });
    expect(byLabel.XPivots).toEqual([`fishingGear:${code}`]);
  });
});

describe('ordering', () => {
  const sorted = (values: (number | string | null)[], direction: 'asc' | 'desc') => {
    const present = values.filter((value) => value !== null) as (number | string)[];
    const ordered = [...present].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    if (direction === 'desc') ordered.reverse();
    // Nulls (withheld prices) always last.
    return [...ordered, ...values.filter((value) => value === null)];
  };

  const fields: [string, (row: LandingRow) => number | string | null][] = [
    ['TotalWeight', (row) => row.TotalWeight],
    ['Price', (row) => row.Price],
    ['LastLandingDate', (row) => row.LastLandingDate],
  ];
  it.each(fields)('by %s, both directions', async (field, value) => {
    for (const direction of ['asc', 'desc'] as const) {
      // 2024: old enough for prices to be published for most lines.
      const rows = (
        await runLandingQuery({
          FromDate: '2024-01-01',
          ToDate: '2024-12-31',
          OrderBy: `${field} ${direction}`,
          Count: 500,
        })
      ).rows;
      const values = rows.map(value);
      expect(values).toEqual(sorted(values, direction));
    }
  });

  it('by value, ranks only the rows with a known value and says how much of the weight they hold', async () => {
    const [{ lastPriced }] = await sql<{ lastPriced: string }>(
      'select cast(max(landing_date) as varchar) as "lastPriced" from landing_lines where amount_fisher is not null',
    );
    // A period across the last published day: some rows have a value, some do not yet.
    const from = `${lastPriced.slice(0, 4)}-01-01`;
    const period = { FromDate: from, ToDate: '2025-12-31' };
    const everyRow = (await runLandingQuery({ ...period, Count: 1000 })).rows;
    const known = everyRow.filter((row) => row.Price != null);
    expect(known.length).toBeGreaterThan(0);
    expect(known.length).toBeLessThan(everyRow.length);
    const ranked = await runLandingQuery({ ...period, OrderBy: 'Price', Count: 1000 });
    expect(ranked.rows.map((row) => row.ID).sort()).toEqual(known.map((row) => row.ID).sort());
    expect(ranked.total).toBe(known.length);
    const weight = (rows: LandingRow[]) => rows.reduce((sum, row) => sum + row.TotalWeight, 0);
    expect(ranked.valueRanking!.periodWeight).toBeCloseTo(weight(everyRow), 1);
    expect(ranked.valueRanking!.rankedWeight).toBeCloseTo(weight(known), 1);
    // A page past the end says the same.
    const past = await runLandingQuery({ ...period, OrderBy: 'Price', Count: 10, PageNo: 999 });
    expect(past).toMatchObject({ rows: [], total: known.length, valueRanking: ranked.valueRanking });

    // Nothing published yet in the period: nothing is ranked, and the period's weight is still said.
    const day = new Date(`${lastPriced}T00:00:00Z`);
    const after = new Date(day.getTime() + 86_400_000).toISOString().slice(0, 10);
    const unpriced = { FromDate: after, ToDate: '2025-12-31' };
    const none = await runLandingQuery({ ...unpriced, OrderBy: 'Price' });
    expect(none.rows).toEqual([]);
    expect(none.total).toBe(0);
    expect(none.valueRanking!.rankedWeight).toBe(0);
    expect(none.valueRanking!.periodWeight).toBeCloseTo(
      weight((await runLandingQuery({ ...unpriced, Count: 1000 })).rows),
      1,
    );
    // Not ranked by value: no coverage.
    expect((await run({})).valueRanking).toBeUndefined();
  });

  it('by a pivot, with the aliases and the leading minus', async () => {
    const [{ code, label }] = await sql<{ code: string; label: string }>(
      "select code, label from code_values where category = 'fish' order by line_count desc limit 1",
    );
    const asc = await allRows({ XPivots: [label], OrderBy: `Pivot:${label} asc` });
    const ascWeights = asc.map((row) => row.PivotParameters[0].TotalWeight);
    expect(ascWeights).toEqual(sorted(ascWeights, 'asc'));
    const desc = await allRows({ XPivots: [code], OrderBy: `-${label}` });
    const descWeights = desc.map((row) => row.PivotParameters[0].TotalWeight);
    expect(descWeights).toEqual(sorted(descWeights, 'desc'));
    expect((await normaliseLandingQuery({ XPivots: [code], OrderBy: `pivot:fish:${code}` })).OrderBy).toBe(
      `Pivot:fish:${code} desc`,
    );
  });

  it('by title, alphabetically', async () => {
    const rows = await allRows({ OffloadGrouping: 'Art', OrderBy: 'Title' });
    const titles = rows.map((row) => row.Title.toLowerCase());
    expect(titles).toEqual([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('refuses a pivot that is not among XPivots', async () => {
    await expect(normaliseLandingQuery({ XPivots: ['1022'], OrderBy: 'Pivot:1027' })).rejects.toBeInstanceOf(
      LandingInputError,
    );
  });
});

describe('paging', () => {
  it('pages do not overlap, add up to the whole list, and report the total', async () => {
    const all = await run({ Count: 500 });
    const first = await run({ Count: 7, PageNo: 1 });
    const second = await run({ Count: 7, PageNo: 2 });
    expect(first.total).toBe(all.rows.length);
    expect(second.total).toBe(all.rows.length);
    expect([...first.rows, ...second.rows]).toEqual(all.rows.slice(0, 14));
    const [{ boats }] = await sql<{ boats: number }>(
      "select count(distinct vessel_id) as boats from landing_lines where landing_date between '2025-01-01' and '2025-12-31'",
    );
    expect(all.total).toBe(boats);
  });

  it('a page past the end is empty but still knows the total', async () => {
    const all = await run({ Count: 500 });
    const past = await run({ Count: 10, PageNo: 1000 });
    expect(past.rows).toEqual([]);
    expect(past.total).toBe(all.total);
  });
});

describe('date grouping', () => {
  it('by day with boat rows lists the biggest single landing days', async () => {
    const result = await run({ OffloadGroupingDate: 'day', Count: 10 });
    const expected = await sql<{ id: string; day: string; weight: number }>(
      `select vessel_id as id, cast(landing_date as varchar) as day, sum(round_weight) as weight from landing_lines
       where landing_date between '2025-01-01' and '2025-12-31' group by 1, 2 order by 3 desc, 1, 2 limit 10`,
    );
    expect(result.rows.map((row) => [row.ID, row.Period, row.LastLandingDate])).toEqual(
      expected.map((row) => [row.id, row.day, row.day]),
    );
    result.rows.forEach((row, i) => expect(row.TotalWeight).toBeCloseTo(expected[i].weight, 2));
    const [{ n }] = await sql<{ n: number }>(
      "select count(*) as n from (select distinct vessel_id, landing_date from landing_lines where landing_date between '2025-01-01' and '2025-12-31')",
    );
    expect(result.total).toBe(n);
  });

  it('by month gives one row per key and month, summing to the year', async () => {
    const months = await allRows({ OffloadGrouping: 'Art', OffloadGroupingDate: 'month' });
    const year = await allRows({ OffloadGrouping: 'Art' });
    for (const row of months) expect(row.Period).toMatch(/^2025-\d{2}-01$/);
    const sums = new Map<string, number>();
    for (const row of months) sums.set(row.ID, (sums.get(row.ID) ?? 0) + row.TotalWeight);
    for (const row of year) expect(sums.get(row.ID)).toBeCloseTo(row.TotalWeight, 1);
  });
});

describe('running', () => {
  it('an aborted signal cancels the query, and the store keeps working', async () => {
    const controller = new AbortController();
    const pending = runLandingQuery({ ...YEAR, XPivots: ['1022'] }, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    // Nothing was cached from the aborted run: the next identical query runs and answers.
    expect((await runLandingQuery({ ...YEAR, XPivots: ['1022'] })).rows.length).toBeGreaterThan(0);
  });

  it('caches per normalised query: equal queries share one result', async () => {
    const first = await runLandingQuery({ ...YEAR, Fish: ['1022', '1027'], XPivots: ['Torsk'] });
    const second = await runLandingQuery({ ...YEAR, Fish: ['1027', '1022'], XPivots: ['fish:1022'] });
    expect(second.query).toEqual(first.query);
    expect(second.rows).toBe(first.rows);
  });

  it('prepares the exact SQL it runs, with every value as a parameter', async () => {
    const prepared = await prepareLandingQuery({ ...YEAR, Fish: ["1022'; drop table boats; --"] });
    expect(prepared.sql).not.toContain('drop table');
    expect(prepared.params).toContain("1022'; drop table boats; --");
  });
});

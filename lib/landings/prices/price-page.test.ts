import { callRoute } from '@/tests/helpers/call-route';
import { GET as downloadRoute } from '@/app/api/nergard/download/route';
import { queryStore } from '@/lib/store/landing-store';
import { generatedStoreForFile } from '@/tests/helpers/test-store';
import { bycatch, bycatchSharesOfYear } from './bycatch';
import { priceWidget, priceYears, speciesPriceHistory, speciesPricesOfYear } from './prices';

/** The species with the most lines, a gear group it is caught with, and the newest year. */
let species: { code: string; gear: string; length: string };
let newestYear: number;

generatedStoreForFile(async () => {
  const [row] = await queryStore<{ code: string; gear: string; length: string }>(
    `select species_fdir_code as code, mode(gear_group_code) as gear, mode(length_group_code) as length
     from landing_lines group by species_fdir_code order by count(*) desc limit 1`,
  );
  species = row;
  const [{ year }] = await queryStore<{ year: number }>(
    'select max(year(landing_date))::integer as year from landing_lines',
  );
  newestYear = year;
});

/** The fishers' price per kg of the lines matching `where`, computed here from the raw lines. */
async function expectedPrices(where: string, params: Record<string, string | number>, groupBy: string) {
  return queryStore<{ key: string; value: number; weight: number; priced: number; lines: number }>(
    `select ${groupBy} as key,
       sum(amount_fisher) filter (where amount_fisher is not null and product_weight > 0) as value,
       sum(product_weight) filter (where amount_fisher is not null and product_weight > 0) as weight,
       count(*) filter (where amount_fisher is not null and product_weight > 0)::integer as priced,
       count(*)::integer as lines
     from landing_lines where ${where} group by key order by key`,
    params,
  );
}

describe('speciesPriceHistory', () => {
  it('gives the price per month and year of the lines with the gear group asked for', async () => {
    const history = await speciesPriceHistory(species.code, { gearGroup: species.gear });
    const months = await expectedPrices(
      'species_fdir_code = $code and gear_group_code = $gear',
      { code: species.code, gear: species.gear },
      "strftime(landing_date, '%Y-%m')",
    );
    expect(history.months.map((m) => m.period)).toEqual(months.map((m) => m.key));
    for (const [i, month] of months.entries()) {
      const answered = history.months[i];
      expect(answered.lines).toBe(month.lines);
      if (month.priced > 0) expect(answered.pricePerKg).toBeCloseTo(month.value / month.weight, 2);
      else expect(answered.pricePerKg).toBeNull();
    }
    const unfiltered = await speciesPriceHistory(species.code, {});
    const allLines = unfiltered.years.reduce((sum, y) => sum + y.lines, 0);
    const gearLines = history.years.reduce((sum, y) => sum + y.lines, 0);
    expect(gearLines).toBeGreaterThan(0);
    expect(gearLines).toBeLessThanOrEqual(allLines);
  });

  it('marks the newest months, whose prices the directorate withholds, as unpriced rather than free', async () => {
    // A species landed in the newest month, so it has months after the last priced one.
    const [{ code }] = await queryStore<{ code: string }>(
      `select species_fdir_code as code from landing_lines
       where landing_date >= (select date_trunc('month', max(landing_date)) from landing_lines)
       group by code order by count(*) desc limit 1`,
    );
    const history = await speciesPriceHistory(code, {});
    const withheld = history.months.filter((m) => m.lines > 0 && m.pricedLines === 0);
    expect(withheld.length).toBeGreaterThan(0);
    for (const month of withheld) expect(month.pricePerKg).toBeNull();
    expect(history.months.some((m) => m.pricePerKg === 0)).toBe(false);
    const { latestPricedMonth } = await priceYears();
    expect(withheld.every((m) => m.period > latestPricedMonth!)).toBe(true);
  });
});

describe('speciesPricesOfYear', () => {
  it('gives every species of the year with its price, for one length group', async () => {
    const year = (await priceYears()).latestPricedYear!;
    const answer = await speciesPricesOfYear(year, { lengthGroup: species.length });
    const expected = await expectedPrices(
      'year(landing_date) = $year and length_group_code = $length and species_fdir_code is not null',
      { year, length: species.length },
      'species_fdir_code',
    );
    expect(answer.map((s) => s.speciesCode).sort()).toEqual(expected.map((s) => s.key).sort());
    for (const row of expected) {
      const answered = answer.find((s) => s.speciesCode === row.key)!;
      expect(answered.lines).toBe(row.lines);
      if (row.priced > 0) expect(answered.pricePerKg).toBeCloseTo(row.value / row.weight, 2);
      else expect(answered.pricePerKg).toBeNull();
    }
  });
});

describe('priceWidget', () => {
  it('shows the most valuable species of the newest month with prices, at their price per kg', async () => {
    const widget = await priceWidget();
    const [{ month }] = await queryStore<{ month: string }>(
      "select strftime(max(landing_date), '%Y-%m') as month from landing_lines where amount_fisher is not null",
    );
    expect(widget.isSample).toBe(false);
    expect(widget.month).toBe(month);
    const expected = await queryStore<{ code: string; value: number; weight: number }>(
      `select species_fdir_code as code, sum(amount_fisher) as value, sum(product_weight) as weight
       from landing_lines where strftime(landing_date, '%Y-%m') = $month and amount_fisher is not null
         and product_weight > 0
       group by code order by value desc, code limit 6`,
      { month },
    );
    expect(widget.prices.map((p) => p.speciesCode)).toEqual(expected.map((e) => e.code));
    for (const [i, price] of widget.prices.entries()) {
      expect(price.pricePerKg).toBeCloseTo(expected[i].value / expected[i].weight, 2);
    }
  });
});

describe('GET /api/nergard/download with the price page’s filters', () => {
  it('writes only the lines of the gear group asked for', async () => {
    const year = (await priceYears()).latestPricedYear!;
    const url = `/api/nergard/download?year=${year}&gear=${species.gear}`;
    const answer = await callRoute<string>(downloadRoute, url);
    expect(answer.status).toBe(200);
    const lines = String(answer.body).trim().split('\n');
    const expected = await queryStore<{ n: number }>(
      `select count(distinct (species_fdir_code, strftime(landing_date, '%Y-%m')))::integer as n from landing_lines
       where year(landing_date) = $year and gear_group_code = $gear and amount_fisher is not null
         and product_weight > 0 and species_fdir_code is not null`,
      { year, gear: species.gear },
    );
    expect(lines.length - 1).toBe(expected[0].n);
    const all = await callRoute<string>(downloadRoute, `/api/nergard/download?year=${year}`);
    expect(String(all.body).trim().split('\n').length).toBeGreaterThanOrEqual(lines.length);
  });

  it('refuses a filter that is not a code, with a message naming it', async () => {
    for (const query of ['gear=10', 'length=x', `preservation=${'9'.repeat(500)}`]) {
      const answer = await callRoute<{ error: { message: string; fields?: Record<string, string> } }>(
        downloadRoute,
        `/api/nergard/download?${query}`,
      );
      expect(answer.status).toBe(400);
      expect(Object.keys(answer.body.error.fields ?? {})).toContain(`spørring.${query.split('=')[0]}`);
    }
  });
});

describe('bycatchSharesOfYear', () => {
  it('gives each main species the bycatch share the detailed bycatch answer gives', async () => {
    const shares = await bycatchSharesOfYear(newestYear);
    const codes = Object.keys(shares);
    expect(codes.length).toBeGreaterThan(3);
    for (const code of codes.slice(0, 8)) {
      const detail = (await bycatch(code, newestYear))!;
      expect([code, shares[code].notes]).toEqual([code, detail.landings]);
      expect(shares[code].bycatchShare).toBeCloseTo(detail.bycatchShare, 3);
    }
  });
});

describe('priceYears', () => {
  it('knows the newest landing month and the newest month with prices', async () => {
    const years = await priceYears();
    expect(years.years[0]).toBe(newestYear);
    expect(years.latestMonth! >= years.latestPricedMonth!).toBe(true);
  });
});

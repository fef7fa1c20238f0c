import { slugOf } from '@/lib/seo/slug';
import { renderToStaticMarkup } from 'react-dom/server';
import HomePage from '@/app/(site)/page';
import { formatChange } from '@/components/front-news/change';
import { formatPrice, formatWeight } from '@/lib/format';
import { queryStore } from '@/lib/store/landing-store';
import { generatedStoreForFile } from '@/tests/helpers/test-store';
import { frontNews, type FrontNews } from './front-news';
import { formatValueShare } from '../value-coverage';

jest.mock('next/navigation', () => jest.requireActual('../../../tests/helpers/next-navigation-double'));

/**
 * The front page's news held to sums computed straight from the landing lines, with plain SQL of its
 * own (no grouping sets, no shared helper), over a store whose newest year is cut on 20 June: this
 * year's value is unpublished, last year's same days are priced.
 */

const LAST_DAY = '2026-06-20';
generatedStoreForFile(() => {}, { endDate: LAST_DAY, years: 2, linesPerYear: 8000 });

type Sums = {
  weight: number;
  value: number | null;
  priced_weight: number;
};

async function sums(from: string, to: string): Promise<Sums> {
  const [row] = await queryStore<Sums>(
    `select coalesce(sum(round_weight), 0) as weight, sum(amount_fisher) as value,
       coalesce(sum(case when amount_fisher is not null then round_weight else 0 end), 0) as priced_weight
     from landing_lines where landing_date >= $1::date and landing_date <= $2::date`,
    [from, to],
  );
  return { ...row, weight: Number(row.weight), priced_weight: Number(row.priced_weight) };
}

async function weightsBy(column: string, from: string, to: string): Promise<Map<string, number>> {
  const rows = await queryStore<{ code: string; weight: number }>(
    `select ${column} as code, sum(round_weight) as weight from landing_lines
     where landing_date >= $1::date and landing_date <= $2::date and ${column} is not null group by 1`,
    [from, to],
  );
  return new Map(rows.map((row) => [row.code, Number(row.weight)]));
}

let news: FrontNews;
beforeAll(async () => {
  news = (await frontNews())!;
});

describe('the front page’s news', () => {
  it('compares 1 January to the newest landing day with the same days last year', () => {
    expect(news.lastDate).toBe(LAST_DAY);
    expect(news.periods.yearToDate).toEqual({
      current: { from: '2026-01-01', to: LAST_DAY },
      previous: { from: '2025-01-01', to: '2025-06-20' },
    });
    expect(news.periods.month).toMatchObject({
      month: '2026-06',
      complete: false,
      current: { from: '2026-06-01', to: LAST_DAY },
      previous: { from: '2025-06-01', to: '2025-06-20' },
    });
  });

  it('has the year so far’s weight, value and priced weight as the store sums them', async () => {
    const current = await sums('2026-01-01', LAST_DAY);
    const previous = await sums('2025-01-01', '2025-06-20');
    expect(current.weight).toBeGreaterThan(0);
    for (const [side, expected] of [
      ['current', current],
      ['previous', previous],
    ] as const) {
      const total = news.yearToDate[side];
      expect(total.weight).toBeCloseTo(expected.weight, 1);
      expect(total.pricedWeight).toBeCloseTo(expected.priced_weight, 1);
      if (expected.value == null) expect(total.value).toBeNull();
      else expect(total.value).toBeCloseTo(Number(expected.value), 1);
    }
    // The generator withholds the value of the last 12 months: none of this year's is known.
    expect(current.value).toBeNull();
    expect(previous.priced_weight).toBeCloseTo(previous.weight, 1);
  });

  it('has each species group’s weight on both sides, and nothing left out', async () => {
    const current = await weightsBy('species_group_code', '2026-01-01', LAST_DAY);
    const previous = await weightsBy('species_group_code', '2025-01-01', '2025-06-20');
    expect(news.speciesGroups.map((group) => group.code).sort()).toEqual(
      [...new Set([...current.keys(), ...previous.keys()])].sort(),
    );
    for (const group of news.speciesGroups) {
      expect(group.current).toBeCloseTo(current.get(group.code) ?? 0, 1);
      expect(group.previous).toBeCloseTo(previous.get(group.code) ?? 0, 1);
    }
  });

  it('has the month’s species and gear groups, and its five heaviest landing notes', async () => {
    for (const [column, entries] of [
      ['species_fdir_code', news.month.species],
      ['gear_group_code', news.month.gears],
    ] as const) {
      const current = await weightsBy(column, '2026-06-01', LAST_DAY);
      const previous = await weightsBy(column, '2025-06-01', '2025-06-20');
      expect(entries.length).toBe(new Set([...current.keys(), ...previous.keys()]).size);
      for (const entry of entries) {
        expect(entry.current).toBeCloseTo(current.get(entry.code) ?? 0, 1);
        expect(entry.previous).toBeCloseTo(previous.get(entry.code) ?? 0, 1);
      }
    }
    const heaviest = await queryStore<{ doc_key: string; weight: number }>(
      `select doc_key, sum(round_weight) as weight from landing_lines
       where landing_date between '2026-06-01' and $1::date group by doc_key order by weight desc, doc_key limit 5`,
      [LAST_DAY],
    );
    expect(news.month.biggest.map((landing) => [landing.DocumentKey, landing.TotalWeight])).toEqual(
      heaviest.map((row) => [row.doc_key, Math.round(Number(row.weight) * 1000) / 1000]),
    );
  });

  it('shows those figures on the front page, the value with what it covers', async () => {
    const html = renderToStaticMarkup(await HomePage({ searchParams: Promise.resolve({}) }));
    const current = await sums('2026-01-01', LAST_DAY);
    const previous = await sums('2025-01-01', '2025-06-20');
    expect(html).toContain('Hittil i år');
    expect(html).toContain(formatWeight(current.weight));
    expect(html).toContain(formatWeight(previous.weight));
    expect(html).toContain(formatChange(current.weight, previous.weight));
    expect(html).toContain(formatPrice(Number(previous.value)));
    // This year's value is unknown: no change in value, and the page says why.
    expect(html).toContain(
      `Endringen i verdi vises ikke: verdien er kjent for ${formatValueShare(0)} av vekten i år og ${formatValueShare(1)} samme dager i fjor.`,
    );
    expect(html).toContain('Verdien publiseres av Fiskeridirektoratet 12 måneder etter landingen.');
    for (const landing of news.month.biggest) expect(html).toContain(formatWeight(landing.TotalWeight));
    expect(html).toContain('Kilde: Fiskeridirektoratet');
    // Each figure links to the list that explains it, the period and filters in its URL; a species to its page.
    expect(html).toContain('href="/topoffloads?rows=species&amp;from=2026-01-01&amp;to=2026-06-20"');
    const risen = [...news.month.species].sort(
      (a, b) => b.current - b.previous - (a.current - a.previous),
    )[0];
    expect(html).toContain(`<a href="/art/${slugOf(risen.name)}">${risen.name}</a>`);
    expect(html).not.toMatch(/&amp;fish=\d+"/);
    expect(html).toMatch(/href="\/topoffloads\?from=2026-06-01&amp;to=2026-06-20&amp;gear=\d+"/);
  });
});

import { frontPageData } from '@/lib/page-data/front-page';
import { storeFacts } from '@/lib/landings/site-data';
import { queryStore } from '@/lib/store/landing-store';
import { FISHED_SHARE } from '@/lib/sample-data/register-extract-output';
import { generatedStoreForFile } from '@/tests/helpers/test-store';

/**
 * The default data set as a visitor meets it the morning after it was made (issue 27): this month's
 * landings, logbooks and positions, this year's quotas, last year's prices. Built with a fixed end date
 * and a "today" derived from it, so the test means the same whatever day it runs.
 */

const END_DATE = '2026-11-20';
/** 09:00 in Oslo the day after the end date. */
const THE_MORNING_AFTER = new Date('2026-11-21T08:00:00Z');

generatedStoreForFile(() => {}, { years: 3, linesPerYear: 4000, seed: 42, endDate: END_DATE });

describe('the default data set the morning after its end date', () => {
  it('opens the front page on this month, with landings in its lists', async () => {
    const { range, lists } = await frontPageData('month', 'all', THE_MORNING_AFTER);
    expect(range).toEqual({ from: '2026-11-01', to: '2026-11-30', fallback: false, wanted: '2026-11' });
    const withRows = lists.filter((list) => list.rows.length > 0).map((list) => list.list.key);
    expect(withRows.length).toBeGreaterThanOrEqual(3);
    expect(withRows).toContain('krokredskap');
    const year = await frontPageData('year', 'all', THE_MORNING_AFTER);
    expect(year.range).toMatchObject({ from: '2026-01-01', fallback: false });
  });

  it('has its newest landing and position on the end date, and logbooks as far as their boats land', async () => {
    expect((await storeFacts()).lastDate).toBe(END_DATE);
    const [newest] = await queryStore<{ arrival: string; logged: string; position: string }>(
      `select (select max(event_time)::date::varchar from ers_lines where message_type = 'POR') as arrival,
              (select max(landing_date)::varchar from landing_lines where vessel_length >= 15) as logged,
              (select max(time_utc)::date::varchar from positions) as position`,
    );
    expect(newest.position).toBe(END_DATE);
    // Only boats of 15 m and more keep a logbook: its newest arrival is their newest landing.
    expect(newest.arrival).toBe(newest.logged);
    expect(newest.arrival >= '2026-11-17').toBe(true);
  });

  it('has values for landings more than 12 months old only', async () => {
    const rows = await queryStore<{ recent: boolean; lines: number; priced: number }>(
      `select landing_date > date '2025-11-21' as recent, count(*)::integer as lines,
              count(amount_fisher)::integer as priced
       from landing_lines group by all order by recent`,
    );
    expect(rows).toEqual([
      { recent: false, lines: expect.any(Number), priced: rows[0].lines },
      { recent: true, lines: expect.any(Number), priced: 0 },
    ]);
  });

  it('sets this year’s quotas for the whole year: some are far from fished yet, none fished past 110 %', async () => {
    const lines = await queryStore<{ year: number; share: number }>(
      `select year, catch_weight / quota_weight as share from quota_lines
       where unit = 'tonnes' and quota_weight > 0 and year >= 2025`,
    );
    const lastYear = lines.filter((line) => line.year === 2025).map((line) => line.share);
    const thisYear = lines.filter((line) => line.year === 2026).map((line) => line.share);
    expect(lastYear.length).toBeGreaterThan(20);
    expect(thisYear.length).toBeGreaterThan(20);
    for (const share of lastYear) {
      expect(share).toBeGreaterThanOrEqual(FISHED_SHARE.min - 0.001);
      expect(share).toBeLessThanOrEqual(FISHED_SHARE.max + 0.001);
    }
    expect(Math.max(...thisYear)).toBeLessThanOrEqual(FISHED_SHARE.max + 0.001);
    expect(thisYear.some((share) => share < FISHED_SHARE.min)).toBe(true);
  });
});

import { expect, test, type Page } from '@playwright/test';
import { downloadText, expectNoSeriousA11yViolations, parseCsv, tableRows } from './site-helpers';

/**
 * Issue 32 in a real browser: a boat's "Effektivitet" (sentence, figures, chart, trips with CSV) and
 * /effektivitet, with axe clean and nothing wider than the screen at 1366 and 360 px.
 */

interface FleetAnswer {
  year: number;
  segments: { boats: number; leaders: { boatId: string }[] }[];
}

const WIDTHS = [1366, 360] as const;

async function expectFitsScreen(page: Page, context: string) {
  const layout = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(layout.scrollWidth, `${context} is wider than the screen`).toBeLessThanOrEqual(layout.innerWidth);
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a boat page says how the boat fishes against its segment, with its trips as CSV', async ({
      page,
      request,
    }) => {
      const fleet = (await (await request.get('/api/efficiency')).json()) as FleetAnswer;
      const segment = fleet.segments.find((s) => s.boats >= 3 && s.leaders.length > 0)!;
      const boatId = segment.leaders[0].boatId;
      await page.goto(`/boats/${boatId}?year=${fleet.year}`);
      const section = page.locator('section[aria-labelledby="effektivitet"]');
      await expect(section.getByRole('heading', { name: `Effektivitet ${fleet.year}` })).toBeVisible();
      await expect(
        section.getByText(/^Fanget [\d.]+[\s\u00a0]% (mer|mindre) per time på sjøen enn medianbåten/),
      ).toBeVisible();
      await expect(section.getByRole('img', { name: /Fangst per time på sjøen per måned/ })).toBeAttached();
      // The newest 10 trips; a longer year has the rest behind "Vis alle", and the CSV has them all.
      const trips = await tableRows(section.locator('table[data-table="effektivitet"]'));
      expect(trips.length).toBeGreaterThanOrEqual(3);
      expect(trips.length).toBeLessThanOrEqual(10);
      const more = section.getByRole('link', { name: /^Vis alle \d+ turer$/ });
      const total =
        (await more.count()) > 0 ? Number((await more.textContent())!.match(/\d+/)![0]) : trips.length;
      if (width === 1366) {
        const csv = await downloadText(page, () =>
          section.getByRole('link', { name: /CSV/ }).first().click(),
        );
        const rows = parseCsv(csv.text);
        expect(rows[0]).toEqual(expect.arrayContaining(['Avgang', 'Drivstoff (liter, anslag)']));
        expect(rows.length - 1).toBe(total);
        if (total > trips.length) {
          await more.click();
          await expect(section.locator('table[data-table="effektivitet"] tbody tr')).toHaveCount(total);
          await expect(section.getByRole('link', { name: 'Vis færre turer' })).toBeVisible();
        }
      }
      await expectFitsScreen(page, `boat ${boatId}`);
      await expectNoSeriousA11yViolations(page, `/boats/${boatId}#effektivitet at ${width} px`);
    });

    test('/effektivitet lists the segments, their medians and leading boats, and the method', async ({
      page,
    }) => {
      await page.goto('/effektivitet');
      await expect(page.getByRole('heading', { level: 1, name: 'Effektivitet' })).toBeVisible();
      const segments = await tableRows(page.locator('table[data-table="segmenter"]'));
      expect(segments.length).toBeGreaterThan(1);
      await expect(page.getByRole('heading', { name: 'Slik er det regnet' })).toBeVisible();
      await expect(page.getByText('Kilde: Fiskeridirektoratet').first()).toBeVisible();
      await expectFitsScreen(page, '/effektivitet');
      await expectNoSeriousA11yViolations(page, `/effektivitet at ${width} px`);
    });
  });
}

import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './site-helpers';

/**
 * The front page's news (issue 31): the year so far, the month's biggest landings and movers, and the
 * species-group chart fit the screen at 360 and 1366 px, are readable to axe, and link to the lists
 * that explain them. The figures themselves are held to the store by lib/landings/front/front-news.test.tsx.
 */

for (const width of [360, 1366]) {
  test(`front page news at ${width} px`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
    await page.goto('/');
    const yearSoFar = page.getByRole('region', { name: 'Hittil i år' });
    await expect(yearSoFar).toBeVisible();
    await expect(yearSoFar).toContainText(/[+\u2212]?\d+,\d\u00a0%|ny i år/);
    await expect(yearSoFar).toContainText('Kilde: Fiskeridirektoratet');
    await expect(page.getByRole('img', { name: /Landet per artsgruppe/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Største landinger' }).getByRole('listitem')).toHaveCount(
      5,
    );

    const layout = await page.evaluate(() => {
      // Inside the news, nothing reaches past the screen's edges unless a scroll box of its own holds it.
      const scrolls = (element: Element | null): boolean =>
        element != null &&
        (getComputedStyle(element).overflowX !== 'visible' || scrolls(element.parentElement));
      const news = document.querySelectorAll('#hittil-i-aar ~ *, #maanedens-nyheter ~ *');
      const wide = [...news]
        .flatMap((root) => [root, ...root.querySelectorAll('*')])
        .flatMap((element) => {
          const box = element.getBoundingClientRect();
          const outside = box.width > 0 && (box.left < -1 || box.right > window.innerWidth + 1);
          return outside && !scrolls(element.parentElement)
            ? [`${element.tagName.toLowerCase()}.${element.className}`]
            : [];
        });
      return { scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth, wide };
    });
    expect(layout.scrollWidth, 'the page is wider than the screen').toBeLessThanOrEqual(layout.innerWidth);
    expect(layout.wide, 'elements outside the screen').toEqual([]);

    // The headline figure is on the first screen of a phone.
    const weight = yearSoFar.locator('[data-figure="weight"] dd').first();
    const box = await weight.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);

    await page.screenshot({ path: testInfo.outputPath(`front-${width}.png`), fullPage: true });
    await expectNoSeriousA11yViolations(page, `/ at ${width} px`);
  });
}

test('a figure of the news opens the list that explains it, a species its page', async ({ page }) => {
  await page.goto('/');
  const gears = page.getByRole('region', { name: 'Fiskerier (redskap) som endret seg mest' });
  const gearHref = (await gears.getByRole('link').first().getAttribute('href'))!;
  expect(gearHref).toMatch(/^\/topoffloads\?from=\d{4}-\d{2}-01&to=\d{4}-\d{2}-\d{2}&gear=[\d,]+$/);

  const movers = page.getByRole('region', { name: 'Arter som endret seg mest' });
  const link = movers.getByRole('link').first();
  const name = (await link.textContent())!.trim();
  expect(await link.getAttribute('href')).toMatch(/^\/art\/[a-z0-9-]+$/);
  await link.click();
  await expect(page).toHaveURL(/\/art\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
});

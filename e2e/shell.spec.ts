import { expect, test } from '@playwright/test';

/**
 * The site shell in a real browser: the burger menu on narrow screens, the shrinking logo, and the
 * icons and manifest every page links (no failed request in the console).
 */

test.describe('shell behaviour', () => {
  test('the burger toggles the menu on a narrow screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/about');
    const menu = page.getByRole('navigation', { name: 'Hovedmeny' });
    await expect(menu).toBeHidden();
    const burger = page.getByRole('button', { name: 'Åpne meny' });
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await burger.click();
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Lukk meny' })).toHaveAttribute('aria-expanded', 'true');
    await menu.getByRole('link', { name: 'Siste landing' }).click();
    await expect(page).toHaveURL(/\/offloads$/);
    await expect(menu).toBeHidden();
  });

  test('the logo shrinks once the page is scrolled past 50 px', async ({ page }) => {
    await page.goto('/topoffloads');
    const header = page.locator('header.navbar');
    const logo = page.locator('.logo');
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    const before = await logo.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
    await page.evaluate(() => window.scrollTo(0, 40));
    await page.waitForTimeout(100);
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 120));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await expect
      .poll(() => logo.evaluate((element) => parseFloat(getComputedStyle(element).fontSize)))
      .toBeLessThan(before);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
  });

  test('every page has a favicon, app icons and a web manifest, with no failed request in the console', async ({
    page,
    request,
  }) => {
    const failures: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') failures.push(message.text());
    });
    page.on('response', (response) => {
      if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(failures).toEqual([]);

    const favicon = await request.get('/favicon.ico');
    expect(favicon.status()).toBe(200);
    expect(favicon.headers()['content-type']).toMatch(/image\/(x-icon|vnd\.microsoft\.icon)/);

    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = (await (await request.get(manifestHref!)).json()) as {
      name: string;
      lang: string;
      icons: { src: string; sizes: string; type: string }[];
    };
    expect(manifest.name).toContain('Fangstdata');
    expect(manifest.lang).toBe('nb');
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of manifest.icons) {
      const answer = await request.get(icon.src);
      expect(answer.status()).toBe(200);
      expect(answer.headers()['content-type']).toContain(icon.type);
    }
    for (const rel of ['icon', 'apple-touch-icon']) {
      const href = await page.locator(`link[rel="${rel}"]`).first().getAttribute('href');
      expect((await request.get(href!)).status()).toBe(200);
    }
  });
});

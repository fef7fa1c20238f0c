import { expect, test } from '@playwright/test';

test.describe('page shell', () => {
  test('the front page is Norwegian, with navbar, two ad slots and the credited footer', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nb');

    const nav = page.getByRole('navigation', { name: 'Hovedmeny' });
    for (const [label, href] of [
      ['Hjem', '/'],
      ['Topp landing', '/topoffloads'],
      ['Siste landing', '/offloads'],
      ['Alle båter', '/boats'],
      ['Alle selskap', '/firm'],
      ['Kart', '/kart'],
      ['Priser', '/priser'],
      ['Kvoter', '/kvoter'],
      ['Login', '/login'],
    ]) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
    }

    await expect(page.locator('[data-ad-slot]')).toHaveCount(2);
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('Kilde: Fiskeridirektoratet');
    await expect(footer.getByRole('link', { name: 'Om oss' })).toHaveAttribute('href', '/about');
    await expect(footer.getByRole('link', { name: 'Kontakt oss' })).toHaveAttribute('href', '/contact');
  });

  test('an unknown address gives the Norwegian not-found page with status 404', async ({ page }) => {
    const response = await page.goto('/finnes-ikke-her');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fant ikke siden');
  });

  test('every page forbids framing; security headers are set', async ({ request }) => {
    const response = await request.get('/');
    const headers = response.headers();
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  test('embed routes may be framed by any site', async ({ request }) => {
    const response = await request.get('/topoffloads/embed/ukjent');
    const headers = response.headers();
    expect(headers['content-security-policy']).toContain('frame-ancestors *');
    expect(headers['x-frame-options']).toBeUndefined();
  });

  test('health reports status and data freshness', async ({ request }) => {
    const response = await request.get('/api/health');
    expect(response.ok()).toBe(true);
    const body = await response.json();
    expect(Object.keys(body).sort()).toEqual(['dataVersion', 'lastUpdated', 'status', 'update']);
  });
});

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

test('every indexable page names its canonical URL on the site address, the state written one way', async ({
  request,
  baseURL,
}) => {
  const canonicalOf = async (path: string) => {
    const html = await (await request.get(path)).text();
    return /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? null;
  };
  // SITE_URL is unset for the suite: the address is the local server on the port it runs on.
  const site = `http://localhost:${new URL(baseURL!).port}`;
  // Next writes the site root without its slash; the same address.
  expect(await canonicalOf('/')).toBe(site);
  expect(await canonicalOf('/?period=year')).toBe(`${site}/?period=year`);
  expect(await canonicalOf('/about')).toBe(`${site}/about`);
  expect(await canonicalOf('/contact')).toBe(`${site}/contact`);
  expect(await canonicalOf('/api-dokumentasjon')).toBe(`${site}/api-dokumentasjon`);
  expect(await canonicalOf('/search')).toBe(`${site}/search`);
  expect(await canonicalOf('/boats')).toBe(`${site}/boats`);
  expect(await canonicalOf('/firm')).toBe(`${site}/firm`);
  // A list's address is its state: the canonical URL is the same view with defaults left out.
  expect(await canonicalOf('/topoffloads?page=1&gear=3&rows=boat')).toBe(`${site}/topoffloads?gear=3`);
  expect(await canonicalOf('/offloads?count=20&gear=3')).toBe(`${site}/offloads?gear=3`);
});

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
    expect(Object.keys(body).sort()).toEqual(['dataVersion', 'lastUpdated', 'status']);
  });
});

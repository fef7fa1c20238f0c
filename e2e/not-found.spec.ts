import { expect, test, type Page } from '@playwright/test';

/**
 * Every missing page is a page of the site (issue 27, point 4): an address no route knows, an unknown
 * id and a path under an entity that does not exist all answer 404 with the navbar, the footer, a
 * search box and links back, and ask search engines not to index them.
 */

const WAYS_BACK = [
  ['Forsiden', '/'],
  ['Alle båter', '/boats'],
  ['Alle selskap', '/firm'],
  ['Topp landing', '/topoffloads'],
  ['Siste landing', '/offloads'],
] as const;

async function expectSiteNotFoundPage(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fant ikke siden');
  // The site's shell: navbar with its links and search, skip link, footer with the source credit.
  const nav = page.getByRole('navigation', { name: 'Hovedmeny' });
  await expect(nav.getByRole('link', { name: 'Alle båter', exact: true })).toHaveAttribute('href', '/boats');
  await expect(page.getByRole('link', { name: 'Hopp til innhold' })).toHaveAttribute('href', '#innhold');
  await expect(page.getByRole('contentinfo')).toContainText('Kilde: Fiskeridirektoratet');
  // In the page itself: a search box and the ways back.
  const main = page.getByRole('main');
  await expect(main.getByRole('combobox', { name: 'Søk etter båter' })).toBeVisible();
  const back = main.getByRole('navigation', { name: 'Videre herfra' });
  for (const [label, href] of WAYS_BACK) {
    await expect(back.getByRole('link', { name: label, exact: true }), `${path}: ${label}`).toHaveAttribute(
      'href',
      href,
    );
  }
  await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/);
}

test.describe('missing pages', () => {
  for (const path of [
    '/finnes-ikke',
    '/firm/0',
    '/boats/0000000000',
    '/owner/finnes-ikke',
    '/mottak/0',
    '/boats/0000000000/landing/0-0-0-2025',
    '/boats/0000000000/noe/annet',
    // A page's cached twin asked for directly (lib/page-cache/routes.ts) does not exist either.
    '/firm/0/~/x',
  ]) {
    test(`${path} answers 404 as a page of the site`, async ({ page }) => {
      await expectSiteNotFoundPage(page, path);
    });
  }

  test('the search box of a missing page finds a boat', async ({ page }) => {
    await page.goto('/finnes-ikke');
    const box = page.getByRole('main').getByRole('combobox', { name: 'Søk etter båter' });
    await box.fill('havdønn');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\/hav/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('havdønn');
  });

  test('an unknown entity puts its own directory first among the ways back', async ({ page }) => {
    await page.goto('/owner/finnes-ikke');
    const back = page.getByRole('main').getByRole('navigation', { name: 'Videre herfra' });
    await expect(back.getByRole('link').first()).toHaveText('Alle rederier');
    await expect(back.getByRole('link').first()).toHaveAttribute('href', '/firm?vis=rederier');
  });
});

import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, openFilterGroup } from './site-helpers';

/** axe-core on every page of issue 5: no serious or critical WCAG 2 A/AA violation. */

for (const path of [
  '/',
  '/?period=year&preservation=frozen',
  '/topoffloads?rows=fisher&period=month&pivots=fish:1022&measure=fish:1022&gear=3',
  '/offloads?fish=1022',
  '/search/hav',
  '/search',
  '/about',
  '/contact',
  '/finnes-ikke',
]) {
  test(`axe: ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page, path);
  });
}

test('axe: /topoffloads with every disclosure and the share panel open', async ({ page }) => {
  await page.goto('/topoffloads');
  await openFilterGroup(page, 'Filtre', 'Landingskommune');
  await openFilterGroup(page, 'Kolonner per art eller redskap', 'Art');
  await page.getByRole('button', { name: 'Del / bygg inn' }).click();
  await expect(page.getByLabel(/Kode for innbygging/)).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/topoffloads (open)');
});

test('axe: the quick-search dropdown', async ({ page }) => {
  await page.goto('/about');
  await page.getByRole('combobox', { name: 'Søk etter båter' }).fill('hav');
  await expect(page.getByRole('listbox')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'quick search');
});

test('axe: the menu on a narrow screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Åpne meny' }).click();
  await expectNoSeriousA11yViolations(page, 'narrow menu');
});

test('axe: embeds, light and dark', async ({ page, request }) => {
  const response = await request.post('/api/offloads/query/save', { data: { OffloadGrouping: 'Kommune' } });
  const { id } = (await response.json()) as { id: string };
  for (const theme of ['light', 'dark']) {
    await page.goto(`/topoffloads/embed/${id}?theme=${theme}`);
    await expect(page.locator('table')).toBeVisible();
    await expectNoSeriousA11yViolations(page, `embed ${theme}`);
  }
});

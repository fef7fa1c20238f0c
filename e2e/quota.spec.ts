import { expect, test, type APIRequestContext } from '@playwright/test';
import { formatWeight } from '../lib/format';
import { downloadText, expectNoSeriousA11yViolations, parseCsv, tableRows } from './site-helpers';

/**
 * Issue 13 in a real browser: the boat page's "Kvoter og fangst" (a bar per quota line against
 * /api/boats/quota/{id}), the quota page /kvoter (holdings, top vessels and owner groups, CSV), and
 * axe on both. The default data's frtyweb.tar gives the quotas.
 */

interface ApiQuotaLine {
  lineNumber: string;
  description: string | null;
  unit: 'tonnes' | 'factor';
  quotaWeight: number | null;
  catchWeight: number | null;
  shareFished: number | null;
}

interface ApiBoatQuota {
  year: number;
  lines: ApiQuotaLine[];
}

async function getJson<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  expect(response.ok(), `${url}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

test.describe('/kvoter', () => {
  test('shows the ten largest owner groups’ share, the largest vessels and quotas per species, with CSV', async ({
    page,
  }) => {
    await page.goto('/kvoter');
    await expect(page.getByRole('heading', { level: 1, name: 'Kvoter' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Hovedmeny' }).getByRole('link', { name: 'Kvoter', exact: true }),
    ).toHaveAttribute('href', '/kvoter');
    await expect(page.locator('[data-fact="ti-storste"] dd')).toHaveText(/\d+(,\d)? %/);
    const groups = await tableRows(page.locator('table[data-table="eiergrupper"]'));
    expect(groups.length).toBeGreaterThan(0);
    expect(groups.length).toBeLessThanOrEqual(10);
    const vessels = await tableRows(page.locator('table[data-table="kvote-baater"]'));
    expect(vessels.length).toBeGreaterThan(0);
    const species = await tableRows(page.locator('table[data-table="kvoter-per-art"]'));
    expect(species.length).toBeGreaterThan(0);
    await expect(page.getByText('Kilde: Fiskeridirektoratet').first()).toBeVisible();

    const csv = await downloadText(page, () =>
      page
        .locator('table[data-table="eiergrupper"]')
        .locator('xpath=ancestor::section[1]')
        .getByRole('link', { name: /CSV/ })
        .first()
        .click(),
    );
    const rows = parseCsv(csv.text);
    expect(rows[0]).toContain('Kvote (kg)');
    expect(rows.length - 1).toBe(groups.length);

    await expectNoSeriousA11yViolations(page, '/kvoter');
  });

  test('a species narrows the lists, and the form keeps it in the URL', async ({ page }) => {
    await page.goto('/kvoter');
    const firstSpecies = page
      .locator('table[data-table="kvoter-per-art"] tbody tr')
      .first()
      .getByRole('link');
    const name = (await firstSpecies.textContent())!.trim();
    await firstSpecies.click();
    await expect(page).toHaveURL(/art=\d+/);
    await expect(
      page.getByRole('heading', { level: 2, name: new RegExp(`Hvem holder kvotene, \\d{4}, ${name}`) }),
    ).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Art' })).toHaveValue(/\d+/);
  });
});

test.describe('boat page: Kvoter og fangst', () => {
  test('shows a bar and a row per quota line, as the API gives them', async ({ page, request }) => {
    await page.goto('/kvoter');
    const boatLink = page
      .locator('table[data-table="kvote-baater"] tbody tr')
      .first()
      .getByRole('link')
      .first();
    const href = (await boatLink.getAttribute('href'))!;
    const boatId = decodeURIComponent(href.split('/').pop()!);
    await page.goto(href);

    const section = page.getByRole('region', { name: /^Kvoter og fangst \d{4}$/ });
    await section.scrollIntoViewIfNeeded();
    const year = Number((await section.getByRole('heading', { level: 2 }).textContent())!.match(/\d{4}/)![0]);
    const api = await getJson<ApiBoatQuota>(request, `/api/boats/quota/${boatId}?year=${year}`);
    expect(api.lines.length).toBeGreaterThan(0);

    const bars = section.getByRole('list', { name: /Fisket mot kvote/ });
    await expect(bars.getByRole('listitem')).toHaveCount(api.lines.length);
    const first = api.lines.find((line) => line.unit === 'tonnes')!;
    await expect(bars.locator(`[data-quota-line="${first.lineNumber}"]`)).toContainText(
      `${formatWeight(first.catchWeight)} av ${formatWeight(first.quotaWeight)}`,
    );
    const rows = await tableRows(section.locator('table[data-table="kvoter"]'));
    expect(rows).toHaveLength(api.lines.length);
    for (const line of api.lines.filter((l) => l.unit === 'factor')) {
      await expect(bars.locator(`[data-quota-line="${line.lineNumber}"]`)).toContainText('Faktor');
    }
    await expect(section.getByText(/Kilde: Fiskeridirektoratet/)).toBeVisible();

    const csv = await downloadText(page, () => section.getByRole('link', { name: /CSV/ }).click());
    expect(parseCsv(csv.text).length - 1).toBe(api.lines.length);

    await expectNoSeriousA11yViolations(page, `/boats/${boatId}`);
  });
});

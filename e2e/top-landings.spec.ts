import { expect, test, type Page } from '@playwright/test';
import { formatDate, formatNumber, formatPrice, formatWeight } from '../lib/format';
import { apiRowValue, valueCoverageShort } from '../lib/landings/value-coverage';
import { csvNumber, downloadText, openFilterGroup, parseCsv, queryLandings, tableRows } from './site-helpers';

/** /topoffloads in a real browser: filters in the URL, sorting, paging, CSV, sharing and value truth. */
const topTable = (page: Page) => page.locator('table#toppliste');

test.describe('top landings', () => {
  test('renders the default view on the server, matching the API', async ({ page, request }) => {
    await page.goto('/topoffloads');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Topp landing');
    const { rows, total } = await queryLandings(request, {});
    const table = topTable(page);
    await expect(table.locator('caption')).toContainText('Båter etter total vekt');
    const shown = await tableRows(table);
    expect(shown).toHaveLength(Math.min(20, total));
    for (const [index, row] of rows.slice(0, 5).entries()) {
      expect(shown[index][0]).toBe(`${index + 1}.`);
      expect(shown[index][1]).toContain(row.Title);
      expect(shown[index]).toContain(formatWeight(row.TotalWeight));
      // A value known for part of the row's weight says how much (lib/landings/value-coverage.ts).
      const coverage = valueCoverageShort(apiRowValue(row));
      expect(shown[index]).toContain(
        coverage ? `${formatPrice(row.Price)} ${coverage.replace(/\s/g, ' ')}` : formatPrice(row.Price),
      );
      expect(shown[index]).toContain(formatDate(row.LastLandingDate));
    }
    await expect(page.getByRole('navigation', { name: 'Sider i topplisten' })).toContainText(
      `av ${formatNumber(total)} rader`,
    );
    await expect(table.getByRole('columnheader', { name: /Total vekt/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  test('filters update the table without a reload, live in the URL and survive a reload', async ({
    page,
    request,
  }) => {
    await page.goto('/topoffloads');
    // A marker on the window: a full reload would lose it.
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    const gears = await openFilterGroup(page, 'Filtre', 'Redskapsgruppe');
    await gears.getByLabel(/^Krokredskap/).check();
    await expect(page).toHaveURL(/[?&]gear=3(&|$)/);
    await page.getByLabel('Rader', { exact: true }).selectOption('fisher');
    await expect(page).toHaveURL(/rows=fisher/);
    await expect(topTable(page).locator('caption')).toContainText('Fiskere (selskap) etter total vekt');
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);

    const { rows } = await queryLandings(request, { FishingGear: '3', OffloadGrouping: 'Fisker ID' });
    await expect(topTable(page).locator('tbody tr').first()).toContainText(rows[0].Title);
    await expect(topTable(page).locator('tbody tr').first()).toContainText(formatWeight(rows[0].TotalWeight));
    await expect(topTable(page).getByRole('columnheader', { name: 'Båter', exact: true })).toBeVisible();

    await page.reload();
    await expect(
      (await openFilterGroup(page, 'Filtre', 'Redskapsgruppe')).getByLabel(/^Krokredskap/),
    ).toBeChecked();
    await expect(page.getByLabel('Rader', { exact: true })).toHaveValue('fisher');
    await expect(topTable(page).locator('tbody tr').first()).toContainText(rows[0].Title);

    // The chip removes the filter, and the checkbox follows.
    await page.getByRole('button', { name: 'Fjern filteret Redskapsgruppe: Krokredskap' }).click();
    await expect(page).not.toHaveURL(/gear=/);
    await expect(
      (await openFilterGroup(page, 'Filtre', 'Redskapsgruppe')).getByLabel(/^Krokredskap/),
    ).not.toBeChecked();
  });

  test('a newer change aborts the request of the older one', async ({ page }) => {
    await page.goto('/topoffloads');
    const failed: string[] = [];
    page.on('requestfailed', (request) => {
      if (request.url().endsWith('/api/offloads/query')) failed.push(request.failure()?.errorText ?? '');
    });
    // Hold the first query back so the second change supersedes it.
    let held = 0;
    await page.route('**/api/offloads/query', async (route) => {
      if (held++ === 0) await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue().catch(() => {});
    });
    // The second change comes once the first request is on its way (its fetch code loads on demand).
    const firstSent = page.waitForRequest('**/api/offloads/query');
    await page.getByLabel('Rader', { exact: true }).selectOption('species');
    await firstSent;
    await page.getByLabel('Rader', { exact: true }).selectOption('municipality');
    await expect(topTable(page).locator('caption')).toContainText('Landingskommuner');
    await expect.poll(() => failed.length).toBeGreaterThan(0);
    expect(failed[0]).toMatch(/abort/i);
    await page.waitForTimeout(1700);
    // The late answer of the aborted request never replaces the newer table.
    await expect(topTable(page).locator('caption')).toContainText('Landingskommuner');
  });

  test('sorts by any sortable column and pages, all in the URL', async ({ page, request }) => {
    // A year whose values are published: a ranking by value has rows to rank.
    const lastYear = { FromDate: '2025-01-01', ToDate: '2025-12-31' };
    await page.goto('/topoffloads?rows=species&from=2025-01-01&to=2025-12-31');
    const table = topTable(page);
    await table.getByRole('link', { name: /^Art( |$)/ }).click();
    await expect(page).toHaveURL(/sort=name:asc/);
    await expect(table.getByRole('columnheader', { name: /^Art( |$)/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    const byName = await queryLandings(request, {
      ...lastYear,
      OffloadGrouping: 'Art',
      OrderBy: 'Title asc',
    });
    await expect(table.locator('tbody tr').first()).toContainText(byName.rows[0].Title);

    await table.getByRole('link', { name: /^Verdi/ }).click();
    await expect(page).toHaveURL(/sort=value:desc/);
    const byValue = await queryLandings(request, {
      ...lastYear,
      OffloadGrouping: 'Art',
      OrderBy: 'Price desc',
    });
    await expect(table.locator('tbody tr').first()).toContainText(byValue.rows[0].Title);

    await page.getByLabel('Rader', { exact: true }).selectOption('boat');
    await page.getByRole('link', { name: 'Neste side' }).click();
    await expect(page).toHaveURL(/page=2/);
    const pageTwo = await queryLandings(request, { ...lastYear, OrderBy: 'Price desc', PageNo: 2 });
    await expect(table.locator('tbody tr').first()).toContainText('21.');
    await expect(table.locator('tbody tr').first()).toContainText(pageTwo.rows[0].Title);
    await page.reload();
    await expect(table.locator('tbody tr').first()).toContainText('21.');
    await expect(table.getByRole('columnheader', { name: /^Verdi/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  test('ranks by value only rows with a known value, and says so when the period has none yet', async ({
    page,
    request,
  }) => {
    // The newest year: its values are not published yet (12 months after landing).
    await page.goto('/topoffloads?measure=value');
    const table = topTable(page);
    await expect(table.locator('tbody')).toContainText('Ingen av landingene i perioden har kjent verdi ennå');
    await expect(table.locator('tbody tr')).toHaveCount(1);
    // A year with values: every ranked row has one, and the note says how much of the weight they hold.
    await page.goto('/topoffloads?measure=value&from=2025-01-01&to=2025-12-31');
    const ranked = await queryLandings(request, {
      FromDate: '2025-01-01',
      ToDate: '2025-12-31',
      OrderBy: 'Price',
    });
    expect(ranked.rows.length).toBeGreaterThan(0);
    for (const row of ranked.rows) expect(row.Price).not.toBeNull();
    await expect(table.locator('tbody tr').first()).toContainText(ranked.rows[0].Title);
    await expect(page.locator('[data-value-ranking]')).toContainText('Rangert etter kjent verdi');
  });

  test('the first sort or page click on the server-rendered table fetches rows, without leaving the page', async ({
    page,
  }) => {
    const queries: string[] = [];
    const serverRenders: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/offloads/query')) queries.push(request.method());
      const headers = request.headers();
      // A navigation renders the page on the server (a document, or an RSC request that is no prefetch).
      const navigation =
        request.resourceType() === 'document' || (headers['rsc'] && !headers['next-router-prefetch']);
      if (navigation && new URL(request.url()).pathname === '/topoffloads') serverRenders.push(request.url());
    });
    await page.goto('/topoffloads?rows=species');
    const table = topTable(page);
    await expect(table.locator('tbody tr').first()).toContainText('1.');
    const rendersAtLoad = serverRenders.length;
    await table.getByRole('link', { name: /^Art( |$)/ }).click();
    await expect(page).toHaveURL(/sort=name:asc/);
    await expect(table.getByRole('columnheader', { name: /^Art( |$)/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(queries).toEqual(['POST']);

    await page.goto('/topoffloads?rows=boat');
    await page.getByRole('link', { name: 'Neste side' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(table.locator('tbody tr').first()).toContainText('21.');
    expect(queries).toEqual(['POST', 'POST']);
    // Only the two page loads: neither click made the server render the page again.
    expect(serverRenders.length).toBe(rendersAtLoad + 1);
  });

  test('pivot columns and the measure shown', async ({ page, request }) => {
    await page.goto('/topoffloads');
    const species = await openFilterGroup(page, 'Kolonner per art eller redskap', 'Art');
    await species.getByRole('checkbox', { name: 'Torsk', exact: true }).check();
    await expect(page).toHaveURL(/pivots=fish:1022/);
    const table = topTable(page);
    await expect(table.getByRole('columnheader', { name: /^Torsk/ })).toBeVisible();
    await page.getByLabel('Vis', { exact: true }).selectOption('fish:1022');
    await expect(page).toHaveURL(/measure=fish:1022/);
    await expect(table.getByRole('columnheader', { name: /^Torsk/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    const { rows } = await queryLandings(request, { XPivots: 'fish:1022', OrderBy: 'Pivot:fish:1022 desc' });
    await expect(table.locator('tbody tr').first()).toContainText(rows[0].Title);
    await expect(table.locator('tbody tr').first().locator('td.is-measure')).toHaveText(
      formatWeight(rows[0].PivotParameters[0].TotalWeight),
    );
  });

  test('downloads the table as CSV with the same filters', async ({ page, request }) => {
    await page.goto('/topoffloads?rows=species&gear=3');
    const { name, text } = await downloadText(page, () =>
      page.getByRole('link', { name: /Last ned CSV/ }).click(),
    );
    expect(name).toMatch(/^topp-landing-species-.*\.csv$/);
    const csv = parseCsv(text);
    expect(csv[0]).toEqual([
      'Nr.',
      'Navn',
      'ID',
      'Artsgruppe',
      'Båter',
      'Siste landing',
      'Total vekt (kg)',
      'Verdi (kr)',
      'Vekt med kjent verdi (kg)',
    ]);
    const { rows, total } = await queryLandings(request, {
      OffloadGrouping: 'Art',
      FishingGear: '3',
      Count: 500,
    });
    expect(csv).toHaveLength(total + 1);
    rows.forEach((row, index) => {
      expect(csv[index + 1]).toEqual([
        String(index + 1),
        row.Title,
        row.ID,
        row.Row1,
        row.Row2,
        row.LastLandingDate ?? '',
        csvNumber(row.TotalWeight),
        csvNumber(row.Price),
        csvNumber(row.PricedWeight),
      ]);
    });
  });

  test('"Del / bygg inn" saves the view and shows its link and iframe code', async ({ page }) => {
    await page.goto('/topoffloads?rows=station&gear=3');
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/offloads/query/save'));
    await page.getByRole('button', { name: 'Del / bygg inn' }).click();
    const body = (await (await saved).json()) as { id: string };
    const panel = page.getByRole('region', { name: 'Del eller bygg inn' });
    await expect(panel.getByLabel('Lenke til denne visningen')).toHaveValue(
      /\/topoffloads\?rows=station&gear=3$/,
    );
    const code = panel.getByLabel(/Kode for innbygging/);
    await expect(code).toHaveValue(
      new RegExp(`<iframe src="[^"]+/topoffloads/embed/${body.id}\\?theme=light&amp;accent=087e8b"`),
    );
    await panel.getByLabel('Mørkt').check();
    await expect(code).toHaveValue(/theme=dark/);
    await expect(panel.getByRole('link', { name: 'Forhåndsvis innbyggingen' })).toHaveAttribute(
      'href',
      new RegExp(`/topoffloads/embed/${body.id}\\?theme=dark`),
    );
  });
});

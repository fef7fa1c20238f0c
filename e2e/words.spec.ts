import { expect, test, type Locator } from '@playwright/test';
import { openFilterGroup, tableRows } from './site-helpers';

/**
 * Words a reader understands (issue 27, point 3): names instead of codes and file names, one way of
 * writing a registration mark, hours that cannot be read as tonnes, overfished quotas said in words,
 * filter values written as names and offered once. And the site's address without SITE_URL (point 7).
 */

/** A painted-hull registration mark: `R-60-K`, `TR-346-ND`. */
const PAINTED_MARK = /^[A-ZÆØÅ]{1,2}-\d{1,4}-[A-ZÆØÅ]{1,3}$/;

/** The texts of one column of a table, found by its header. */
async function columnTexts(table: Locator, header: string): Promise<string[]> {
  const headers = await table
    .locator('thead th')
    .evaluateAll((cells) => cells.map((cell) => (cell.textContent ?? '').replace(/\s+/g, ' ').trim()));
  const index = headers.findIndex((text) => text.startsWith(header));
  expect(index, `column ${header} in ${headers.join(' | ')}`).toBeGreaterThanOrEqual(0);
  return (await tableRows(table)).map((row) => row[index]);
}

/** Label texts of the checkboxes in an open filter group (one that lists some), without their counts. */
async function checkboxLabels(group: Locator): Promise<string[]> {
  // The list is fetched when the group's toggle event arrives, a task after the click: wait for its
  // boxes, not only for no fetch to be running (none may have started yet).
  await expect(group.locator('li label').first()).toBeVisible();
  await expect(group.locator('[aria-busy="true"]')).toHaveCount(0);
  const labels = await group.locator('li label').allTextContents();
  return labels.map((label) => label.replace(/\s*\([\d.]+\)\s*$/, '').trim());
}

test.describe('words a reader understands', () => {
  test('/fangstmeldinger: hours as timer/min beside tonnes, main areas by name', async ({ page }) => {
    await page.goto('/fangstmeldinger');
    const table = page.locator('table[data-table="fangstmeldinger"]');
    const durations = await columnTexts(table, 'Varighet');
    expect(durations.length).toBeGreaterThan(0);
    for (const text of durations) expect(text).toMatch(/^(\d+ min|[\d.]+ timer?( \d+ min)?|–)$/);
    for (const text of await columnTexts(table, 'Fangst')) expect(text).toMatch(/ (t|kg|g)$/);
    for (const area of await columnTexts(table, 'Hovedområde')) expect(area).toMatch(/\p{L}{3,}/u);
    const options = await page
      .getByRole('combobox', { name: 'Hovedområde' })
      .locator('option')
      .allTextContents();
    expect(options.length).toBeGreaterThan(2);
    for (const option of options.slice(1)) expect(option).toMatch(/^\p{L}.* \(\d+\)$/u);
  });

  test('/kvoter: marks painted one way, sources without file names, factor quotas explained', async ({
    page,
  }) => {
    await page.goto('/kvoter');
    const marks = await columnTexts(page.locator('table[data-table="kvote-baater"]'), 'Reg.merke');
    expect(marks.length).toBeGreaterThan(0);
    for (const mark of marks) expect(mark).toMatch(PAINTED_MARK);
    const text = await page.getByRole('main').innerText();
    for (const internal of ['kvoter.csv', 'fangst.csv', 'Kvotetype', 'Linjer i faktor']) {
      expect(text).not.toContain(internal);
    }
    await expect(page.getByRole('main')).toContainText('kvotefaktor, båtens andel av gruppens kvote');
    await expect(page.locator('table[data-table="kvoter-per-art"] thead')).toContainText(
      'Kvoter gitt som faktor',
    );
  });

  test('a boat page: the names table writes the mark as on the hull', async ({ page }) => {
    await page.goto('/kvoter');
    const boat = page.locator('table[data-table="kvote-baater"] tbody a[href^="/boats/"]').first();
    await page.goto((await boat.getAttribute('href'))!);
    const marks = await columnTexts(page.locator('table[data-table="navn"]'), 'Reg.merke');
    expect(marks.length).toBeGreaterThan(0);
    for (const mark of marks) expect(mark).toMatch(PAINTED_MARK);
    await expect(page.locator('[data-fact="registreringsmerke"] dd')).toHaveText(marks[0]);
  });

  test('a quota fished beyond 100 % says "overfisket", never a negative remainder', async ({
    page,
    request,
  }) => {
    const directory = (await (await request.get('/api/boats?sort=weight&count=40')).json()) as {
      boats: { id: string }[];
    };
    const ids = directory.boats.map((boat) => boat.id);
    let overfished: string | null = null;
    for (const id of ids) {
      const quota = (await (await request.get(`/api/boats/quota/${id}`)).json()) as {
        lines: { remainingWeight: number | null }[];
      };
      if (quota.lines.some((line) => line.remainingWeight != null && line.remainingWeight < 0)) {
        overfished = id;
        break;
      }
    }
    expect(overfished, 'a boat in the default data fished beyond a quota').not.toBeNull();
    await page.goto(`/boats/${overfished}`);
    const section = page.getByRole('region', { name: /^Kvoter og fangst/ });
    await expect(section.locator('[data-quota-bars]')).toContainText(/overfisket med [\d.,]+ t/);
    const remaining = await columnTexts(section.locator('table'), 'Gjenstår');
    expect(remaining.some((text) => /^Overfisket med [\d.,]+ t$/.test(text))).toBe(true);
    for (const text of remaining) expect(text).not.toMatch(/^-/);
  });

  test('the filter lists write values as names, explain RSW and offer each name once', async ({ page }) => {
    await page.goto('/offloads');
    const groupLabels = async (name: string) => checkboxLabels(await openFilterGroup(page, 'Filtre', name));
    expect(await groupLabels('Redskapsgruppe')).toContain('Snurrevad');
    expect(await groupLabels('Redskap')).not.toContain('Snurrevad');
    expect(await groupLabels('Anvendelse – hovedgruppe')).toContain('Mel og olje');
    expect(await groupLabels('Anvendelse')).not.toContain('Mel og olje');
    const methods = await groupLabels('Landingsmåte');
    expect(methods).toEqual(expect.arrayContaining(['Kar', 'Tank / båt']));
    for (const label of methods) expect(label).toMatch(/^\P{Ll}/u);
    expect(await groupLabels('Nasjonalitet')).toEqual(['Norge']);
    const preservation = await openFilterGroup(page, 'Filtre', 'Konservering');
    expect(await checkboxLabels(preservation)).toContain('RSW');
    await expect(preservation).toContainText('RSW – nedkjølt sjøvann');
  });

  test('a landing note writes the code lists’ labels for readers', async ({ page }) => {
    await page.goto('/offloads');
    // The row's date opens its landing note.
    await page.locator('table a[href*="/landing/"]').first().click();
    await expect(page).toHaveURL(/\/landing\//);
    const table = page.locator('table[data-table="linjer"]');
    // The codes share one column on the page, each after its label.
    const texts = await columnTexts(table, 'Tilstand og behandling');
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) {
      const values = [
        ...text.matchAll(/(Tilstand|Kvalitet|Anvendelse|Landingsmåte \/ pakking|Konservering): (\S)/gu),
      ];
      expect(values.length, text).toBeGreaterThanOrEqual(3);
      for (const [, label, first] of values) expect(first, `${label} in ${text}`).toMatch(/^\P{Ll}/u);
    }
  });

  test('without SITE_URL, canonical, og:url, robots and sitemap name the server on its own port', async ({
    page,
    request,
    baseURL,
  }) => {
    const site = `http://localhost:${new URL(baseURL!).port}`;
    expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${site}/sitemap.xml`);
    expect(await (await request.get('/sitemap.xml')).text()).toContain(`<loc>${site}/boats</loc>`);
    await page.goto('/boats');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site}/boats`);
    const boat = (await page
      .locator('table[data-table="baater"] tbody a[href^="/boats/"]')
      .first()
      .getAttribute('href'))!;
    await page.goto(boat);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${site}${boat}`);
  });
});

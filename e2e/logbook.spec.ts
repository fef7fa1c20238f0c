import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolations, tableRows, pointsOnMap } from './site-helpers';

/**
 * Issue 12 in a real browser: the boat page's "Turer og fangst" from the generated logbooks, the
 * sentence for a boat without one, and /fangstmeldinger with its filters, map and CSV; axe on each.
 */

async function getJson<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  expect(response.ok(), `${url}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** A boat that reported an arrival in its logbook. */
async function loggedBoat(request: APIRequestContext): Promise<string> {
  const year = Number(await (await request.get('/api/sitedata/key/latest_year')).text());
  expect(year).toBeGreaterThan(2000);
  const arrivals = await getJson<{ VesselId: string | null }[]>(
    request,
    `/api/offloads/electronicReport/date/${year - 1}-01-01/${year}-12-31?type=POR&count=20`,
  );
  const id = arrivals.find((arrival) => arrival.VesselId)?.VesselId;
  expect(id, 'a boat with a logbook in the e2e data').toBeTruthy();
  return id!;
}

test('a boat page shows its latest trips, the catch on board and a map of its hauls', async ({
  page,
  request,
}) => {
  const id = await loggedBoat(request);
  await page.goto(`/boats/${id}`);
  const section = page.getByRole('region', { name: 'Turer og fangst' });
  await expect(section).toBeVisible();
  const rows = await tableRows(section.locator('table[data-table="turer"]'));
  expect(rows.length).toBeGreaterThan(0);
  expect(rows.length).toBeLessThanOrEqual(10);
  for (const row of rows) expect(row[0]).toMatch(/^\d+\/\d+\/\d{4} kl\. \d\d:\d\d$/);
  await expect(section.getByText(/Om bord ved siste ankomst|Fanget siden avgang/)).toBeVisible();
  await expect(section.getByRole('link', { name: /^Last ned CSV/ })).toHaveAttribute('href', /\/csv\/turer/);
  // The haul map: the drawing is an image of its own; scrolled to, the interactive map shows each of
  // its hauls as a marker at the start and a line to the stop.
  const haulMap = section.getByRole('figure', { name: /^Trekkene til/ });
  await expect(haulMap).toBeVisible();
  const src = await haulMap.locator('img[src$="/kart/trekk.svg"]').getAttribute('src');
  const drawing = await (await request.get(src!)).text();
  const hauls = drawing.match(/data-point=/g)?.length ?? 0;
  expect(hauls).toBeGreaterThan(0);
  // In text under the map: the newest hauls, and every haul of the map in the hauls CSV.
  await haulMap
    .locator('summary')
    .filter({ hasText: /trekkene som liste$/i })
    .click();
  const listed = haulMap.locator('details li');
  expect(await listed.count()).toBe(Math.min(hauls, 10));
  await expect(listed.first()).toHaveText(/^Trekk \d+\/\d+\/\d{4} kl\. \d\d:\d\d: /);
  if (hauls > 10) {
    await expect(haulMap.getByText(`Kartet viser ${hauls} trekk.`)).toBeVisible();
    const csvHref = await haulMap
      .getByRole('link', { name: 'Last ned alle trekkene (CSV)' })
      .getAttribute('href');
    const csv = (await (await request.get(csvHref!)).text()).trim().split('\n');
    expect(csv[0]).toMatch(/^\uFEFF?Start;Stopp;Redskap;Fangst \(kg\);Mest av;/);
    expect(csv.length - 1).toBe(hauls);
  }
  await haulMap.scrollIntoViewIfNeeded();
  await haulMap.locator('[data-map-state]').hover();
  await expect(haulMap.locator('[data-map-state]')).toHaveAttribute('data-map-state', 'ready');
  // Markers that would overlap are one cluster, which counts its points.
  await expect.poll(() => pointsOnMap(haulMap)).toBe(hauls);
  await expect(haulMap.locator('path.fd-track')).toHaveCount(drawing.match(/data-line=/g)?.length ?? 0);
  await expectNoSeriousA11yViolations(page, 'boat page with trips');
});

test('the boat page charts the catch on board as the API gives it, and a trip links the note it landed', async ({
  page,
  request,
}) => {
  const id = await loggedBoat(request);
  const series = await getJson<{ From: string; To: string; Changes: { Time: string; Balance: number }[] }>(
    request,
    `/api/boats/lager/changes/${id}`,
  );
  expect(series.Changes.length).toBeGreaterThan(0);
  await page.goto(`/boats/${id}`);
  const section = page.getByRole('region', { name: 'Turer og fangst' });
  const chart = section.getByRole('figure', { name: /^Fangst om bord \d+\/\d+\/\d{4}–\d+\/\d+\/\d{4}$/ });
  await expect(chart).toBeVisible();
  await chart.getByText('Vis tallene per dag').click();
  const days = await tableRows(chart.locator('table'));
  const eventDays = new Set(series.Changes.map((change) => change.Time.slice(0, 10)));
  expect(days).toHaveLength(eventDays.size);

  // The newest arrived trip's "Landet" links the landing note, whose page shows the same weight.
  const trips = section.locator('table[data-table="turer"]');
  const landed = trips.locator('tbody tr').first().getByRole('link');
  const weight = (await landed.textContent())!.replace(/ \(.*\)$/, '');
  await landed.click();
  await expect(page).toHaveURL(new RegExp(`/boats/${id}/landing/`));
  await expect(page.getByText(weight).first()).toBeVisible();
});

test('a boat under 15 m says it keeps no electronic logbook', async ({ page, request }) => {
  const list = await getJson<{ boats: { id: string; length: number | null }[] }>(
    request,
    '/api/boats?count=100',
  );
  const small = list.boats.find((boat) => boat.length != null && boat.length < 15);
  expect(small).toBeTruthy();
  await page.goto(`/boats/${small!.id}`);
  await expect(page.getByRole('region', { name: 'Turer og fangst' })).toContainText(
    'Båter under 15 meter fører ikke elektronisk fangstdagbok',
  );
});

test.describe('/fangstmeldinger', () => {
  test('lists the newest hauls; a species filter keeps only hauls that caught it', async ({ page }) => {
    await page.goto('/fangstmeldinger');
    await expect(page.getByRole('heading', { level: 1, name: 'Siste fangstmeldinger' })).toBeVisible();
    const table = page.locator('table[data-table="fangstmeldinger"]');
    await expect(table.locator('tbody tr')).toHaveCount(50);
    const select = page.getByRole('combobox', { name: 'Art' });
    const option = await select.locator('option').nth(1);
    const species = (await option.textContent())!.trim();
    await select.selectOption({ index: 1 });
    await expect(page).toHaveURL(/art=\d+/);
    // The URL changes first; the filtered page follows from the server.
    await expect(page.getByText(/trekk passer filteret/)).toBeVisible();
    const rows = await tableRows(table);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.join(' ')).toContain(species);
    await expect(page.getByRole('link', { name: /Last ned de .* nyeste trekkene/ })).toHaveAttribute(
      'href',
      /\/fangstmeldinger\/csv\?art=\d+/,
    );
    await expect(page.getByRole('figure', { name: 'Trekkene på denne siden' })).toBeVisible();
  });

  test('shows the fleet’s catch on board by species, as /api/lager/fish answers it', async ({
    page,
    request,
  }) => {
    const fleet = await getJson<{ Vessels: number; Species: { Species: string | null; Vessels: number }[] }>(
      request,
      '/api/lager/fish',
    );
    expect(fleet.Vessels).toBeGreaterThan(0);
    await page.goto('/fangstmeldinger');
    const section = page.getByRole('region', { name: 'Fangst om bord i flåten' });
    await expect(section).toContainText(`${fleet.Vessels} fartøy`);
    const rows = await tableRows(section.locator('table'));
    expect(rows[0][0]).toBe(fleet.Species[0].Species);
    expect(rows[0][2]).toBe(String(fleet.Species[0].Vessels));
  });

  test('axe: /fangstmeldinger', async ({ page }) => {
    await page.goto('/fangstmeldinger');
    await expectNoSeriousA11yViolations(page, '/fangstmeldinger');
  });
});

test('the navbar’s "Mer" opens to Fangstmeldinger and closes with Escape', async ({ page }) => {
  await page.goto('/about');
  const nav = page.getByRole('navigation', { name: 'Hovedmeny' });
  const link = nav.getByRole('link', { name: 'Fangstmeldinger' });
  await expect(link).toBeHidden();
  await nav.locator('summary', { hasText: 'Mer' }).click();
  await expect(link).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(link).toBeHidden();
  await nav.locator('summary', { hasText: 'Mer' }).click();
  await link.click();
  await expect(page).toHaveURL(/\/fangstmeldinger$/);
  await expect(link).toBeHidden();
});

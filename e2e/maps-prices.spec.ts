import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { formatPrice } from '../lib/format';
import { expectNoSeriousA11yViolations, pointsOnMap, tableRows } from './site-helpers';

/**
 * Issue 14 in a real browser: the map of boats (/kart) against /api/maps/boats, markers that open a
 * boat's page by mouse and keyboard, the list view, the boat page's track, the price page against
 * /api/nergard/Price, the front page's price widget, and axe on each.
 */

interface ApiPositions {
  latestReport: string | null;
  boats: {
    radioCallSign: string;
    boatId: string | null;
    name: string | null;
    gearGroupCode: string | null;
  }[];
}

interface ApiPrice {
  species: { code: string; name: string };
  monthly: { month: string; pricePerKg: number | null }[];
}

async function getJson<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  expect(response.ok(), `${url}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/**
 * Points at the map, as a visitor would, and waits until Leaflet has replaced the server's drawing (it
 * loads on the first interaction with the page once the map is near the viewport).
 */
async function interactiveMap(page: Page, figureTitle: string | RegExp) {
  const figure = page.getByRole('figure', { name: figureTitle });
  await figure.scrollIntoViewIfNeeded();
  await figure.locator('[data-map-state]').hover();
  await expect(figure.locator('[data-map-state]')).toHaveAttribute('data-map-state', 'ready');
  return figure;
}

test.describe('/kart', () => {
  test('shows a marker for every boat the API has a position for, and the same boats in the list', async ({
    page,
    request,
  }) => {
    const api = await getJson<ApiPositions>(request, '/api/maps/boats');
    expect(api.boats.length).toBeGreaterThan(0);
    await page.goto('/kart');
    await expect(page.getByRole('heading', { level: 1, name: 'Kart' })).toBeVisible();
    await expect(page.getByText(/Nyeste posisjon: \d+\/\d+\/\d{4} kl\. \d\d:\d\d/)).toBeVisible();
    const map = await interactiveMap(page, 'Båtenes siste posisjon');
    await expect.poll(() => pointsOnMap(map)).toBe(api.boats.length);
    await expect(page.locator('table[data-table="kart"] tbody tr')).toHaveCount(api.boats.length);
  });

  test('a marker names its boat on hover and opens the boat page on click', async ({ page }) => {
    await page.goto('/kart');
    const map = await interactiveMap(page, 'Båtenes siste posisjon');
    // A boat of its own (not in a cluster) that has a page.
    const marker = map.locator('.leaflet-marker-icon[data-count="1"][data-href]').first();
    const name = (await marker.getAttribute('title'))!.split(':')[0];
    const href = (await marker.getAttribute('data-href'))!;
    await marker.dispatchEvent('mouseover');
    await expect(page.locator('.leaflet-tooltip')).toContainText(name);
    await marker.dispatchEvent('click');
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the keyboard opens the boats from the list under the map; the markers are not Tab stops', async ({
    page,
  }) => {
    await page.goto('/kart');
    const map = await interactiveMap(page, 'Båtenes siste posisjon');
    await expect(map.getByText('tabellen under kartet har de samme lenkene')).toBeVisible();
    // Hundreds of overlapping dots would be hundreds of Tab stops and undersized touch targets.
    const markers = map.locator('.leaflet-marker-icon');
    expect(await markers.count()).toBeGreaterThan(0);
    await expect(
      map.locator('.leaflet-marker-icon[tabindex], .leaflet-marker-icon[role="link"]'),
    ).toHaveCount(0);
    await expect(markers.first()).toHaveAttribute('aria-hidden', 'true');

    const firstLink = page.locator('table[data-table="kart"] tbody tr').first().getByRole('link').first();
    const name = (await firstLink.textContent())!.trim();
    await firstLink.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/boats\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  });

  test('a gear filter narrows the map and the list to that gear’s boats', async ({ page, request }) => {
    const api = await getJson<ApiPositions>(request, '/api/maps/boats');
    const gear = api.boats.find((b) => b.gearGroupCode)!.gearGroupCode!;
    const expected = api.boats.filter((b) => b.gearGroupCode === gear).length;
    await page.goto('/kart');
    await page.getByRole('combobox', { name: 'Redskap' }).selectOption(gear);
    await expect(page).toHaveURL(new RegExp(`gear=${gear}`));
    await expect(page.locator('table[data-table="kart"] tbody tr')).toHaveCount(expected);
    const map = await interactiveMap(page, 'Båtenes siste posisjon');
    await expect.poll(() => pointsOnMap(map)).toBe(expected);
    await expect(page.getByRole('link', { name: /Last ned posisjonene/ })).toHaveAttribute(
      'href',
      new RegExp(`/kart/csv\\?gear=${gear}`),
    );
  });

  test('axe: /kart with the interactive map', async ({ page }) => {
    await page.goto('/kart');
    await interactiveMap(page, 'Båtenes siste posisjon');
    await expectNoSeriousA11yViolations(page, '/kart');
  });
});

test('the boat page shows the boat’s track with its landing ports on the map', async ({ page, request }) => {
  const api = await getJson<ApiPositions>(request, '/api/maps/boats');
  const boat = api.boats.find((b) => b.boatId)!;
  await page.goto(`/boats/${boat.boatId}`);
  const section = page.getByRole('region', { name: 'Spor og landingshavner' });
  await expect(section).toBeVisible();
  const track = await getJson<{ positions: unknown[] }>(
    request,
    `/api/maps/boats/radio/${boat.radioCallSign}/500`,
  );
  await expect(section.getByText(String(track.positions.length), { exact: true })).toBeVisible();
  const map = await interactiveMap(page, /^Sporet til/);
  await expect(map.locator('path.fd-track')).toHaveCount(1);
  // The newest position: a marker of its own, or named by the cluster it shares with a port close by.
  await expect(map.locator('.leaflet-marker-icon[aria-label*="Siste posisjon"]')).toHaveCount(1);
  await expectNoSeriousA11yViolations(page, 'boat page with track');
});

test.describe('/priser', () => {
  test('the month table equals the API’s prices, withheld months said as such', async ({ page, request }) => {
    await page.goto('/priser');
    await expect(page.getByRole('heading', { level: 1, name: 'Priser' })).toBeVisible();
    const caption = await page.locator('table[data-table="maanedspris"] caption').textContent();
    const year = /(\d{4})/.exec(caption ?? '')![1];
    const api = await getJson<ApiPrice>(request, `/api/nergard/Price/Hyse/${year}`);
    const rows = await tableRows(page.locator('table[data-table="maanedspris"]'));
    const pricesByMonth = new Map(rows.map((row) => [row[0], row[1]]));
    let compared = 0;
    for (const month of api.monthly) {
      const [y, m] = month.month.split('-');
      const label = `${['januar', 'februar', 'mars', 'april', 'mai', 'juni', 'juli', 'august', 'september', 'oktober', 'november', 'desember'][Number(m) - 1]} ${y}`;
      const shown = pricesByMonth.get(label);
      if (shown === undefined) continue;
      expect(shown, label).toBe(
        month.pricePerKg == null ? 'Holdt tilbake' : `${formatPrice(month.pricePerKg)}/kg`,
      );
      compared++;
    }
    expect(compared).toBeGreaterThan(0);
    await expect(page.getByRole('note').first()).toContainText(
      'holder tilbake prisene for de siste 12 månedene',
    );
  });

  test('filters change the tables and the CSV download keeps them', async ({ page }) => {
    await page.goto('/priser');
    await page.getByRole('combobox', { name: 'Redskap' }).selectOption('5');
    await expect(page).toHaveURL(/gear=5/);
    await expect(page.getByRole('heading', { name: /Alle arter, \d{4} \(Trål\)/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /Last ned priser per art og måned/ })).toHaveAttribute(
      'href',
      /\/api\/nergard\/download\?year=\d{4}&gear=5/,
    );
  });

  test('axe: /priser', async ({ page }) => {
    await page.goto('/priser');
    await expectNoSeriousA11yViolations(page, '/priser');
  });
});

test('the front page shows prices to fishers and links to the price page', async ({ page }) => {
  await page.goto('/');
  const widget = page.getByRole('region', { name: /Priser til fisker/ });
  await expect(widget).toBeVisible();
  await expect(widget.getByRole('listitem').first()).toContainText(/\d kr\/kg$/);
  await widget.getByRole('link', { name: 'Alle priser' }).click();
  await expect(page).toHaveURL(/\/priser$/);
});

test('the burger menu of a narrow screen links to Kart and Priser', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/about');
  await page.getByRole('button', { name: 'Åpne meny' }).click();
  const nav = page.getByRole('navigation', { name: 'Hovedmeny' });
  await nav.getByRole('link', { name: 'Kart', exact: true }).click();
  await expect(page).toHaveURL(/\/kart$/);
  await page.getByRole('button', { name: 'Åpne meny' }).click();
  await nav.getByRole('link', { name: 'Priser', exact: true }).click();
  await expect(page).toHaveURL(/\/priser$/);
});

test('a firm page shows its receiving stations on the map, each opening its station page', async ({
  page,
  request,
}) => {
  const firms = await getJson<{ firms: { id: string; stationCount: number }[] }>(
    request,
    '/api/firms?count=20',
  );
  const firm = firms.firms.find((f) => f.stationCount > 0)!;
  await page.goto(`/firm/${firm.id}`);
  const map = await interactiveMap(page, /^Mottaksstasjonene til/);
  const pins = map.locator('.leaflet-marker-icon[role="link"]');
  await expect(pins.first()).toBeVisible();
  await pins.first().focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/mottak\/[^/]+$/);
});

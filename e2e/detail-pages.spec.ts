import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { formatLength, formatNumber, formatWeight } from '../lib/format';
import { expectNoSeriousA11yViolations, pointsOnMap } from './site-helpers';

/**
 * The directories and detail pages in a real browser: reached from the search box, facts checked
 * against the JSON API, links followed between boat, owner, firm and station, unknown ids, and
 * axe-core on every page type.
 */

interface ApiBoat {
  id: string;
  name: string | null;
  registrationMarkDisplay: string | null;
  radioCallSign: string | null;
  length: number | null;
  owner: { id: string; name: string | null } | null;
}

async function getJson<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  expect(response.ok(), `${url}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** A busy boat with a name, an owner and a call sign (the directory lists the heaviest first). */
async function busyBoat(request: APIRequestContext): Promise<ApiBoat> {
  const list = await getJson<{ boats: { id: string; name: string | null }[] }>(
    request,
    '/api/boats?count=20',
  );
  for (const item of list.boats) {
    if (!item.name) continue;
    const boat = await getJson<ApiBoat>(request, `/api/boats/${item.id}`);
    if (boat.owner?.name && boat.radioCallSign) return boat;
  }
  throw new Error('no boat with name, owner and call sign in the e2e data');
}

/** Types in the navbar's search box and picks the result that links to `href`. */
async function openFromSearch(page: Page, term: string, href: string) {
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Søk etter båter' });
  await box.click();
  await box.pressSequentially(term, { delay: 20 });
  const option = page.locator(`[role="option"][href="${href}"]`).first();
  await expect(option).toBeVisible();
  await option.click();
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
}

const fact = (page: Page, name: string) => page.locator(`[data-fact="${name}"] dd`);

test.describe('boat, owner, firm and station pages', () => {
  test('a boat found by search shows the API’s facts, its landings, chart, map and links to the owner and back', async ({
    page,
    request,
  }) => {
    // A journey over four pages with two accessibility checks.
    test.slow();
    const boat = await busyBoat(request);
    await page.goto('/');
    await openFromSearch(page, boat.name!, `/boats/${boat.id}`);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(boat.name!);
    await expect(fact(page, 'registreringsmerke')).toHaveText(boat.registrationMarkDisplay!);
    await expect(fact(page, 'kallesignal')).toHaveText(boat.radioCallSign!);
    await expect(fact(page, 'fartoy-id')).toHaveText(boat.id);
    await expect(fact(page, 'lengde')).toHaveText(formatLength(boat.length));
    await expect(fact(page, 'eier').getByRole('link')).toHaveText(boat.owner!.name!);
    await expect(page).toHaveTitle(new RegExp(`${boat.name} \\(${boat.registrationMarkDisplay}\\)`));

    // The landings of the year shown agree with the API.
    const heading = await page.getByRole('heading', { level: 2, name: /^Landinger \d{4}$/ }).textContent();
    const year = heading!.slice(-4);
    const landings = await getJson<{ TotalWeight: number }[]>(request, `/api/offloads/${boat.id}/${year}`);
    expect(landings.length).toBeGreaterThan(0);
    await expect(fact(page, 'antall-landinger')).toHaveText(formatNumber(landings.length));
    const total = landings.reduce((sum, row) => sum + row.TotalWeight, 0);
    await expect(fact(page, 'total-vekt')).toHaveText(formatWeight(Math.round(total * 100) / 100));
    // The first view lists the 10 newest landings (the next test opens the rest).
    const table = page.locator('table[data-table="landinger"]');
    await expect(table.locator('tbody tr')).toHaveCount(Math.min(10, landings.length));
    await expect(table.locator('tfoot')).toContainText('Sum');
    await expect(table.locator('tfoot')).toContainText('Snitt per landing');

    // The chart is a server-drawn SVG image with a name; the map a figure with the drawing as an image of
    // its own, which loads, and then becomes the interactive map with a marker per dot of the drawing.
    await expect(page.getByRole('img', { name: /Rundvekt per måned/ })).toBeVisible();
    const catchMap = page.getByRole('figure', { name: /Hvor fangsten ble tatt/ });
    await expect(catchMap).toBeVisible();
    const image = catchMap.locator('img[src*="/kart/fangstfelt.svg"]');
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
      .toBeGreaterThan(0);
    const drawing = await (await request.get((await image.getAttribute('src'))!)).text();
    const dots = drawing.match(/data-point=/g)?.length ?? 0;
    expect(dots).toBeGreaterThan(0);
    await catchMap.locator('[data-map-state]').hover();
    await expect(catchMap.locator('[data-map-state]')).toHaveAttribute('data-map-state', 'ready');
    // Markers that would overlap are one cluster, which counts its points.
    await expect.poll(() => pointsOnMap(catchMap)).toBe(dots);
    await expect(page.getByText('Kilde: Fiskeridirektoratet').first()).toBeVisible();

    // Structured data: a Vehicle with the canonical URL.
    const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
    const [vehicle] = JSON.parse(jsonLd!) as { '@type': string; url: string }[];
    expect(vehicle['@type']).toBe('Vehicle');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', vehicle.url);
    expect(vehicle.url).toMatch(new RegExp(`/boats/${boat.id}$`));

    await expectNoSeriousA11yViolations(page, page.url());

    // A landing's detail: its lines.
    await table.locator('tbody tr').first().getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/boats/${boat.id}/landing/`));
    await expect(page.locator('table[data-table="linjer"] tbody tr').first()).toBeVisible();
    await expect(page.locator('table[data-table="linjer"] thead')).toContainText('Tilstand og behandling');
    await expect(page.locator('table[data-table="linjer"] tbody tr').first()).toContainText('Konservering:');
    await expectNoSeriousA11yViolations(page, page.url());
    await page.goBack();

    // Boat → owner → boat.
    await fact(page, 'eier').getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/owner/${encodeURIComponent(boat.owner!.id)}$`));
    const owner = await getJson<{
      name: string;
      organisationNumber: string | null;
      currentBoatCount: number;
    }>(request, `/api/owners/${encodeURIComponent(boat.owner!.id)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(owner.name);
    await expect(fact(page, 'baater-naa')).toHaveText(String(owner.currentBoatCount));
    if (owner.organisationNumber) await expect(fact(page, 'orgnr')).toHaveText(owner.organisationNumber);
    await page.locator('table[data-table="baater-naa"]').locator(`a[href="/boats/${boat.id}"]`).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(boat.name!);
  });

  test('a boat’s landings table opens from its 10 newest to all of them and back', async ({
    page,
    request,
  }) => {
    const boat = await busyBoat(request);
    await page.goto(`/boats/${boat.id}`);
    const heading = await page.getByRole('heading', { level: 2, name: /^Landinger \d{4}$/ }).textContent();
    const year = heading!.slice(-4);
    const landings = await getJson<unknown[]>(request, `/api/offloads/${boat.id}/${year}`);
    // The busiest boat lands more than 10 times a year, or the link would not be there to test.
    expect(landings.length).toBeGreaterThan(10);
    const table = page.locator('table[data-table="landinger"]');
    await expect(table.locator('caption')).toHaveText(
      `Landinger ${year}: de 10 nyeste av ${formatNumber(landings.length)} (summen gjelder alle)`,
    );
    // "Vis alle" opens the table with the rest (at most 300; the CSV has every one), "Vis færre" goes back.
    await page.getByRole('link', { name: `Vis alle ${formatNumber(landings.length)} landinger` }).click();
    await expect(page).toHaveURL(new RegExp(`/boats/${boat.id}\\?alle=landinger#tabell-landinger$`));
    await expect(table.locator('tbody tr')).toHaveCount(Math.min(300, landings.length));
    await expect(fact(page, 'antall-landinger')).toHaveText(formatNumber(landings.length));
    await page.getByRole('link', { name: 'Vis færre landinger' }).click();
    await expect(table.locator('tbody tr')).toHaveCount(10);
  });

  test('an owner found by search shows its boats and what they landed', async ({ page, request }) => {
    const boat = await busyBoat(request);
    const owner = await getJson<{ id: string; name: string; boats: { boatId: string; current: boolean }[] }>(
      request,
      `/api/owners/${encodeURIComponent(boat.owner!.id)}`,
    );
    await page.goto('/');
    await openFromSearch(page, owner.name, `/owner/${encodeURIComponent(owner.id)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(owner.name);
    const current = owner.boats.filter((b) => b.current);
    await expect(page.locator('table[data-table="baater-naa"] tbody tr')).toHaveCount(
      Math.max(1, current.length),
    );
    await expect(page.locator('table[data-table="landet-per-baat"]')).toBeVisible();
    await expect(page.locator('table[data-table="arter"] tfoot')).toContainText('Sum');
    await expect(page.getByRole('img', { name: /fordelt på båt/ })).toBeVisible();
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent())!,
    );
    expect(['Organization', 'Person']).toContain(jsonLd[0]['@type']);
    await expectNoSeriousA11yViolations(page, page.url());
  });

  test('firm → station → boat, with the API’s facts on each', async ({ page, request }) => {
    const boat = await busyBoat(request);
    await page.goto('/');
    await openFromSearch(page, boat.name!, `/boats/${boat.id}`);

    // The first landing's buyer.
    const buyerLink = page
      .locator('table[data-table="landinger"] tbody tr')
      .first()
      .locator('a[href^="/firm/"]');
    const firmHref = await buyerLink.getAttribute('href');
    await buyerLink.click();
    await expect(page).toHaveURL(new RegExp(`${firmHref}$`));
    const firmId = decodeURIComponent(firmHref!.split('/').pop()!);
    const firm = await getJson<{
      firm: { name: string | null };
      stations: { id: string; name: string | null }[];
    }>(request, `/api/firms/${firmId}/motak`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(firm.firm.name ?? `Kjøper ${firmId}`);
    const stationRows = page.locator('table[data-table="mottak"] tbody tr');
    await expect(stationRows).toHaveCount(firm.stations.length);
    await expect(page.getByRole('img', { name: /fordelt på mottaksstasjon/ })).toBeVisible();
    await expect(page.getByRole('figure', { name: /Mottaksstasjonene til/ })).toBeVisible();
    await expect(page.locator('table[data-table="toppbaater"] tbody tr').first()).toBeVisible();
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent())!,
    );
    expect(jsonLd[0]['@type']).toBe('Organization');
    await expectNoSeriousA11yViolations(page, page.url());

    // Every table of the page has its CSV download; the stations' has the stations.
    const tableCount = await page.locator('table[data-table]').count();
    expect(tableCount).toBe(4);
    await expect(page.getByRole('link', { name: /^Last ned CSV/ })).toHaveCount(tableCount);
    const stationsCsv = await request.get(
      (await page.getByRole('link', { name: /^Last ned CSV \(Mottaksstasjoner/ }).getAttribute('href'))!,
    );
    expect(stationsCsv.headers()['content-type']).toContain('text/csv');
    expect((await stationsCsv.text()).trim().split('\r\n')).toHaveLength(1 + firm.stations.length);

    // Firm → station.
    const station = firm.stations[0];
    await stationRows.first().getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/mottak/${station.id}$`));
    const detail = await getJson<{ name: string | null; buyerId: string; receivedWeight: number }>(
      request,
      `/api/motak/${station.id}`,
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      detail.name ?? `Mottaksstasjon ${station.id}`,
    );
    await expect(fact(page, 'selskap').getByRole('link')).toHaveAttribute('href', `/firm/${detail.buyerId}`);
    await expect(page.getByRole('figure', { name: /på kartet/ })).toBeVisible();
    const place = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent())!,
    );
    expect(place[0]['@type']).toBe('Place');
    await expectNoSeriousA11yViolations(page, page.url());

    // Station → a boat that delivered there.
    const boatLink = page.locator('table[data-table="siste-landinger"] a[href^="/boats/"]').first();
    const boatHref = await boatLink.getAttribute('href');
    await boatLink.click();
    await expect(page).toHaveURL(new RegExp(`${boatHref}$`));
    await expect(page.locator('[data-fact="fartoy-id"] dd')).toHaveText(boatHref!.split('/').pop()!);
  });

  test('an unknown id shows the Norwegian not-found page with a search box', async ({ page }) => {
    for (const path of ['/boats/0000000000', '/owner/finnes-ikke', '/firm/000000000', '/mottak/0']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fant ikke siden');
      await expect(page.getByRole('main').getByRole('combobox', { name: 'Søk etter båter' })).toBeVisible();
      await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/);
    }
  });
});

test.describe('directories', () => {
  test('all boats: sort, filter, quick filter, paging and CSV keep their state in the URL', async ({
    page,
    request,
  }) => {
    await page.goto('/boats');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alle båter');
    const rows = page.locator('table[data-table="baater"] tbody tr');
    const first = await getJson<{ boats: { id: string; name: string }[]; total: number }>(
      request,
      '/api/boats?count=50',
    );
    await expect(rows).toHaveCount(first.boats.length);
    await expect(rows.first().getByRole('link').first()).toHaveAttribute(
      'href',
      `/boats/${first.boats[0].id}`,
    );
    await expectNoSeriousA11yViolations(page, page.url());

    // Sort by name.
    await page.locator('table[data-table="baater"] thead').getByRole('link', { name: /Navn/ }).click();
    await expect(page).toHaveURL(/sort=name/);
    const byName = await getJson<{ boats: { id: string }[] }>(request, '/api/boats?sort=name&count=1');
    await expect(rows.first().getByRole('link').first()).toHaveAttribute(
      'href',
      `/boats/${byName.boats[0].id}`,
    );
    await expect(page.locator('th[aria-sort="ascending"]')).toContainText('Navn');

    // Filter by gear: applied at once, sort kept.
    const gear = page.getByLabel('Redskap');
    const gearValue = await gear.locator('option').nth(1).getAttribute('value');
    await gear.selectOption(gearValue!);
    await expect(page).toHaveURL(new RegExp(`gear=${gearValue}`));
    await expect(page).toHaveURL(/sort=name/);
    const filtered = await getJson<{ total: number }>(request, `/api/boats?gearGroup=${gearValue}&count=1`);
    await expect(page.locator('.lead')).toContainText(`${formatNumber(filtered.total)} av`);

    // Quick name filter.
    const name = first.boats[0].name.slice(0, 4);
    await page.getByLabel('Navn eller merke').fill(name);
    await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(name).replace(/%20/g, '\\+')}`));
    const csvHref = await page.getByRole('link', { name: 'Last ned listen (CSV)' }).getAttribute('href');
    expect(csvHref).toContain('gear=');
    const csv = await request.get(csvHref!);
    expect(csv.headers()['content-type']).toContain('text/csv');
  });

  test('all companies: buyers with their stations, and a tab for boat owners', async ({ page, request }) => {
    await page.goto('/firm');
    const firms = await getJson<{ firms: { id: string; name: string | null; stationCount: number }[] }>(
      request,
      '/api/firms?count=1',
    );
    const firstRow = page.locator('table[data-table="kjopere"] tbody tr').first();
    await expect(firstRow.getByRole('link').first()).toHaveAttribute('href', `/firm/${firms.firms[0].id}`);
    if (firms.firms[0].stationCount > 0)
      await expect(firstRow.locator('a[href^="/mottak/"]').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, page.url());

    await page.getByRole('link', { name: 'Rederier og båteiere' }).click();
    await expect(page).toHaveURL(/vis=rederier/);
    const ownerLink = page
      .locator('table[data-table="rederier"] tbody tr')
      .first()
      .locator('a[href^="/owner/"]');
    await expect(ownerLink).toBeVisible();
    await expectNoSeriousA11yViolations(page, page.url());
    await ownerLink.click();
    await expect(page).toHaveURL(/\/owner\//);
  });

  test('sitemap.xml lists the entity pages and robots.txt points to it', async ({ request }) => {
    const boat = await busyBoat(request);
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toContain('xml');
    const xml = await sitemap.text();
    expect(xml).toContain(`/boats/${boat.id}</loc>`);
    expect(xml).toMatch(/\/owner\/[^<]+<\/loc>/);
    expect(xml).toMatch(/\/firm\/[^<]+<\/loc>/);
    expect(xml).toMatch(/\/mottak\/[^<]+<\/loc>/);
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/Sitemap: .+\/sitemap\.xml/);
  });
});

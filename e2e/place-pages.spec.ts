import { expect, test, type Page } from '@playwright/test';
import { formatWeight } from '../lib/format';
import { downloadText, expectNoSeriousA11yViolations, parseCsv } from './site-helpers';

/**
 * Issue 53 in a real browser: a reader searches «torsk», lands on the species page, follows its top
 * list to a municipality and downloads what came in there, on a phone; the figures are the API's,
 * nothing is wider than the screen and axe finds nothing serious. Search engines find both kinds of
 * page in the sitemap, and an address by code leads to the name's.
 */

interface PlaceAnswer {
  year: number;
  figures: { weight: number; landings: number };
  season: { years: number[] };
  topBoats: { rows: { Title: string }[]; total: number };
  topMunicipalities?: { rows: { ID: string; Title: string }[] };
  species?: { code: string; slug: string; name: string };
  municipality?: { slug: string; name: string };
}

async function expectFitsScreen(page: Page, context: string) {
  const layout = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(layout.scrollWidth, `${context} is wider than the screen`).toBeLessThanOrEqual(layout.innerWidth);
}

const fact = (page: Page, name: string) => page.locator(`[data-fact="${name}"] dd`);

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('from a search to the species, on to a municipality and its download', async ({ page, request }) => {
    test.slow();
    const species = (await (await request.get('/api/species/torsk')).json()) as PlaceAnswer;

    await page.goto('/search/torsk');
    const speciesGroup = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: /^Arter \(/ }) });
    await speciesGroup.getByRole('link', { name: 'Torsk', exact: true }).first().click();
    await expect(page).toHaveURL(/\/art\/torsk$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Torsk');
    // The key figure on the first screen, as the API has it.
    await expect(fact(page, 'total-vekt')).toHaveText(formatWeight(species.figures.weight));
    await expect(fact(page, 'total-vekt')).toBeInViewport();
    // The season: this year against the years before, each in the legend.
    const legend = page
      .locator('section[aria-labelledby="sesong"]')
      .getByRole('list', { name: 'Forklaring' });
    await expect(legend.getByRole('listitem')).toHaveText(species.season.years.map(String));
    const boats = page.locator('[data-table="baater"]');
    await expect(boats.locator('tbody tr').first()).toContainText(species.topBoats.rows[0].Title);
    await expectFitsScreen(page, '/art/torsk');
    await expectNoSeriousA11yViolations(page, '/art/torsk at 360 px');

    // The boats' list embedded elsewhere: saved as a view, its embed shows the same first boat.
    const boatSection = page.locator('section[aria-labelledby="baater"]');
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/offloads/query/save'));
    await boatSection.getByRole('button', { name: 'Del / bygg inn' }).click();
    const { embedPath } = (await (await saved).json()) as { embedPath: string };
    await expect(boatSection.getByLabel(/Kode for innbygging/)).toHaveValue(new RegExp(`${embedPath}\\?`));
    const embed = await request.get(embedPath);
    expect(await embed.text()).toContain(species.topBoats.rows[0].Title);

    const first = species.topMunicipalities!.rows[0];
    await page.locator('[data-table="kommuner"]').getByRole('link', { name: first.Title }).first().click();
    await expect(page).toHaveURL(/\/kommune\/[a-z0-9-]+$/);
    const slug = new URL(page.url()).pathname.split('/').pop()!;
    const place = (await (await request.get(`/api/municipalities/${slug}`)).json()) as PlaceAnswer;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(place.municipality!.name);
    await expect(fact(page, 'total-vekt')).toHaveText(formatWeight(place.figures.weight));
    await expectFitsScreen(page, `/kommune/${slug}`);
    await expectNoSeriousA11yViolations(page, `/kommune/${slug} at 360 px`);

    const download = await downloadText(page, () =>
      page.locator('section[aria-labelledby="baater"]').getByRole('link', { name: 'Last ned CSV' }).click(),
    );
    expect(download.name).toBe(`baater-${slug}-${place.year}.csv`);
    const [, ...rows] = parseCsv(download.text.trim());
    expect(rows).toHaveLength(place.topBoats.total);
  });
});

test('the sitemap lists the pages, and an address by code leads to the name’s', async ({ request }) => {
  const species = (await (await request.get('/api/species/torsk')).json()) as PlaceAnswer;
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toMatch(/<loc>[^<]*\/art\/torsk<\/loc>/);
  const place = species.topMunicipalities!.rows[0];
  const byCode = await request.get(`/kommune/${place.ID}`, { maxRedirects: 0 });
  expect(byCode.status()).toBe(308);
  const target = byCode.headers().location;
  expect(target).toMatch(/^\/kommune\/[a-z0-9-]+$/);
  expect(sitemap).toContain(`${target}</loc>`);
  const speciesByCode = await request.get(`/art/${species.species!.code}`, { maxRedirects: 0 });
  expect(speciesByCode.headers().location).toBe('/art/torsk');
  expect((await request.get('/art/finnes-ikke')).status()).toBe(404);
});

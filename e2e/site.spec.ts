import { expect, test, type Page } from '@playwright/test';
import { formatDate, formatMonth, formatWeight } from '../lib/format';
import { osloToday } from '../lib/url-state/detail-period';
import { e2eDataDir, e2eSampleEndDate } from '../playwright.config';
import { csvNumber, downloadText, openFilterGroup, parseCsv, queryLandings, tableRows } from './site-helpers';

/**
 * The site's screens in a real browser: the front page's top lists, /offloads, /search/{term}, the
 * text pages, and the shell's burger menu and logo (/topoffloads: top-landings.spec.ts). Numbers shown are checked against the API.
 */

const topTable = (page: Page) => page.locator('table#toppliste');

test.describe('front page', () => {
  test('shows a top 10 per gear for the newest month with data, each linking to its full list', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Landinger fra norske fiskebåter');
    const section = page.getByRole('region', { name: /Topp 10 per redskap/ });
    await expect(section).toBeVisible();
    await expect(page.getByText(/^Oppdatert \d{1,2}\/\d{1,2}\/\d{4}$/)).toBeVisible();

    for (const gear of ['Krokredskap', 'Trål', 'Snurrevad', 'Garn', 'Pelagisk']) {
      await expect(page.getByRole('heading', { level: 2, name: gear, exact: true })).toBeVisible();
    }

    // The hook-gear list against the API, with the period and filters its link carries.
    const list = page.getByRole('region', { name: 'Krokredskap', exact: true });
    const more = list.getByRole('link', { name: /Se hele lista/ });
    const href = (await more.getAttribute('href'))!;
    const params = new URL(href, 'http://x').searchParams;
    expect(params.get('gear')).toBe('3');
    const { rows } = await queryLandings(request, {
      FishingGear: '3',
      FromDate: params.get('from'),
      ToDate: params.get('to'),
      Count: 10,
      PageNo: 1,
    });
    expect(rows.length).toBeGreaterThan(0);
    const shown = await tableRows(list.locator('table'));
    expect(shown).toHaveLength(rows.length);
    rows.forEach((row, index) => {
      expect(shown[index][0]).toBe(`${index + 1}.`);
      expect(shown[index][1]).toContain(row.Title);
      expect(shown[index][2]).toBe(formatWeight(row.TotalWeight));
    });
    await expect(list.locator('table a').first()).toHaveAttribute('href', `/boats/${rows[0].ID}`);

    // The link opens /topoffloads with the same filters and period set.
    await more.click();
    await expect(page).toHaveURL(/\/topoffloads\?/);
    await expect(page.locator('#tl-from')).toHaveValue(params.get('from')!);
    await expect(page.locator('#tl-to')).toHaveValue(params.get('to')!);
    await expect(
      page.getByRole('button', { name: 'Fjern filteret Redskapsgruppe: Krokredskap' }),
    ).toBeVisible();
    const first = (await tableRows(topTable(page)))[0];
    expect(first[1]).toContain(rows[0].Title);
  });

  test('opens on this month, or says which month it shows when this one has no landings yet', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    // The suite's data end on a fixed day (playwright.config.ts): in its month the page shows this
    // month; from the next month on it shows that month and says so.
    const lastDate = await (await request.get('/api/sitedata/key/last_date')).text();
    // A data dir generated before the data ran to an end date must be removed to be made again.
    expect(lastDate, `the newest landing of ${e2eDataDir}`).toBe(e2eSampleEndDate);
    const thisMonth = osloToday().slice(0, 7);
    const heading = page.getByRole('heading', { name: /^Topp 10 per redskap/ });
    if (lastDate.slice(0, 7) >= thisMonth) {
      await expect(heading).toHaveText(`Topp 10 per redskap, ${formatMonth(thisMonth)}`);
      await expect(page.getByRole('note')).toHaveCount(0);
    } else {
      await expect(heading).toHaveText(`Topp 10 per redskap, ${formatMonth(lastDate)}`);
      await expect(page.getByRole('note')).toHaveText(
        `Ingen landinger er registrert for ${formatMonth(thisMonth)} ennå. Viser ${formatMonth(lastDate)}, den nyeste måneden med data.`,
      );
    }
    const krokredskap = page.getByRole('region', { name: 'Krokredskap', exact: true });
    await expect(krokredskap.locator('tbody tr').first()).toBeVisible();
  });

  test('toggles between month and year, and fresh, frozen or all, as links', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Periode' }).getByRole('link', { name: 'År' }).click();
    await expect(page).toHaveURL(/\/\?period=year$/);
    await expect(page.getByRole('heading', { name: /Topp 10 per redskap, \d{4}$/ })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Periode' }).getByRole('link', { name: 'År' }),
    ).toHaveAttribute('aria-current', 'page');
    await page.getByRole('navigation', { name: 'Konservering' }).getByRole('link', { name: 'Fersk' }).click();
    await expect(page).toHaveURL(/\/\?period=year&preservation=fresh$/);
    await expect(page.getByRole('heading', { name: /\(fersk\)$/ })).toBeVisible();
    const href = await page
      .getByRole('region', { name: 'Garn', exact: true })
      .getByRole('link', { name: /Se hele lista/ })
      .getAttribute('href');
    expect(new URL(href!, 'http://x').searchParams.get('preservation')).toMatch(/^[\d,]+$/);
  });
});

test.describe('latest landings', () => {
  test('lists the newest landings first, filtered and paged, with CSV', async ({ page, request }) => {
    await page.goto('/offloads');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Siste landing');
    const table = page.locator('table#siste-landinger');
    const latest = await request.get('/api/offloads/latest?Count=20');
    const rows = (await latest.json()) as {
      BoatID: string;
      BoatName: string;
      LandingDate: string;
      Municipality: string;
      TotalWeight: number;
    }[];
    const shown = await tableRows(table);
    expect(shown).toHaveLength(20);
    expect(shown[0][0]).toBe(formatDate(rows[0].LandingDate));
    expect(shown[0][1]).toContain(rows[0].BoatName);
    expect(shown[0][2]).toBe(rows[0].Municipality);
    expect(shown[0]).toContain(formatWeight(rows[0].TotalWeight));
    // The date opens the landing note; the boat's name its page.
    const firstRow = table.locator('tbody tr').first();
    await expect(firstRow.getByRole('link').first()).toHaveAttribute(
      'href',
      new RegExp(`^/boats/${rows[0].BoatID}/landing/`),
    );
    await expect(firstRow.getByRole('link', { name: rows[0].BoatName, exact: true })).toHaveAttribute(
      'href',
      `/boats/${rows[0].BoatID}`,
    );

    await (await openFilterGroup(page, 'Filtre', 'Art')).getByLabel(/^Torsk \(/).check();
    await expect(page).toHaveURL(/\/offloads\?fish=1022$/);
    const cod = (await (await request.get('/api/offloads/latest?Fish=1022&Count=20')).json()) as {
      BoatName: string;
      TotalWeight: number;
    }[];
    await expect(table.locator('tbody tr').first()).toContainText(formatWeight(cod[0].TotalWeight));
    await expect(table.locator('tbody tr').first()).toContainText('Torsk');

    await page.getByRole('link', { name: 'Neste side' }).click();
    await expect(page).toHaveURL(/fish=1022&page=2/);
    await page.reload();
    await expect((await openFilterGroup(page, 'Filtre', 'Art')).getByLabel(/^Torsk \(/)).toBeChecked();

    const { text } = await downloadText(page, () => page.getByRole('link', { name: /Last ned CSV/ }).click());
    const csv = parseCsv(text);
    expect(csv[0].slice(0, 3)).toEqual(['Dato', 'Klokkeslett', 'Båt']);
    expect(csv[1][2]).toBe(cod[0].BoatName);
    expect(csv[1][11]).toBe(csvNumber(cod[0].TotalWeight));
  });
});

test.describe('search results page', () => {
  test('shows every matching boat and owner, paged, linking to their pages', async ({ page, request }) => {
    const term = 'hav';
    const boats = await request.get(`/api/search/boats/100/1?search=${term}`);
    const boatRows = (await boats.json()) as { ID: string; Name: string }[];
    const owners = (await (await request.get(`/api/search/owners/100/1?search=${term}`)).json()) as {
      EierID: string;
      Fartøyeier: string;
    }[];
    await page.goto(`/search/${term}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Søk: «hav»');
    const boatTable = page.locator('table#sok-baater');
    await expect(boatTable.locator('tbody tr')).toHaveCount(boatRows.length);
    await expect(boatTable.locator('tbody tr').first().getByRole('link')).toHaveAttribute(
      'href',
      `/boats/${boatRows[0].ID}`,
    );
    const ownerTable = page.locator('table#sok-fiskefirma');
    if (owners.length > 0) {
      await expect(ownerTable.locator('tbody tr').first().getByRole('link')).toHaveAttribute(
        'href',
        `/owner/${owners[0].EierID}`,
      );
    }
    await expect(page.getByRole('navigation', { name: 'Sider med båter' })).toBeVisible();
    const { text } = await downloadText(page, () =>
      page
        .locator('table#sok-baater')
        .locator('xpath=../..')
        .getByRole('link', { name: /Last ned CSV/ })
        .click(),
    );
    expect(parseCsv(text)[1][0]).toBe(boatRows[0].Name);
  });

  test('asks for three characters', async ({ page }) => {
    await page.goto('/search/ha');
    await expect(page.getByText('Skriv minst 3 tegn for å søke.')).toBeVisible();
  });
});

test.describe('text pages', () => {
  test('Om oss tells what the site is, the source, the licence, updates and how to report errors', async ({
    page,
  }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Om Fangstdata');
    for (const heading of [
      'Hvor kommer tallene fra?',
      'Lisens',
      'Hvor ofte oppdateres dataene?',
      'Fant du en feil?',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await expect(
      page.getByRole('link', { name: /Norsk lisens for offentlige data/ }).first(),
    ).toHaveAttribute('href', 'https://data.norge.no/nlod/no/2.0');
  });

  test('Kontakt oss has the contact address and a FAQ', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kontakt oss');
    await expect(page.getByRole('link', { name: 'kontakt@fangstdata.no' })).toHaveAttribute(
      'href',
      'mailto:kontakt@fangstdata.no',
    );
    await expect(page.getByRole('heading', { level: 2, name: 'Ofte stilte spørsmål' })).toBeVisible();
    expect(await page.getByRole('heading', { level: 3 }).count()).toBeGreaterThanOrEqual(3);
  });
});

import { expect, test, type Page } from '@playwright/test';
import { formatDate, formatLength } from '../lib/format';

/**
 * The quick search in the navbar (spec sections 2, 5, 9; issue 31): only from 3 characters, 200 ms after
 * typing stops, one request for every group, a section per group with hits, «Ingen treff på …» and the
 * 429 message, keyboard use, Enter to the results page, closing, and a 360 px screen.
 */

interface QuickSearchAnswer {
  groups: {
    kind: string;
    title: string;
    total: number;
    hits: { label: string; href: string; length: number | null; lastLandingDate: string | null }[];
  }[];
}

interface SearchRequest {
  body: { search: string; term: string; results: number; page: number };
}

function recordSearches(page: Page): SearchRequest[] {
  const searches: SearchRequest[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/search') {
      searches.push({ body: request.postDataJSON() });
    }
  });
  return searches;
}

/** Times in the page: the last input event and every call of fetch('/api/search'). */
async function instrumentTiming(page: Page) {
  await page.addInitScript(() => {
    const times = { input: 0, searches: [] as number[] };
    (window as unknown as { searchTimes: typeof times }).searchTimes = times;
    document.addEventListener('input', () => (times.input = performance.now()), true);
    const original = window.fetch.bind(window);
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) === '/api/search') times.searches.push(performance.now());
      return original(input, init);
    };
  });
}

const box = (page: Page) => page.getByRole('combobox', { name: 'Søk etter båter' });

test.describe('quick search', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/about');
  });

  test('does not search for two characters, and searches once 200 ms after typing stops', async ({
    page,
  }) => {
    await instrumentTiming(page);
    await page.reload();
    const searches = recordSearches(page);
    await box(page).pressSequentially('ha', { delay: 30 });
    await page.waitForTimeout(600);
    expect(searches).toHaveLength(0);
    await expect(box(page)).toHaveAttribute('aria-expanded', 'false');

    // Typing on within 200 ms restarts the wait: one search, for the whole term, for every group.
    await box(page).pressSequentially('vb', { delay: 60 });
    await expect.poll(() => searches.length).toBe(1);
    const times = await page.evaluate(
      () => (window as unknown as { searchTimes: { input: number; searches: number[] } }).searchTimes,
    );
    expect(times.searches).toHaveLength(1);
    expect(times.searches[0] - times.input).toBeGreaterThanOrEqual(195);
    await page.waitForTimeout(500);
    expect(searches.map((search) => search.body)).toEqual([
      { search: 'all', term: 'havb', results: 10, page: 1 },
    ]);
  });

  test('shows a section per group with hits, in the API’s order, Båter with its columns', async ({
    page,
    request,
  }) => {
    const answer = (await (
      await request.post('/api/search', { data: { search: 'all', term: 'fisk', results: 10 } })
    ).json()) as QuickSearchAnswer;
    const withHits = answer.groups.filter((group) => group.hits.length > 0);
    // Generated names: boats, firms, buyers and stations all have «FISK» in some name.
    expect(withHits.length).toBeGreaterThanOrEqual(3);

    await box(page).fill('fisk');
    const listbox = page.getByRole('listbox', { name: 'Søkeresultater' });
    await expect(listbox).toBeVisible();
    await expect(box(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(listbox.getByRole('group')).toHaveCount(withHits.length);
    for (const [index, group] of withHits.entries()) {
      const section = listbox.getByRole('group').nth(index);
      await expect(section).toHaveAccessibleName(group.title);
      await expect(section.getByRole('option')).toHaveCount(group.hits.length);
      await expect(section.getByRole('option').first()).toHaveAttribute('href', group.hits[0].href);
    }
    const boats = answer.groups.find((group) => group.kind === 'boats')!;
    if (boats.hits.length > 0) {
      const boatGroup = listbox.getByRole('group', { name: 'Båter' });
      await expect(boatGroup).toContainText('NavnLengdeSiste Landing');
      const first = boats.hits[0];
      await expect(boatGroup.getByRole('option').first()).toContainText(first.label);
      await expect(boatGroup.getByRole('option').first()).toContainText(formatLength(first.length));
      await expect(boatGroup.getByRole('option').first()).toContainText(formatDate(first.lastLandingDate));
    }
  });

  test('finds a buyer and its stations by part of the firm’s name', async ({ page, request }) => {
    const stations = (await (await request.get('/api/search/stations/1/1?search=fisk')).json()) as {
      label: string;
      href: string;
    }[];
    expect(stations.length).toBe(1);
    // The first word of the station's name, as a reader would type it.
    const word = stations[0].label.split(' ')[0].toLowerCase();
    await box(page).fill(word);
    const group = page.getByRole('group', { name: 'Mottaksstasjoner' });
    await expect(group.getByRole('option').first()).toBeVisible();
    await expect(page.getByRole('group', { name: 'Kjøpere' }).getByRole('option').first()).toBeVisible();
  });

  test('says «Ingen treff på …» when nothing matches, and keeps the box open', async ({ page }) => {
    await box(page).fill('qxzqxz');
    const message = page.getByRole('status').filter({ hasText: 'Ingen treff på «qxzqxz»' });
    await expect(message).toBeVisible();
    await expect(box(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('option')).toHaveCount(0);
  });

  test('says «For mange søk» when the server answers 429, not an empty list', async ({ page }) => {
    let asked = 0;
    await page.route('**/api/search**', (route) => {
      asked++;
      return route.fulfill({
        status: 429,
        headers: { 'Retry-After': '30', 'Content-Type': 'application/json' },
        body: JSON.stringify({ error: { code: 'rate_limited', message: 'For mange forespørsler' } }),
      });
    });
    await box(page).fill('havb');
    await expect(
      page.getByRole('status').filter({ hasText: 'For mange søk – prøv igjen om litt' }),
    ).toBeVisible();
    // The GET fallback would be refused as well: not asked.
    expect(asked).toBe(1);
  });

  test('the dropdown and its message fit a 360 px screen', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.reload();
    for (const term of ['fisk', 'qxzqxz']) {
      await box(page).fill(term);
      // Measured once the term's answer is shown (its hits, or no hits for it), not while the
      // dropdown still changes from the term before.
      const answered = page
        .getByRole('listbox')
        .getByRole('option')
        .first()
        .or(page.getByRole('status').filter({ hasText: `Ingen treff på «${term}»` }));
      await expect(answered.first()).toBeVisible();
      if (term === 'qxzqxz') await expect(page.getByRole('listbox')).toBeHidden();
      const dropdown = page.getByRole('status').or(page.getByRole('listbox'));
      for (const element of await dropdown.all()) {
        if (!(await element.isVisible())) continue;
        const bounds = (await element.boundingBox())!;
        expect(bounds.x).toBeGreaterThanOrEqual(0);
        expect(bounds.x + bounds.width).toBeLessThanOrEqual(360);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    }
  });

  test('arrow keys move through the options and Enter opens the chosen one', async ({ page }) => {
    await box(page).fill('hav');
    const options = page.getByRole('listbox').getByRole('option');
    await expect(options.first()).toBeVisible();
    await box(page).press('ArrowDown');
    await box(page).press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(box(page)).toHaveAttribute(
      'aria-activedescendant',
      (await options.nth(1).getAttribute('id'))!,
    );
    await box(page).press('ArrowUp');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    const href = (await options.first().getAttribute('href'))!;
    await box(page).press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(box(page)).toHaveValue('');
  });

  test('Escape and a click outside close the dropdown', async ({ page }) => {
    await box(page).fill('hav');
    const listbox = page.getByRole('listbox');
    await expect(listbox).toBeVisible();
    await box(page).press('Escape');
    await expect(listbox).toBeHidden();
    await expect(box(page)).toHaveAttribute('aria-expanded', 'false');
    // Focusing the box again shows the results it has.
    await page.getByRole('heading', { level: 1 }).click();
    await box(page).focus();
    await expect(listbox).toBeVisible();
    // A click outside (on the footer, away from its links) closes it.
    await page.getByRole('contentinfo').click({ position: { x: 5, y: 5 } });
    await expect(listbox).toBeHidden();
  });

  test('Enter goes to /search/{term} and clears the box; fewer than 3 characters empties the lists', async ({
    page,
  }) => {
    await box(page).fill('hav');
    await expect(page.getByRole('listbox')).toBeVisible();
    await box(page).fill('ha');
    await expect(page.getByRole('listbox')).toBeHidden();
    await expect(page.getByRole('option')).toHaveCount(0);
    await box(page).fill('havbris');
    await box(page).press('Enter');
    await expect(page).toHaveURL(/\/search\/havbris$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Søk: «havbris»');
    await expect(box(page)).toHaveValue('');
    await expect(page.getByRole('listbox')).toBeHidden();
  });
});

import { expect, test, type Page } from '@playwright/test';
import { displayRegistrationMark } from '../lib/fiskeridir/registration-mark';
import { formatDate, formatLength } from '../lib/format';

/**
 * The quick search in the navbar (spec sections 2, 5, 9): only from 3 characters, 200 ms after typing
 * stops, a "Båter" and a "Fiskefirma" section, keyboard use, Enter to the results page, closing.
 */

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

    // Typing on within 200 ms restarts the wait: one search, for the whole term.
    await box(page).pressSequentially('vb', { delay: 60 });
    await expect.poll(() => searches.length).toBe(2);
    const times = await page.evaluate(
      () => (window as unknown as { searchTimes: { input: number; searches: number[] } }).searchTimes,
    );
    expect(times.searches).toHaveLength(2);
    expect(Math.min(...times.searches) - times.input).toBeGreaterThanOrEqual(195);
    await page.waitForTimeout(500);
    expect(searches.map((search) => search.body).sort((a, b) => a.search.localeCompare(b.search))).toEqual([
      { search: 'boats', term: 'havb', results: 10, page: 1 },
      { search: 'owners', term: 'havb', results: 10, page: 1 },
    ]);
  });

  test('shows the Båter and Fiskefirma sections with the API results', async ({ page, request }) => {
    const boats = (await (
      await request.post('/api/search', { data: { search: 'boats', term: 'hav', results: 10, page: 1 } })
    ).json()) as {
      ID: string;
      Name: string;
      RegistrationID: string | null;
      Length: number | null;
      LastLandingDate: string | null;
    }[];
    const owners = (await (
      await request.post('/api/search', { data: { search: 'owners', term: 'hav', results: 10, page: 1 } })
    ).json()) as { EierID: string; Fartøyeier: string }[];
    expect(boats.length).toBeGreaterThan(0);

    await box(page).fill('hav');
    const listbox = page.getByRole('listbox', { name: 'Søkeresultater' });
    await expect(listbox).toBeVisible();
    await expect(box(page)).toHaveAttribute('aria-expanded', 'true');
    const boatGroup = listbox.getByRole('group', { name: 'Båter' });
    await expect(boatGroup).toContainText('NavnLengdeSiste Landing');
    const boatOptions = boatGroup.getByRole('option');
    await expect(boatOptions).toHaveCount(boats.length);
    const first = boats[0];
    await expect(boatOptions.first()).toContainText(
      `${first.Name}${first.RegistrationID ? ` (${displayRegistrationMark(first.RegistrationID)})` : ''}`,
    );
    await expect(boatOptions.first()).toContainText(formatLength(first.Length));
    await expect(boatOptions.first()).toContainText(formatDate(first.LastLandingDate));
    await expect(boatOptions.first()).toHaveAttribute('href', `/boats/${first.ID}`);
    if (owners.length > 0) {
      const ownerOptions = listbox.getByRole('group', { name: 'Fiskefirma' }).getByRole('option');
      await expect(ownerOptions).toHaveCount(owners.length);
      await expect(ownerOptions.first()).toHaveText(owners[0].Fartøyeier);
      await expect(ownerOptions.first()).toHaveAttribute('href', `/owner/${owners[0].EierID}`);
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

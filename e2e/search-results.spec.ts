import { expect, test } from '@playwright/test';
import { formatNumber } from '../lib/format';

/**
 * /search/{term} (issue 31): every group with hits under its heading with the count, groups without
 * hits left out, and one plain «Ingen treff» when nothing matches.
 */

interface QuickSearchAnswer {
  groups: { kind: string; title: string; total: number }[];
}

test('shows every group with hits and its count, and leaves the empty groups out', async ({
  page,
  request,
}) => {
  const answer = (await (
    await request.post('/api/search', { data: { search: 'all', term: 'fisk' } })
  ).json()) as QuickSearchAnswer;
  const withHits = answer.groups.filter((group) => group.total > 0);
  expect(withHits.length).toBeGreaterThanOrEqual(3);

  await page.goto('/search/fisk');
  const headings = page.getByRole('heading', { level: 2 });
  await expect(headings).toHaveText(withHits.map((group) => `${group.title} (${formatNumber(group.total)})`));
  await expect(page.getByText(/^Ingen /)).toHaveCount(0);
  const jumps = page.getByRole('navigation', { name: 'Til resultatene' }).getByRole('link');
  await expect(jumps).toHaveCount(withHits.length);
});

test('says «Ingen treff» once when nothing matches, with no empty tables', async ({ page }) => {
  await page.goto('/search/qxzqxz');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Søk: «qxzqxz»');
  await expect(page.getByText('Ingen treff på «qxzqxz».')).toHaveCount(1);
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(0);
});

test('a cod search finds cod first and no herring; a municipality lists the boats that belong there', async ({
  page,
  request,
}) => {
  await page.goto('/search/torsk');
  // The exact name comes first: the species group leads, Torsk at its top.
  await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText(/^Arter \(/);
  const species = page.locator('section').filter({ has: page.getByRole('heading', { name: /^Arter \(/ }) });
  const names = await species.locator('tbody th').allInnerTexts();
  expect(names[0]).toBe('Torsk');
  for (const name of names) expect(name.toLowerCase()).toContain('torsk');

  // A municipality's name: its boats, each saying why it is there.
  const { boats } = (await (await request.get('/api/boats?Count=50')).json()) as {
    boats: { id: string; municipality: string | null }[];
  };
  const home = boats.find((boat) => boat.municipality)!.municipality!;
  const term = home.charAt(0) + home.slice(1).toLowerCase();
  await page.goto(`/search/${encodeURIComponent(term)}`);
  const boatGroup = page.locator('section').filter({ has: page.getByRole('heading', { name: /^Båter \(/ }) });
  const first = boatGroup
    .locator('tbody tr')
    .filter({ hasText: /hjemkommune/i })
    .first();
  const href = await first.getByRole('link').first().getAttribute('href');
  const boat = (await (await request.get(`/api/boats/${href!.split('/').pop()}`)).json()) as {
    municipality: string | null;
  };
  expect(boat.municipality?.toUpperCase()).toBe(home.toUpperCase());
});

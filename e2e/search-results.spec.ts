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

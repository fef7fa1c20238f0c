import { expect, test, type Page } from '@playwright/test';
import { emulatorAccount, expectNoSeriousA11yViolations, newEmail, signIn } from './site-helpers';

/**
 * Every page type on a plain 360 px window (no device emulation): nothing is wider than the screen, and
 * the figure each list is about (the column marked `phone: 'key'`) of its first row is on screen.
 */

test.use({ viewport: { width: 360, height: 740 } });

/** The first link on `path` whose address matches `pattern`. */
async function firstHref(page: Page, path: string, pattern: RegExp): Promise<string> {
  await page.goto(path);
  const hrefs = await page
    .locator('main a[href]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const href = hrefs.find((h) => pattern.test(h));
  expect(href, `a link matching ${pattern} on ${path}`).toBeTruthy();
  return href!;
}

/** The page is no wider than the window and each table's first key figure lies inside it. */
async function expectFitsThePhone(page: Page, path: string) {
  const layout = await page.evaluate(() => {
    const keyFigures = [...document.querySelectorAll('table')].flatMap((table) => {
      const heads = [...table.querySelectorAll('thead th')];
      const index = heads.findIndex((th) => th.hasAttribute('data-key-figure'));
      const row = table.querySelector('tbody tr');
      const cell = index >= 0 && row ? row.children[index] : null;
      if (!cell || !(cell instanceof HTMLElement) || cell.offsetParent === null) return [];
      const box = cell.getBoundingClientRect();
      return [{ table: table.dataset.table ?? table.id, left: box.left, right: box.right }];
    });
    return {
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
      keyFigures,
    };
  });
  expect(layout.scrollWidth, `${path} is wider than the screen`).toBeLessThanOrEqual(layout.innerWidth);
  for (const figure of layout.keyFigures) {
    expect(figure.left, `${path}: key figure of ${figure.table}`).toBeGreaterThanOrEqual(0);
    expect(figure.right, `${path}: key figure of ${figure.table}`).toBeLessThanOrEqual(layout.innerWidth);
  }
  return layout;
}

const listPages = [
  '/',
  '/topoffloads',
  '/topoffloads?rows=station&pivots=fish:1022,fish:1027&measure=fish:1022',
  '/offloads',
  '/boats',
  '/firm',
  '/search/hav',
  '/kart',
  '/priser',
  '/kvoter',
  '/fangstmeldinger',
  '/effektivitet',
  '/about',
  '/contact',
  '/login',
  '/api-dokumentasjon',
  '/finnes-ikke',
];

for (const path of listPages) {
  test(`${path} fits a 360 px screen`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBeLessThan(path === '/finnes-ikke' ? 500 : 400);
    await expectFitsThePhone(page, path);
  });
}

test('the detail pages fit a 360 px screen, the landed weight on the first screen', async ({ page }) => {
  test.slow();
  const boat = await firstHref(page, '/boats', /^\/boats\/\d+$/);
  const firm = await firstHref(page, '/firm', /^\/firm\/\d+$/);
  const landing = await firstHref(page, boat, /^\/boats\/\d+\/landing\//);
  const owner = await firstHref(page, boat, /^\/owner\//);
  const station = await firstHref(page, firm, /^\/mottak\//);
  for (const path of [boat, landing, owner, firm, station]) {
    await page.goto(path);
    const layout = await expectFitsThePhone(page, path);
    expect(layout.keyFigures.length, `${path} has lists with a key figure`).toBeGreaterThan(0);
    // The name and the period's weight within the first 740 px (a landing note: its own weight).
    const weight = page.locator('[data-fact="total-vekt"] dd, [data-fact="vekt"] dd').first();
    await expect(weight).toHaveText(/\d/);
    const bottom = await weight.evaluate(
      (element) => element.getBoundingClientRect().bottom + window.scrollY,
    );
    expect(bottom, `${path}: the landed weight`).toBeLessThanOrEqual(740);
    const sizes = await page.evaluate(() => {
      // Chart text as drawn (its font size times the drawing's scale), and the targets a reader taps
      // outside running text (WCAG 2.5.8), leaving out what is only there for screen readers.
      const chartText = Array.from(document.querySelectorAll<SVGTextElement>('figure svg text'))
        .filter((text) => text.getBoundingClientRect().width > 0)
        .map((text) => parseFloat(getComputedStyle(text).fontSize) * text.ownerSVGElement!.getScreenCTM()!.a);
      const small = Array.from(document.querySelectorAll<HTMLElement>('a, button, summary, select'))
        .filter((element) => {
          const box = element.getBoundingClientRect();
          if (box.width <= 1 || box.height <= 1 || element.closest('p')) return false;
          return box.width < 24 || box.height < 24;
        })
        .map((element) => `${element.tagName} «${element.textContent?.trim().slice(0, 30)}»`);
      return { chartText, small };
    });
    expect(Math.min(...sizes.chartText, 99), `${path}: the smallest chart text`).toBeGreaterThanOrEqual(11);
    expect(sizes.small, `${path}: targets smaller than 24 × 24 px`).toEqual([]);
    await expectNoSeriousA11yViolations(page, `${path} at 360 px`);
  }
});

test('the top list puts the ranked figure beside the name on a phone', async ({ page }) => {
  await page.goto('/topoffloads');
  const firstRow = page.locator('table[data-table="toppliste"] tbody tr').first();
  const name = firstRow.locator('th[scope="row"]');
  const weight = firstRow.locator('td.is-measure');
  const [nameBox, weightBox] = [await name.boundingBox(), await weight.boundingBox()];
  expect(nameBox && weightBox).toBeTruthy();
  // On one line: the figure's top lies within the name's first line.
  expect(Math.abs(weightBox!.y - nameBox!.y)).toBeLessThan(12);
  expect(weightBox!.x + weightBox!.width).toBeLessThanOrEqual(360);
});

test('a long table shows its first rows and the rest on "Vis alle"', async ({ page }) => {
  await page.goto('/kart');
  const rows = page.locator('table[data-table="kart"] tbody tr');
  const total = await rows.count();
  expect(total, 'the map lists more boats than a phone shows at once').toBeGreaterThan(16);
  await expect(rows.nth(9)).toBeVisible();
  await expect(rows.nth(10)).toBeHidden();
  await page.getByText(`Vis alle ${total} båter`).click();
  await expect(rows.nth(total - 1)).toBeVisible();
  await page.getByText('Vis færre båter').click();
  await expect(rows.nth(10)).toBeHidden();
});

test('the quick-search dropdown fits the screen', async ({ page }) => {
  await page.goto('/about');
  await page.getByRole('combobox', { name: 'Søk etter båter' }).fill('hav');
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  const box = await listbox.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(360);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('/profile signed in fits a 360 px screen, the followed boats first', async ({ page, request }) => {
  const email = newEmail('mobil');
  const { uid, idToken } = await emulatorAccount(request, 'signUp', email);
  // Two boats followed, one of them the boat with the longest name of the first page of the directory.
  const { boats } = (await (await request.get('/api/boats?Count=50')).json()) as {
    boats: { id: string; name: string | null }[];
  };
  const longest = [...boats].sort((a, b) => (b.name ?? '').length - (a.name ?? '').length)[0];
  for (const boat of [longest, boats[0]]) {
    const followed = await request.post(`/api/user/boats/${boat.id}`, {
      headers: { Authorization: `Bearer ${idToken}`, 'User-ID': uid },
    });
    expect(followed.ok()).toBe(true);
  }
  await signIn(page, email, 'Bare denne fanen');
  await page.waitForURL('**/profile');
  const list = page.getByRole('list', { name: 'Mine båter' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('region', { name: 'Konto' })).toContainText(email);
  const [boatsTop, accountTop] = await Promise.all(
    ['Mine båter', 'Konto'].map(async (name) => (await page.getByRole('heading', { name }).boundingBox())!.y),
  );
  expect(boatsTop).toBeLessThan(accountTop);
  expect(boatsTop).toBeLessThan(740);
  await expectFitsThePhone(page, '/profile');
  for (const button of await list.getByRole('button').all()) {
    const box = (await button.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(360);
  }
});

test('the embed keeps name and weight visible at 320 px', async ({ page, request }) => {
  const response = await request.post('/api/offloads/query/save', { data: { OffloadGrouping: 'Kommune' } });
  const { id } = (await response.json()) as { id: string };
  await page.setViewportSize({ width: 320, height: 600 });
  await page.goto(`/topoffloads/embed/${id}`);
  const layout = await expectFitsThePhone(page, 'embed');
  expect(layout.keyFigures.length).toBe(1);
  const firstRow = page.locator('tbody tr').first();
  const nameBox = await firstRow.locator('th[scope="row"]').boundingBox();
  expect(nameBox!.x).toBeGreaterThanOrEqual(0);
  expect(nameBox!.x + nameBox!.width).toBeLessThanOrEqual(320);
});

test('ads fit their words on a phone, and the sign-in ad is not on the sign-in page', async ({ page }) => {
  for (const path of ['/', '/login']) {
    await page.goto(path);
    const slots = await page.locator('[data-ad-slot]').evaluateAll((elements) =>
      elements.map((slot) => {
        const box = slot.getBoundingClientRect();
        const words = Array.from(slot.querySelectorAll('strong, span')).map((w) => w.getBoundingClientRect());
        return {
          position: (slot as HTMLElement).dataset.adSlot,
          clipped: words.some(
            (w) => w.height > 0 && (w.bottom > box.bottom + 0.5 || w.right > box.right + 0.5),
          ),
          text: slot.textContent ?? '',
        };
      }),
    );
    for (const slot of slots) expect(slot.clipped, `${path}: the ${slot.position} ad`).toBe(false);
    if (path === '/login') {
      expect(slots.map((slot) => slot.position)).toEqual(['bottom']);
      for (const slot of slots) expect(slot.text).not.toMatch(/Logg inn/);
    } else {
      expect(slots.map((slot) => slot.position)).toEqual(['top', 'bottom']);
    }
  }
});

import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';

/** Helpers shared by the site's browser tests (site, search-box, embed, a11y specs). */

export interface ApiLandingRow {
  Title: string;
  ID: string;
  Row1: string;
  Row2: string;
  Period: string | null;
  LastLandingDate: string | null;
  BoatRegistrationID: string | null;
  Price: number | null;
  TotalWeight: number;
  PricedWeight: number;
  PivotParameters: { ID: string; Title: string; TotalWeight: number }[];
}

/** POST /api/offloads/query, as the page's numbers are checked against it. */
export async function queryLandings(
  request: APIRequestContext,
  body: Record<string, unknown>,
): Promise<{ rows: ApiLandingRow[]; total: number }> {
  const response = await request.post('/api/offloads/query', { data: body });
  expect(response.ok(), await response.text()).toBe(true);
  return {
    rows: (await response.json()) as ApiLandingRow[],
    total: Number(response.headers()['x-total-count']),
  };
}

/** The text of each cell of the table's body rows (row headers included), trimmed. */
export async function tableRows(table: Locator): Promise<string[][]> {
  return table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) =>
        Array.from(row.querySelectorAll('th, td')).map((cell) =>
          (cell.textContent ?? '').replace(/\s+/g, ' ').trim(),
        ),
      ),
    );
}

/** Axe finds no serious or critical violation of WCAG 2 A/AA on the page as it is. */
export async function expectNoSeriousA11yViolations(page: Page, context: string): Promise<void> {
  // After a client-side navigation the new page's <title> follows its content: wait for it, or axe
  // may judge the page in between, which has none.
  await expect(page).toHaveTitle(/\S/);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    // axe.run in the page itself: the site's pages frame only their own origin, which it reaches. The
    // default mode, made for cross-origin frames, loads axe three times and opens a blank page for the
    // last step, which doubles the time of every check for the same results.
    .setLegacyMode()
    .analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    serious.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    })),
    `axe on ${context}`,
  ).toEqual([]);
}

/** Reads a download as UTF-8 text without its byte-order mark. */
export async function downloadText(
  page: Page,
  trigger: () => Promise<void>,
): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), trigger()]);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return {
    name: download.suggestedFilename(),
    text: Buffer.concat(chunks)
      .toString('utf8')
      .replace(/^\uFEFF/, ''),
  };
}

/** `a;b;"c;d"` → rows of fields (the CSV the site writes: `;`, quotes only where needed). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let field = '';
  let row: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ';') {
      row.push(field);
      field = '';
    } else if (char === '\n') {
      row.push(field.replace(/\r$/, ''));
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field || row.length > 0) rows.push([...row, field]);
  return rows;
}

/** `1234.5` as the CSV writes it: decimal comma. */
export const csvNumber = (value: number | null) => (value == null ? '' : String(value).replace('.', ','));

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A disclosure (`<details>`) by its summary text; the "valgt" marker inside the summary is ignored. */
function disclosure(scope: Page | Locator, className: string, label: string): Locator {
  const page = 'page' in scope ? scope.page() : scope;
  return scope
    .locator(`details.${className}`)
    .filter({ has: page.locator('summary', { hasText: new RegExp(`^${escapeRegExp(label)}(valgt)?$`) }) });
}

/** Opens a filter form's section ("Filtre", "Kolonner per art eller redskap") and a group in it ("Art"); returns the group. */
export async function openFilterGroup(page: Page, section: string, group: string): Promise<Locator> {
  const outer = disclosure(page, 'filter-section', section);
  if ((await outer.getAttribute('open')) === null) await outer.locator('summary').first().click();
  const inner = disclosure(outer, 'filter-group', group);
  if ((await inner.getAttribute('open')) === null) await inner.locator('summary').click();
  return inner;
}

/** Sign-in against the Firebase Auth emulator that `npm start` runs when no Firebase project is configured. */
export const EMULATOR = `http://127.0.0.1:${process.env.AUTH_EMULATOR_PORT || 9099}`;
export const API_KEY = 'demo-api-key';
export const PASSWORD = 'hemmelig-passord-1';

export const newEmail = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@example.com`;

/** A user made (or signed in) directly in the emulator, with an ID token for API calls. */
export async function emulatorAccount(
  request: APIRequestContext,
  action: 'signUp' | 'signInWithPassword',
  email: string,
) {
  const response = await request.post(
    `${EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:${action}?key=${API_KEY}`,
    {
      data: { email, password: PASSWORD, returnSecureToken: true },
    },
  );
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as { idToken: string; localId: string };
  return { uid: body.localId, idToken: body.idToken };
}

/** Signs in through the login page with a password account. */
export async function signIn(
  page: Page,
  email: string,
  remember: 'Husk meg' | 'Bare denne fanen' | 'Ikke husk',
  intent = 'Logg inn',
) {
  await page.goto('/login');
  await page.getByLabel('E-post').fill(email);
  await page.getByLabel('Passord').fill(PASSWORD);
  await page.getByRole('radio', { name: remember }).check();
  await page.getByRole('button', { name: intent, exact: true }).click();
}

/** How many points the map's markers stand for: a cluster counts its points. */
export async function pointsOnMap(map: Locator): Promise<number> {
  const counts = await map
    .locator('.leaflet-marker-icon[data-count]')
    .evaluateAll((markers) => markers.map((marker) => Number((marker as HTMLElement).dataset.count)));
  return counts.reduce((sum, count) => sum + count, 0);
}

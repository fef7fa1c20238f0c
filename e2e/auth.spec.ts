import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { emulatorAccount, newEmail, PASSWORD, signIn } from './site-helpers';

/**
 * Sign-in, Profil and "Mine båter" in a real browser against the production server, with the Firebase
 * Auth emulator that `npm start` runs when no Firebase project is configured.
 */

async function someBoat(request: APIRequestContext): Promise<{ id: string; name: string }> {
  const response = await request.get('/api/boats?sort=weight&count=5');
  expect(response.ok()).toBe(true);
  const { boats } = (await response.json()) as { boats: { id: string; name: string | null }[] };
  const boat = boats.find((b) => b.name) ?? boats[0];
  return { id: boat.id, name: boat.name ?? `Fartøy ${boat.id}` };
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Hovedmeny' });

async function expectSignedInNav(page: Page) {
  await expect(nav(page).getByRole('link', { name: 'Profil', exact: true })).toHaveAttribute(
    'href',
    '/profile',
  );
  await expect(nav(page).getByRole('button', { name: 'Logg ut' })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);
}

async function expectSignedOutNav(page: Page) {
  await expect(nav(page).getByRole('link', { name: 'Login', exact: true })).toHaveAttribute('href', '/login');
  await expect(nav(page).getByRole('link', { name: 'Profil', exact: true })).toHaveCount(0);
}

test.describe('sign-in and Mine båter', () => {
  test('sign up, follow a boat, see it on Profil, reload, unfollow, sign out, sign in again', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const email = newEmail('ny');
    const boat = await someBoat(request);

    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Logg inn');
    await expectSignedOutNav(page);
    const homeLinkBefore = await nav(page).getByRole('link', { name: 'Hjem', exact: true }).boundingBox();

    await signIn(page, email, 'Husk meg', 'Opprett bruker');
    await page.waitForURL('**/profile');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Profil');
    await expectSignedInNav(page);
    // The navbar's sign-in slot keeps its width: the links before it did not move.
    expect(await nav(page).getByRole('link', { name: 'Hjem', exact: true }).boundingBox()).toEqual(
      homeLinkBefore,
    );

    const account = page.getByRole('region', { name: 'Konto' });
    await expect(account).toContainText(email);
    await expect(account.getByText('Nei', { exact: true })).toBeVisible(); // e-post bekreftet
    // What the account does not have (name, photo, phone) is not listed.
    for (const missing of ['Navn', 'Profilbilde', 'Telefon'])
      await expect(account).not.toContainText(missing);
    // The first user-state query of a fresh data dir creates the PGlite database (~10 s here).
    await expect(page.getByText('Du følger ingen båter ennå')).toBeVisible({ timeout: 45_000 });
    // This server has no SMTP_URL: the alerts are not offered, and the profile says why.
    await expect(page.getByRole('region', { name: 'Varsler' })).toContainText(
      'Varsler på e-post tilbys ikke her',
    );

    // Follow through the API, as the signed-in user (the boat pages, with their button, come later).
    const { uid, idToken } = await emulatorAccount(request, 'signInWithPassword', email);
    const followed = await request.post(`/api/user/boats/${boat.id}`, {
      headers: { Authorization: `Bearer ${idToken}`, 'User-ID': uid },
    });
    expect(followed.status()).toBe(201);
    expect(followed.headers()['cache-control']).toBe('private, no-store');

    await page.reload();
    const boats = page.getByRole('region', { name: 'Mine båter' });
    const row = boats.getByRole('listitem').filter({ hasText: boat.name });
    await expect(row.getByRole('link', { name: boat.name })).toHaveAttribute('href', `/boats/${boat.id}`);
    await expect(row.locator('[data-field="dato"]')).toHaveText(/^\d{1,2}\/\d{1,2}\/\d{4}$/); // siste landing
    await expect(row.locator('[data-field="vekt"]')).toHaveText(/\d (t|kg|g)$/); // vekt
    const unfollow = row.getByRole('button', { name: 'Slutt å følge' });
    await expect(unfollow).toHaveAttribute('aria-pressed', 'true');

    // Still there after another reload: the session and the list are stored.
    await page.reload();
    await expectSignedInNav(page);
    await expect(unfollow).toBeEnabled();

    const removed = page.waitForResponse(
      (response) =>
        response.url().endsWith(`/api/user/boats/${boat.id}`) && response.request().method() === 'DELETE',
    );
    await unfollow.click();
    const follow = row.getByRole('button', { name: 'Følg båt' });
    await expect(follow).toHaveAttribute('aria-pressed', 'false');
    expect((await removed).status()).toBe(200);
    await page.reload();
    await expect(page.getByText('Du følger ingen båter ennå')).toBeVisible();

    await nav(page).getByRole('button', { name: 'Logg ut' }).click();
    await expectSignedOutNav(page);
    await page.waitForURL(/\/login\?next=\/profile$/);
    // Signed out stays signed out.
    await page.goto('/profile');
    await page.waitForURL(/\/login\?next=\/profile$/);

    await signIn(page, email, 'Husk meg');
    await page.waitForURL('**/profile');
    await expect(page.getByRole('region', { name: 'Konto' })).toContainText(email);
    await expectSignedInNav(page);
  });

  test('"Ikke husk" forgets the session on reload; "Bare denne fanen" keeps it in the tab only', async ({
    page,
    context,
    request,
  }) => {
    const email = newEmail('glemsk');
    await emulatorAccount(request, 'signUp', email);

    await signIn(page, email, 'Ikke husk');
    await page.waitForURL('**/profile');
    await expectSignedInNav(page);
    await page.reload();
    await page.waitForURL(/\/login\?next=\/profile$/);
    await expectSignedOutNav(page);

    await signIn(page, email, 'Bare denne fanen');
    await page.waitForURL('**/profile');
    await page.reload();
    await expect(page.getByRole('region', { name: 'Konto' })).toContainText(email);
    await expectSignedInNav(page);
    const otherTab = await context.newPage();
    await otherTab.goto('/profile');
    await otherTab.waitForURL(/\/login\?next=\/profile$/);
    await expectSignedOutNav(otherTab);
  });

  test('a wrong password is answered in Norwegian', async ({ page, request }) => {
    const email = newEmail('feil');
    await emulatorAccount(request, 'signUp', email);
    await page.goto('/login');
    await page.getByLabel('E-post').fill(email);
    await page.getByLabel('Passord').fill('ikke-passordet');
    await page.getByRole('button', { name: 'Logg inn', exact: true }).click();
    const alert = page.getByRole('main').getByRole('alert');
    await expect(alert).toHaveText(/^Feil (passord|e-postadresse eller passord)/);
    await expect(page).toHaveURL(/\/login$/);
    await expectSignedOutNav(page);

    await page.getByLabel('E-post').fill(newEmail('ukjent'));
    await page.getByLabel('Passord').fill(PASSWORD);
    await page.getByRole('button', { name: 'Logg inn', exact: true }).click();
    await expect(alert).toHaveText(/^(Fant ingen bruker|Feil e-postadresse eller passord)/);
  });

  test('Google sign-in works against the emulator, offline', async ({ page }) => {
    const email = newEmail('google');
    await page.goto('/login');
    await page.getByLabel('E-post').fill(email);
    await page.getByRole('button', { name: 'Logg inn med Google' }).click();
    await page.waitForURL('**/profile');
    const account = page.getByRole('region', { name: 'Konto' });
    await expect(account).toContainText(email);
    await expect(account.getByText('Ja', { exact: true })).toBeVisible(); // Google addresses are verified
  });

  test('the user API refuses missing tokens (401) and a spoofed User-ID (403)', async ({ request }) => {
    const boat = await someBoat(request);
    const alice = await emulatorAccount(request, 'signUp', newEmail('alice'));
    const bob = await emulatorAccount(request, 'signUp', newEmail('bob'));

    const anonymous = await request.get('/api/user/boats');
    expect(anonymous.status()).toBe(401);
    expect((await anonymous.json()).error.code).toBe('unauthorized');
    expect((await request.post(`/api/user/boats/${boat.id}`)).status()).toBe(401);
    expect(
      (await request.get('/api/user/boats', { headers: { Authorization: 'Bearer not-a-token' } })).status(),
    ).toBe(401);

    const spoofed = await request.get('/api/user/boats', {
      headers: { Authorization: `Bearer ${alice.idToken}`, 'User-ID': bob.uid },
    });
    expect(spoofed.status()).toBe(403);

    expect(
      (
        await request.post(`/api/user/boats/${boat.id}`, {
          headers: { Authorization: `Bearer ${alice.idToken}` },
        })
      ).status(),
    ).toBe(201);
    const bobs = await request.get('/api/user/boats', {
      headers: { Authorization: `Bearer ${bob.idToken}` },
    });
    expect(await bobs.json()).toEqual([]);
  });

  test('the login page has no accessibility violations in its form', async ({ page }) => {
    await page.goto('/login');
    // Every control is labelled.
    for (const name of ['E-post', 'Passord']) await expect(page.getByLabel(name)).toBeVisible();
    await expect(page.getByRole('group', { name: 'Husk innloggingen' })).toBeVisible();
    for (const name of ['Husk meg', 'Bare denne fanen', 'Ikke husk']) {
      await expect(page.getByRole('radio', { name })).toBeVisible();
    }
    await expect(page.getByRole('radio', { name: 'Husk meg' })).toBeChecked();
    const { default: AxeBuilder } = await import('@axe-core/playwright');
    const results = await new AxeBuilder({ page }).include('main').setLegacyMode().analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});

import { expect, test, type Page } from '@playwright/test';

/**
 * The Content-Security-Policy allows no inline script but the page's own: every inline script of a
 * served page is named by its hash in the header, and the browser reports no violation, on a page
 * rendered by Next and on the same page sent again from the front cache.
 */

declare global {
  interface Window {
    cspViolations: string[];
  }
}

async function boatPath(page: Page): Promise<string> {
  const response = await page.request.get('/api/boats?count=1');
  expect(response.ok()).toBe(true);
  const { boats } = (await response.json()) as { boats: { id: string }[] };
  return `/boats/${encodeURIComponent(boats[0].id)}`;
}

/** The sha256 source expression of each inline script the browser would run, hashed in the page. */
const inlineScriptHashes = (page: Page) =>
  page.evaluate(async () => {
    const runnable = [...document.querySelectorAll('script:not([src])')].filter((script) =>
      ['', 'module', 'text/javascript', 'application/javascript'].includes(script.getAttribute('type') ?? ''),
    );
    return Promise.all(
      runnable.map(async (script) => {
        const digest = await crypto.subtle.digest(
          'SHA-256',
          new TextEncoder().encode(script.textContent ?? ''),
        );
        return `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`;
      }),
    );
  });

test('a boat page runs under a policy that lists its inline scripts by hash', async ({ page }) => {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      window.cspViolations.push(`${event.violatedDirective}: ${event.blockedURI}`),
    );
  });
  const path = await boatPath(page);

  for (const visit of ['rendered', 'from the front cache']) {
    const response = await page.goto(path);
    expect(response?.status(), visit).toBe(200);
    const policy = (await response?.headerValue('content-security-policy')) ?? '';
    const scriptSrc = policy.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc, visit).not.toContain("'unsafe-inline'");
    const hashes = await inlineScriptHashes(page);
    expect(hashes.length, visit).toBeGreaterThan(0);
    for (const hash of hashes) expect(scriptSrc, visit).toContain(hash);
    await expect(page.locator('h1')).toBeVisible();
    // Client code ran: Next's router is up.
    await expect.poll(() => page.evaluate(() => 'next' in window)).toBe(true);
    expect(await page.evaluate(() => window.cspViolations), visit).toEqual([]);
  }
  expect(console).toEqual([]);
});

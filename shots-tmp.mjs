import { chromium } from 'playwright-core';
const base = 'http://localhost:3300';
const pages = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
for (const spec of pages) {
  const [name, path, width, selector] = spec.split('|');
  const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
  await page.goto(base + path, { waitUntil: 'networkidle' });
  const sw = await page.evaluate(() => [document.documentElement.scrollWidth, innerWidth]);
  if (selector) {
    const el = page.locator(selector).first();
    await el.scrollIntoViewIfNeeded();
    await el.screenshot({ path: `/tmp/shots/${name}-${width}.png` });
  } else await page.screenshot({ path: `/tmp/shots/${name}-${width}.png`, fullPage: false });
  console.log(name, width, 'scrollWidth', sw);
  await page.close();
}
await browser.close();

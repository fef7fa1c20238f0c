// usage: node shot.tmp.mjs url out.png width [fullPage]
import { chromium } from '@playwright/test';
const [url, out, w = '390', full = ''] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: Number(w), height: 800 } });
await page.goto(url, { waitUntil: 'networkidle' });
const sw = await page.evaluate(() => [document.documentElement.scrollWidth, innerWidth, document.documentElement.scrollHeight]);
console.log(url, 'scrollWidth', sw);
await page.screenshot({ path: out, fullPage: !!full });
await browser.close();

// Takes full-page screenshots of site URLs in Debian's Chromium, for looking at pages as a person
// would: node scripts/screenshot.mjs http://localhost:3000/mission [more URLs] (writes to ./screenshots).
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const urls = process.argv.slice(2);
const outDir = process.env.SCREENSHOT_DIR ?? 'screenshots';
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
for (const url of urls) {
  for (const [name, viewport] of [
    ['desktop', { width: 1440, height: 900 }],
    ['mobile', { width: 375, height: 812 }],
  ]) {
    // Reduced motion: full-page shots would otherwise catch below-the-fold sections before they reveal.
    const page = await browser.newPage({ viewport, locale: 'de-DE', reducedMotion: 'reduce' });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(1500);
    const slug = new URL(url).pathname.replace(/\W+/g, '_') || 'root';
    await page.screenshot({ path: `${outDir}/${slug}-${name}.png`, fullPage: process.env.FULL !== '0' });
    await page.close();
  }
}
await browser.close();

// Takes screenshots of site URLs in Debian's Chromium, for looking at pages as a person would:
//   node scripts/screenshot.mjs http://localhost:3000/mission [more URLs]   (writes to ./screenshots)
// Default: full pages at 1440 px ("desktop") and 375 px ("mobile"). WIDTHS=320,375,768,1024,1440
// takes one shot per width instead (named by width); FULL=0 keeps to the first screen.
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const urls = process.argv.slice(2);
const outDir = process.env.SCREENSHOT_DIR ?? 'screenshots';
mkdirSync(outDir, { recursive: true });

/** A phone-like height for narrow widths, a laptop's for wide ones. */
const heightFor = (width) => (width < 768 ? 812 : width < 1280 ? 1024 : 900);
const viewports = process.env.WIDTHS
  ? process.env.WIDTHS.split(',').map((value) => {
      const width = Number(value);
      return [`${width}`, { width, height: heightFor(width) }];
    })
  : [
      ['desktop', { width: 1440, height: 900 }],
      ['mobile', { width: 375, height: 812 }],
    ];

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
for (const [name, viewport] of viewports) {
  // One context per viewport; reduced motion: full-page shots would otherwise catch below-the-fold
  // sections before they reveal.
  const context = await browser.newContext({ viewport, locale: 'de-DE', reducedMotion: 'reduce' });
  for (const url of urls) {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(1000);
    const slug = new URL(url).pathname.replace(/\W+/g, '_').replace(/^_+|_+$/g, '') || 'root';
    await page.screenshot({ path: `${outDir}/${slug}-${name}.png`, fullPage: process.env.FULL !== '0' });
    await page.close();
  }
  await context.close();
}
await browser.close();

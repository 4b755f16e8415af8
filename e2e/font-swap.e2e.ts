import { expect, test, type Page } from '@playwright/test';

// Inter arrives late on a slow first visit: the page is first drawn in a system font, then
// swapped. The size-adjusted fallbacks (src/lib/font-fallbacks.ts) and layouts without
// font-dependent line breaks at the top (breadcrumbs on one line, stacked hero actions on phones)
// keep that swap from moving the page. Before them these pages shifted by up to 0.26 on a phone.
// The routes are those that shifted most, plus one page of each other kind.
const routes = [
  '/',
  '/en',
  '/kontakt',
  '/server-hardware-ankauf',
  '/amd-prozessoren-ankauf',
  '/batteriespeicher-ankauf-recycling',
  '/en/solarmodule-premium-ankauf',
  '/en/byd-hvm-hvs-ankauf-recycling',
  '/unternehmensprofil',
  '/datenschutz',
];

declare global {
  interface Window {
    layoutShift: number;
  }
}

/** The font families whose faces the page has loaded so far (system fonts behind local() included). */
function loadedFamilies(page: Page) {
  return page.evaluate(() =>
    [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family.replaceAll('"', '')),
  );
}

test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });

for (const path of routes) {
  test(`${path}: the swap to Inter moves nothing visible`, async ({ page }) => {
    let releaseFont = () => {};
    const fontHeld = new Promise<void>((resolve) => (releaseFont = resolve));
    await page.route('**/*.woff2', async (route) => {
      await fontHeld;
      await route.continue();
    });
    await page.addInitScript(() => {
      window.layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) window.layoutShift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });

    // The preloaded font holds back the load event, so wait for the first frames instead.
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const beforeSwap = await loadedFamilies(page);
    // Drawn with one of the size-adjusted fallbacks, not with Inter and not with a bare system font.
    expect(beforeSwap.some((family) => family.startsWith('Inter Fallback'))).toBe(true);
    expect(beforeSwap).not.toContain('inter');

    releaseFont();
    await page.evaluate(async () => {
      await document.fonts.ready;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    });
    expect(await loadedFamilies(page)).toContain('inter');
    // Lines may still break differently here and there; a shift well under 0.1 ("good") remains.
    expect(await page.evaluate(() => window.layoutShift)).toBeLessThan(0.05);
  });
}

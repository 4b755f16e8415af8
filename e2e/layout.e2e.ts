import { expect, test, type Browser, type Page } from '@playwright/test';
import { routes } from '../src/content/routes';
import { locales } from '../src/i18n/locales';
import { localizedPath } from '../src/lib/site-url';

// Layout over every route in both languages: nothing a visitor needs lies under the floating
// launchers, and no page scrolls sideways. One browser context per width; the routes are walked
// inside the test and each page is checked in one evaluate, so the suite stays cheap.

const pages = routes.flatMap((route) => locales.map((locale) => localizedPath(route.path, locale)));

/** Interactive elements whose centre a visitor must be able to reach. */
const TARGETS =
  'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"])';

/**
 * In the page: every visible link, button and field, visited in document order as keyboard
 * navigation does (scrolled into view "nearest", so it lands at the bottom edge when it comes
 * from below, where the launchers sit), must be what `elementFromPoint` finds at its centre, not
 * a launcher. `firstScreenOnly` checks the targets of the first screen as it loads, unscrolled.
 * The loop runs synchronously, so launchers keep the visibility they had when it started.
 */
function coveredTargets({ selector, firstScreenOnly }: { selector: string; firstScreenOnly: boolean }): string[] {
  const launchers = [...document.querySelectorAll<HTMLElement>('[data-widget]')];
  const isLauncher = (node: Element | null) => !!node && launchers.some((launcher) => launcher.contains(node));
  const describe = (element: Element) => {
    const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ');
    return `${element.tagName.toLowerCase()} "${text.slice(0, 40)}"`;
  };
  const problems: string[] = [];
  for (const element of document.querySelectorAll<HTMLElement>(selector)) {
    if (isLauncher(element)) continue;
    if (!element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
    let rect = element.getBoundingClientRect();
    if (rect.width < 2 || rect.height < 2 || rect.right < 0 || rect.left > window.innerWidth) continue;
    if (firstScreenOnly) {
      if (rect.top >= window.innerHeight || rect.bottom <= 0) continue;
    } else {
      element.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    }
    rect = element.getBoundingClientRect();
    const x = rect.left + rect.width / 2;
    const y = Math.min(Math.max(rect.top + rect.height / 2, 0), window.innerHeight - 1);
    const hit = document.elementFromPoint(x, y);
    if (isLauncher(hit)) problems.push(`${describe(element)} at scroll ${Math.round(window.scrollY)}`);
  }
  return problems;
}

/** In the page: the document's width beyond the viewport and the widest elements that cause it. */
function overflow(): string[] {
  const width = document.documentElement.clientWidth;
  if (document.documentElement.scrollWidth <= width) return [];
  const culprits = [...document.body.querySelectorAll<HTMLElement>('*')]
    .filter((element) => element.getBoundingClientRect().right > width + 1)
    .filter((element) => !element.parentElement || element.parentElement.getBoundingClientRect().right <= width + 1)
    .slice(0, 3)
    .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 3).join('.')}`);
  return [`scrollWidth ${document.documentElement.scrollWidth} > ${width}: ${culprits.join(', ')}`];
}

async function walk(browser: Browser, width: number, check: (page: Page) => Promise<string[]>) {
  const context = await browser.newContext({
    viewport: { width, height: width < 768 ? 812 : width === 768 ? 1024 : 768 },
    locale: 'de-DE',
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  const problems: string[] = [];
  for (const path of pages) {
    await page.goto(path, { waitUntil: 'load' });
    for (const problem of await check(page)) problems.push(`${path}: ${problem}`);
  }
  await context.close();
  return problems;
}

test.describe('layout on every route', () => {
  test.describe.configure({ timeout: 600_000 });

  for (const width of [375, 768, 1024]) {
    test(`nothing a visitor needs is under the floating launchers at ${width} px`, async ({ browser }) => {
      const problems = await walk(browser, width, async (page) => {
        await page.evaluate(() => document.fonts.ready);
        const firstScreen = await page.evaluate(coveredTargets, { selector: TARGETS, firstScreenOnly: true });
        // Scrolled a little (on phones the launchers appear only then), then every target in turn.
        await page.evaluate(async () => {
          window.scrollTo(0, 120);
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        });
        return [
          ...(width < 1024 ? await page.evaluate(overflow) : []),
          ...firstScreen.map((problem) => `first screen: ${problem}`),
          ...(await page.evaluate(coveredTargets, { selector: TARGETS, firstScreenOnly: false })),
        ];
      });
      expect(problems).toEqual([]);
    });
  }

  test('no page scrolls sideways at 320 px', async ({ browser }) => {
    const problems = await walk(browser, 320, (page) => page.evaluate(overflow));
    expect(problems).toEqual([]);
  });
});

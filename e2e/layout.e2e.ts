import { expect, test, type Browser, type Page } from '@playwright/test';
import { routes } from '../src/content/routes';
import { locales } from '../src/i18n/locales';
import { localizedPath } from '../src/lib/site-url';

// Layout over every route in both languages: nothing a visitor needs lies under the widget
// launchers (at the first screen, the middle of the page and for each target scrolled into
// view), and no page scrolls sideways. The launchers sit in the header from md and in a bar at
// the bottom of phones, so the page passes under them as under the header, never beneath a
// button floating over it. One browser context per width; the routes are walked
// inside the test and each page is checked in one evaluate, so the suite stays cheap.

const pages = routes.flatMap((route) => locales.map((locale) => localizedPath(route.path, locale)));

/** Interactive elements whose centre a visitor must be able to reach. */
const TARGETS =
  'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"])';

/**
 * In the page: every visible link, button and field, visited in document order as keyboard
 * navigation does (scrolled into view "nearest", so it lands at the bottom edge when it comes
 * from below, where the launchers sit), must be what `elementFromPoint` finds at its centre, not
 * a launcher. The loop runs synchronously, so launchers keep the visibility they had when it started.
 */
function coveredTargets(selector: string): string[] {
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
    element.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    rect = element.getBoundingClientRect();
    const x = rect.left + rect.width / 2;
    const y = Math.min(Math.max(rect.top + rect.height / 2, 0), window.innerHeight - 1);
    const hit = document.elementFromPoint(x, y);
    if (isLauncher(hit)) problems.push(`${describe(element)} at scroll ${Math.round(window.scrollY)}`);
  }
  return problems;
}

/**
 * In the page, at the current scroll position: links, buttons, fields and headings whose text (or,
 * without text, whose box) lies partly under a visible launcher, within the part of the screen
 * the page shows (below the fixed header, above the phones' widget bar). What a visitor reads
 * where the page rests (its first screen, its middle) must not be cut by a button over it.
 */
function coveredText(selector: string): string[] {
  const launchers = [...document.querySelectorAll<HTMLElement>('[data-widget]')].filter(
    (launcher) =>
      launcher.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) &&
      Number(getComputedStyle(launcher).opacity) > 0.05,
  );
  const launcherBoxes = launchers.map((launcher) => launcher.getBoundingClientRect());
  // The part of the screen the page shows: under the header, above a bar fixed to the bottom.
  const top = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
  const bar = document.querySelector<HTMLElement>('[data-widget-bar]');
  const barBox = bar?.getBoundingClientRect();
  const bottom =
    bar && barBox && getComputedStyle(bar).position === 'fixed' && barBox.bottom >= window.innerHeight - 1
      ? Math.min(barBox.top, window.innerHeight)
      : window.innerHeight;
  const overlaps = (a: DOMRect, b: DOMRect) =>
    Math.max(a.left, b.left) < Math.min(a.right, b.right) &&
    Math.max(a.top, b.top, top) < Math.min(a.bottom, b.bottom, bottom);
  const problems: string[] = [];
  for (const element of document.querySelectorAll<HTMLElement>(selector)) {
    if (element.closest('[data-widget-bar], header, [role="dialog"], [hidden]')) continue;
    if (!element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
    const range = document.createRange();
    range.selectNodeContents(element);
    const textBoxes = [...range.getClientRects()].filter((box) => box.width > 1 && box.height > 1);
    const boxes = textBoxes.length > 0 ? textBoxes : [element.getBoundingClientRect()];
    if (boxes.some((box) => launcherBoxes.some((launcher) => overlaps(box, launcher)))) {
      const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ');
      problems.push(`${element.tagName.toLowerCase()} "${text.slice(0, 40)}" at scroll ${Math.round(window.scrollY)}`);
    }
  }
  return problems;
}

/** What a visitor reads and uses: the interactive elements and the headings. */
const READ = `${TARGETS}, h1, h2, h3`;

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

  for (const width of [375, 768, 1024, 1440]) {
    test(`nothing a visitor needs is under the floating launchers at ${width} px`, async ({ browser }) => {
      const problems = await walk(browser, width, async (page) => {
        await page.evaluate(() => document.fonts.ready);
        const scrollTo = (y: 'middle' | number) =>
          page.evaluate(async (target) => {
            const middle = (document.documentElement.scrollHeight - window.innerHeight) / 2;
            window.scrollTo(0, target === 'middle' ? middle : target);
            await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
          }, y);
        // Where the page rests: its first screen as it loads, and its middle; nothing read or
        // used there may be cut by a launcher.
        const firstScreen = await page.evaluate(coveredText, READ);
        await scrollTo('middle');
        const middle = await page.evaluate(coveredText, READ);
        // Then every target in turn, scrolled into view from below (its centre must be free).
        await scrollTo(120);
        return [
          ...(width < 1024 ? await page.evaluate(overflow) : []),
          ...firstScreen.map((problem) => `first screen: ${problem}`),
          ...middle.map((problem) => `middle: ${problem}`),
          ...(await page.evaluate(coveredTargets, TARGETS)),
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

import { expect, test, type Locator, type Page } from '@playwright/test';
import { routes } from '../src/content/routes';
import { locales, type Locale } from '../src/i18n/locales';
import { localizedPath, splitLocalePath } from '../src/lib/site-url';

// The header and its menus: every control inside the viewport on phones, the home page's primary
// action in the first screen, every page reachable through the navigation in two clicks, each
// page in exactly one place of the menus, the dropdowns by mouse and keyboard, the mobile menu.

const names = {
  de: { menus: ['Leistungen', 'Preise', 'Über uns'], contact: 'Kontakt', nav: 'Hauptnavigation', mobile: 'Hauptmenü' },
  en: { menus: ['Services', 'Prices', 'About us'], contact: 'Contact', nav: 'Main navigation', mobile: 'Main menu' },
} satisfies Record<Locale, unknown>;

/** The registry path a link leads to ("/en/mission" → "/mission"), or null for other links. */
async function pathsOf(links: Locator): Promise<string[]> {
  const hrefs = await links.evaluateAll((elements) => elements.map((element) => element.getAttribute('href') ?? ''));
  return hrefs.filter((href) => href.startsWith('/')).map((href) => splitLocalePath(href.split(/[?#]/)[0]!).path);
}

/** Every page of the sitemap, as registry paths. */
async function sitemapPaths(page: Page): Promise<string[]> {
  const xml = await (await page.request.get('/sitemap.xml')).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => splitLocalePath(new URL(match[1]!).pathname).path,
  );
  return [...new Set(paths)].sort();
}

test.describe('header on phones', () => {
  for (const width of [320, 360, 375, 390, 414]) {
    test(`every control lies fully inside the viewport at ${width} px, also in the open menu`, async ({ page }) => {
      await page.setViewportSize({ width, height: 740 });
      await page.goto('/');
      const header = page.locator('header').first();
      const outside = async (scope: Locator) =>
        scope.locator('a:visible, button:visible').evaluateAll((elements, viewport) => {
          const problems: string[] = [];
          const boxes = elements.map((element) => ({ element, box: element.getBoundingClientRect() }));
          for (const { element, box } of boxes) {
            const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 30);
            if (box.left < 0 || box.right > viewport) problems.push(`${name}: ${box.left}–${box.right}`);
          }
          // Controls of the header bar do not overlap each other either.
          for (const [index, a] of boxes.entries())
            for (const b of boxes.slice(index + 1))
              if (!a.element.contains(b.element) && !b.element.contains(a.element))
                if (
                  a.box.left < b.box.right - 1 &&
                  b.box.left < a.box.right - 1 &&
                  a.box.top < b.box.bottom - 1 &&
                  b.box.top < a.box.bottom - 1
                )
                  problems.push(
                    `overlap: ${a.element.textContent?.trim().slice(0, 20)} / ${b.element.textContent?.trim().slice(0, 20)}`,
                  );
          return problems;
        }, width);
      await expect(header.getByRole('link', { name: /zur Startseite/ })).toBeVisible();
      await expect(header.getByRole('link', { name: 'Ankaufsliste' })).toBeVisible();
      const menuButton = header.getByRole('button', { name: 'Menü öffnen' });
      await expect(menuButton).toBeVisible();
      expect(await outside(header)).toEqual([]);

      await menuButton.click();
      const menu = page.getByRole('navigation', { name: 'Hauptmenü' });
      await expect(menu).toBeVisible();
      // Below sm the language switch lives in the menu.
      await expect(menu.getByRole('link', { name: 'English' })).toBeVisible();
      for (const label of names.de.menus) await menu.getByRole('button', { name: label }).click();
      expect(await outside(menu)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }

  test('the home page shows its primary call to action in the first screen at 360 × 740', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    const cta = page.locator('#home').getByRole('link', { name: 'Kostenlose Bewertung anfragen' });
    await expect(cta).toBeInViewport({ ratio: 1 });
    const box = (await cta.boundingBox())!;
    const header = (await page.locator('header').first().boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
    expect(box.y + box.height).toBeLessThanOrEqual(740);
  });
});

test.describe('navigation', () => {
  for (const locale of locales) {
    test(`every sitemap page is reachable from the home page in at most two clicks (${locale})`, async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(localizedPath('/', locale));
      const nav = page.getByRole('navigation', { name: names[locale].nav });
      // One click: a link in the header or the footer, or a dropdown opened …
      const reached = new Set<string>([
        ...(await pathsOf(page.locator('header a:visible'))),
        ...(await pathsOf(page.locator('footer a:visible'))),
      ]);
      for (const label of names[locale].menus) {
        const button = nav.getByRole('button', { name: label });
        await button.click();
        await expect(button).toHaveAttribute('aria-expanded', 'true');
        // … and a second click on one of its links.
        for (const path of await pathsOf(nav.locator('a:visible'))) reached.add(path);
        await page.keyboard.press('Escape');
      }
      const missing = (await sitemapPaths(page)).filter((path) => !reached.has(path));
      expect(missing).toEqual([]);
    });
  }

  test('no menu lists a page twice, and the menus hold each page once', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: names.de.nav });
    const all: string[] = [];
    for (const label of names.de.menus) {
      const button = nav.getByRole('button', { name: label });
      await button.click();
      const panel = page.locator(`#${await button.getAttribute('aria-controls')}`);
      const paths = await pathsOf(panel.getByRole('link'));
      expect(paths.length, label).toBeGreaterThan(0);
      expect(new Set(paths).size, `${label}: ${paths.join(', ')}`).toBe(paths.length);
      all.push(...paths);
      await page.keyboard.press('Escape');
    }
    all.push(...(await pathsOf(nav.getByRole('link', { name: names.de.contact, exact: true }))));
    expect(all.filter((path, index) => all.indexOf(path) !== index)).toEqual([]);
    // Every page but the home page (logo), the sell list (its icon) and the legal pages (footer).
    const expected = routes
      .filter((route) => route.group !== 'legal' && route.path !== '/' && route.path !== '/ankaufsliste')
      .map((route) => route.path);
    expect([...all].sort()).toEqual([...expected].sort());

    // The mobile menu holds the same pages, each once.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    const menu = page.getByRole('navigation', { name: names.de.mobile });
    for (const label of names.de.menus) await menu.getByRole('button', { name: label }).click();
    const mobile = await pathsOf(menu.locator('a:not([hreflang])'));
    expect([...mobile].sort()).toEqual([...expected].sort());
  });

  test('prices have their own menu: the price search and every price list', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: names.de.nav });
    await nav.getByRole('button', { name: 'Preise' }).click();
    await expect(nav.getByRole('link', { name: /^Preissuche/ })).toBeVisible();
    for (const name of ['Grafikkarten', 'Server-Hardware', 'Tesla Energy', 'Wechselrichter aller Marken'])
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    await nav.getByRole('link', { name: /^Preissuche/ }).click();
    await expect(page).toHaveURL(/\/preissuche$/);
  });

  for (const width of [1024, 1440]) {
    test(`the dropdown columns start together and fit the screen at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      const nav = page.getByRole('navigation', { name: names.de.nav });
      for (const label of ['Leistungen', 'Preise']) {
        const button = nav.getByRole('button', { name: label });
        await button.click();
        const panel = page.locator(`#${await button.getAttribute('aria-controls')}`);
        const columns = panel.getByRole('list');
        const boxes = await columns.evaluateAll((lists) =>
          lists.map((list) => {
            const box = list.parentElement!.getBoundingClientRect();
            return { top: Math.round(box.top), left: box.left, right: box.right, links: list.children.length };
          }),
        );
        expect(boxes.length, label).toBe(3);
        expect(new Set(boxes.map((box) => box.top)).size, `${label}: ${JSON.stringify(boxes)}`).toBe(1);
        const counts = boxes.map((box) => box.links);
        expect(Math.max(...counts) - Math.min(...counts), label).toBeLessThanOrEqual(1);
        for (const box of boxes) expect(box.left >= 0 && box.right <= width, JSON.stringify(box)).toBe(true);
        await page.keyboard.press('Escape');
      }
    });
  }

  test('dropdowns open on hover and by keyboard, Escape closes', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/kontakt');
    const nav = page.getByRole('navigation', { name: names.de.nav });
    const services = nav.getByRole('button', { name: 'Leistungen' });
    await services.hover();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    for (const group of ['Batterien & Energie', 'IT & Elektronik', 'Vernichtung & Spezialgeräte'])
      await expect(nav.getByRole('list', { name: group })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Industriebatterien' })).toBeVisible();
    await page.mouse.move(0, 600);
    await expect(services).toHaveAttribute('aria-expanded', 'false');

    const about = nav.getByRole('button', { name: 'Über uns' });
    await about.focus();
    await page.keyboard.press('Enter');
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Team' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(about).toHaveAttribute('aria-expanded', 'false');
    await expect(about).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: 'Unternehmensprofil' })).toBeFocused();
  });

  test('marks the current page and its menu', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/kontakt');
    const nav = page.getByRole('navigation', { name: names.de.nav });
    await expect(nav.getByRole('link', { name: 'Kontakt', exact: true })).toHaveAttribute('aria-current', 'page');
    await page.goto('/team');
    await expect(nav.getByRole('button', { name: 'Über uns' })).toHaveClass(/underline/);
    await page.goto('/grafikkarten-ankauf');
    await expect(nav.getByRole('button', { name: 'Preise' })).toHaveClass(/underline/);
  });

  test('mobile menu: submenus toggle by click, a link closes it, Escape returns focus', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/kontakt');
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    const menu = page.getByRole('navigation', { name: names.de.mobile });
    const prices = menu.getByRole('button', { name: 'Preise' });
    await expect(prices).toHaveAttribute('aria-expanded', 'false');
    await prices.click();
    await expect(prices).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Solarmodule Ankauf & Recycling' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Menü öffnen' })).toBeFocused();
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await menu.getByRole('link', { name: /^Preissuche/ }).click();
    await expect(page).toHaveURL(/\/preissuche$/);
    await expect(menu).toBeHidden();
  });
});

import { expect, test } from '@playwright/test';
import { claims } from '../src/content/claims';
import { homeContent, homeSectionIds } from '../src/content/home';
import { plagiateZerstoerungPage } from '../src/content/pages/plagiate-zerstoerung';
import { figureBasis } from '../src/content/promises';
import { routes, type RoutePath } from '../src/content/routes';
import { shareImageFamilies, shareImageFamily, shareImageName } from '../src/content/share-images';
import { locales } from '../src/i18n/locales';
import { formatNumber, formatPercent } from '../src/lib/format';
import { localizedPath } from '../src/lib/site-url';
import { axeViolations } from './support/axe';
import { euro } from './support/catalogue';

// The scroll reveal would leave sections mid-fade, which axe reads as low contrast.
test.use({ reducedMotion: 'reduce' });

for (const [locale, path] of [
  ['de', '/'],
  ['en', '/en'],
] as const) {
  const content = homeContent[locale];

  test.describe(`home ${path}`, () => {
    test('has every fixed section id in order', async ({ page }) => {
      await page.goto(path);
      const ids = await page.evaluate(
        (wanted) => wanted.filter((id) => document.getElementById(id)),
        [...homeSectionIds],
      );
      expect(ids).toEqual([...homeSectionIds]);
      for (const id of homeSectionIds) await expect(page.locator(`[id="${id}"]`)).toHaveCount(1);
    });

    test('shows the statistics formatted for the locale', async ({ page }) => {
      await page.goto(path);
      const stats = page.getByRole('region', { name: content.stats.title });
      await expect(stats).toContainText(`${formatNumber(claims.devicesRecycled, locale)}+`);
      await expect(stats).toContainText(`${claims.yearsOfExperience}+`);
      await expect(stats).toContainText(formatPercent(60, locale));
      await expect(stats).toContainText(formatPercent(40, locale));
      await expect(stats).toContainText(locale === 'de' ? '10.000.000+' : '10,000,000+');
      await expect(stats).toContainText(locale === 'de' ? '60\u00a0%' : '60%');
      // What the figures count, next to them.
      await expect(stats).toContainText(figureBasis('devicesRecycled', locale));
      await expect(stats).toContainText(figureBasis('reuseShares', locale));
    });

    test('about tabs work by mouse and keyboard, every panel is in the HTML', async ({ page }) => {
      await page.goto(path);
      const about = page.locator('#about');
      const tablist = about.getByRole('tablist');
      const tabs = tablist.getByRole('tab');
      await expect(tabs).toHaveCount(5);
      await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
      await expect(about.getByRole('tabpanel')).toContainText(content.about.tabs[0]!.title);
      // Every panel's text is in the document (indexable), inactive ones hidden.
      for (const tab of content.about.tabs) await expect(about.getByText(tab.title, { exact: true })).toHaveCount(1);
      for (const tab of content.about.tabs) {
        await expect(about.getByText(tab.highlights[3], { exact: true })).toHaveCount(1);
      }

      // Mouse
      await tablist.getByRole('tab', { name: content.about.tabs[2]!.label }).click();
      await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
      await expect(about.getByRole('tabpanel')).toContainText(content.about.tabs[2]!.title);
      await expect(about.getByText(content.about.tabs[0]!.title, { exact: true })).toBeHidden();

      // Keyboard: arrows move and activate, wrapping around; Home/End jump.
      await tabs.nth(2).focus();
      await page.keyboard.press('ArrowRight');
      await expect(tabs.nth(3)).toBeFocused();
      await expect(tabs.nth(3)).toHaveAttribute('aria-selected', 'true');
      await expect(about.getByRole('tabpanel')).toContainText(content.about.tabs[3]!.title);
      await page.keyboard.press('ArrowLeft');
      await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('ArrowLeft');
      await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
      await expect(tabs.nth(1)).toBeFocused();
      await page.keyboard.press('End');
      await expect(tabs.nth(4)).toHaveAttribute('aria-selected', 'true');
      await expect(tabs.nth(4)).toBeFocused();
      await page.keyboard.press('ArrowRight');
      await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
      // Tab moves into the active panel.
      await page.keyboard.press('Tab');
      await expect(about.getByRole('tabpanel')).toBeFocused();
    });

    test('arriving at #mission or #vision opens that about tab', async ({ page }) => {
      await page.goto(`${path}#vision`);
      const about = page.locator('#about');
      const vision = content.about.tabs.find((tab) => tab.anchor === 'vision')!;
      await expect(about.getByRole('tab', { name: vision.label })).toHaveAttribute('aria-selected', 'true');
      await expect(page.locator('#vision')).toBeInViewport();
      await page.goto(`${path}#mission`);
      const mission = content.about.tabs.find((tab) => tab.anchor === 'mission')!;
      await expect(about.getByRole('tab', { name: mission.label })).toHaveAttribute('aria-selected', 'true');
      await expect(page.locator('#mission')).toBeVisible();
    });

    test("'Mehr erfahren' lands on #about, the hero's second button on #main-services", async ({ page }) => {
      await page.goto(path);
      const hero = page.locator('#home');
      await hero.getByRole('link', { name: content.hero.more!.label }).click();
      await expect(page).toHaveURL(/#about$/);
      await expect(page.locator('#about h2')).toBeInViewport();
      await page.goto(path);
      await hero.getByRole('link', { name: content.hero.secondary!.label }).click();
      await expect(page).toHaveURL(/#main-services$/);
      await expect(page.locator('#main-services h2')).toBeInViewport();
    });

    test('every other call to action targets #contact', async ({ page }) => {
      await page.goto(path);
      const main = page.locator('main');
      const inPage = await main
        .locator('a[href^="#"]')
        .evaluateAll((links) =>
          links.map((link) => ({ href: link.getAttribute('href'), text: link.textContent?.trim() ?? '' })),
        );
      const allowed = new Map([
        [content.hero.more!.label, '#about'],
        [content.hero.secondary!.label, '#main-services'],
      ]);
      expect(inPage.length).toBeGreaterThan(15);
      for (const link of inPage) expect(link.href, link.text).toBe(allowed.get(link.text) ?? '#contact');

      const ctas = [
        content.hero.primary.label,
        ...content.lithium.categories.map((category) => category.cta!.label),
        ...content.miners.categories.map((category) => category.cta!.label),
        content.medical.cta.label,
        content.scooter.cta.label,
        content.semiconductors.cta.label,
        content.cpuRam.cta.label,
        content.battery.primary.label,
        content.premium.primary.label,
        content.closing.primary.label,
      ];
      for (const label of new Set(ctas)) {
        const links = main.getByRole('link', { name: label, exact: true });
        expect(await links.count(), label).toBeGreaterThan(0);
        for (const href of await links.evaluateAll((all) => all.map((a) => a.getAttribute('href'))))
          expect(href, label).toBe('#contact');
      }
      await main.getByRole('link', { name: content.closing.primary.label, exact: true }).last().click();
      await expect(page).toHaveURL(/#contact$/);
      await expect(page.locator('#contact h2')).toBeInViewport();
    });

    test('shows the labels, badges and figures', async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('h1')).toHaveText(content.hero.title);
      await expect(page.locator('#main-services > div > div > ul > li')).toHaveCount(6);
      await expect(page.locator('#gallery img')).toHaveCount(6);
      await expect(page.locator('#gallery [data-reveal]')).toHaveCount(6);
      const medical = page.locator('#medizintechnik-recycling');
      for (const badge of content.medical.badges)
        await expect(medical.getByText(badge.label, { exact: true })).toBeVisible();
      await expect(medical).toContainText(content.medical.note);
      // Only the first four devices per card (the first category lists six).
      await expect(medical.getByText(content.medical.categories[0]!.devices[4]!, { exact: true })).toHaveCount(0);
      await expect(medical.getByText(content.medical.categories[0]!.devices[3]!, { exact: true })).toBeVisible();
      // The company's figures, each with its basis; no rate per material without one.
      const semiconductors = page.locator('#halbleiter-recycling');
      for (const benefit of content.semiconductors.benefits)
        await expect(semiconductors).toContainText(
          `${formatPercent(benefit.percentage, locale)} ${benefit.description}`,
        );
      await expect(semiconductors).toContainText(figureBasis('reuseShares', locale));
      await expect(semiconductors).toContainText(figureBasis('recoveryRate', locale));
      await expect(medical).not.toContainText('2017/745');
      await expect(page.locator('#contact')).toBeVisible();
      if (locale === 'de') {
        await expect(page.getByRole('heading', { name: 'Bereit für eine nachhaltige Zukunft?' })).toBeVisible();
        await expect(page.getByRole('link', { name: 'Batterie bewerten lassen' })).toHaveCount(3);
        await expect(page.getByRole('link', { name: 'Miner bewerten lassen' })).toHaveCount(3);
        await expect(page.getByRole('link', { name: 'Beratung für Medizintechnik' })).toHaveCount(1);
        await expect(page.getByRole('heading', { name: 'Kontakt aufnehmen' })).toBeVisible();
      }
    });

    test('sets keywords and social-sharing tags', async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', content.keywords.join(','));
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /.+/);
      await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', /.+/);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', canonical ?? '');
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
      // The page family's image, generated at build time.
      const image = await page.locator('meta[property="og:image"]').getAttribute('content');
      const response = await page.request.get(new URL(image ?? '').pathname);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('image/png');
    });

    test('no axe violations with another tab open', async ({ page }) => {
      await page.goto(path);
      await page.locator('#about').getByRole('tab').nth(4).click();
      // The page's own content; the shared header and footer are covered by the smoke test.
      expect(await axeViolations(page, (builder) => builder.include('main'))).toEqual([]);
    });
  });
}

// One page of each family: its Open Graph image is the family's, in the page's language, and
// the image is there (generated at build time).
const familyPages = shareImageFamilies.map((family) => {
  const route = routes.find((entry) => shareImageFamily(entry.path) === family);
  if (!route) throw new Error(`No page of the share image family ${family}`);
  return [family, route.path as RoutePath] as const;
});

for (const locale of locales) {
  for (const [family, routePath] of familyPages) {
    const path = localizedPath(routePath, locale);
    test(`${path} shares the ${family} image (${locale})`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
      expect(image, path).toBeDefined();
      const url = new URL(image!.replace(/&amp;/g, '&'));
      expect(url.pathname).toBe(`/og/${shareImageName(family, locale)}`);
      const response = await request.get(url.pathname);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('image/png');
      expect((await response.body()).subarray(1, 4).toString('latin1')).toBe('PNG');
    });
  }
}

for (const locale of locales) {
  test(`the counterfeit page sets its keywords (${locale})`, async ({ page }) => {
    await page.goto(localizedPath('/plagiate-zerstoerung', locale));
    const keywords = plagiateZerstoerungPage[locale].keywords;
    expect(keywords?.length).toBeGreaterThan(0);
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', keywords!.join(','));
  });
}

test('an image that fails shows the message, then retries the original URL', async ({ page }) => {
  let requests = 0;
  await page.route('**/illustrations/server-rack.svg', (route) => {
    requests += 1;
    return requests === 1 ? route.fulfill({ status: 500, body: '' }) : route.continue();
  });
  await page.route('**/illustrations/shredder.svg', (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto('/');
  const gallery = page.locator('#gallery');
  await gallery.scrollIntoViewIfNeeded();
  await page.locator('#gallery li').nth(5).scrollIntoViewIfNeeded();
  // The shredder image never loads: the message stays.
  await expect(gallery.locator('li').nth(5).getByText('Bild konnte nicht geladen werden')).toBeVisible();
  // The server rack fails once, then loads from its original URL: the message goes away.
  await expect.poll(() => requests).toBeGreaterThanOrEqual(2);
  await expect(gallery.locator('li').nth(3).getByText('Bild konnte nicht geladen werden')).toHaveCount(0);
  await expect(gallery.locator('li').nth(3).locator('img')).toBeVisible();
});

test('the assistant answers from the catalogue with the real endpoint', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Recycling-Assistent öffnen' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Ihre Nachricht').fill('Was zahlt ihr für eine RTX 4090?');
  await page.keyboard.press('Enter');
  const price = euro('GeForce RTX 4090').replace(/\s/g, '\\s');
  await expect(dialog.getByText(new RegExp(price)).first()).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByRole('link', { name: /Grafikkarten/ }).first()).toBeVisible();
});

import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { company } from '../src/content/company';
import { routes } from '../src/content/routes';
import { locales } from '../src/i18n/locales';
import { localizedPath } from '../src/lib/site-url';

// Walks every page of the route registry in both languages. Reduced motion: the scroll reveal
// would otherwise leave cards mid-fade, which axe reads as low contrast.
test.use({ reducedMotion: 'reduce' });

for (const route of routes) {
  for (const locale of locales) {
    const url = localizedPath(route.path, locale);
    test(`smoke ${url}`, async ({ page }) => {
      const consoleErrors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(message.text());
      });
      page.on('pageerror', (error) => consoleErrors.push(error.message));
      // Content-Security-Policy violations, reported by the browser itself.
      await page.addInitScript(() => {
        const w = window as unknown as { __cspViolations: string[] };
        w.__cspViolations = [];
        document.addEventListener('securitypolicyviolation', (event) => w.__cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`));
      });

      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page).toHaveTitle(new RegExp(company.name));
      await expect(page).toHaveTitle(route.title[locale].length > 0 ? new RegExp(escape(route.title[locale])) : /./);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', route.description[locale]);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(new URL(canonical ?? '').pathname).toBe(url);
      await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveCount(1);
      await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveCount(1);
      await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveCount(1);

      // Hydrated: the scroll-reveal effect only marks the page once React ran in the browser.
      await expect(page.locator('html')).toHaveAttribute('data-reveal', 'on');
      expect(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)).toEqual([]);
      const csp = response?.headers()['content-security-policy'] ?? '';
      expect(csp).toMatch(/script-src 'self'( 'sha256-[^']+')+;/);
      const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
      expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval/);

      const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
      expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  }
}

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

import { expect, test } from '@playwright/test';
import { company } from '../src/content/company';
import { routes } from '../src/content/routes';
import { locales } from '../src/i18n/locales';
import { localizedPath } from '../src/lib/site-url';
import { axeViolations } from './support/axe';

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
        document.addEventListener('securitypolicyviolation', (event) =>
          w.__cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`),
        );
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
      await expect(page.locator('html')).toHaveAttribute('data-reveal-ready', 'true');
      expect(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)).toEqual(
        [],
      );
      const csp = response?.headers()['content-security-policy'] ?? '';
      // Pre-rendered pages: hashes of their inline scripts; pages rendered on demand: a nonce.
      expect(csp).toMatch(/script-src 'self'(( 'sha256-[^']+')+| 'nonce-[^']+' 'strict-dynamic');/);
      const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
      expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval/);

      expect(await axeViolations(page)).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  }
}

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

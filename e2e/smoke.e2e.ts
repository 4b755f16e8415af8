import { expect, test, type Page } from '@playwright/test';
import { company } from '../src/content/company';
import { routes, type SiteRoute } from '../src/content/routes';
import { locales, type Locale } from '../src/i18n/locales';
import { localizedPath } from '../src/lib/site-url';
import { axeViolations } from './support/axe';

// Walks every page of the route registry in both languages: status, language, one h1, title,
// description, canonical and hreflang links, hydration without a policy violation or console
// error, the page's Content-Security-Policy, and axe (WCAG 2.2 AA). One browser context walks a
// batch of routes (a context per page cost most of the time), and each page's head is read in
// one round trip; every finding is collected (soft), so one broken page does not hide the next.
// axe runs on every German page and on the English page of each view: the English pages have
// the same markup with other words (and the message-file test keeps no English text missing).
// Reduced motion: the scroll reveal would otherwise leave cards mid-fade, which axe reads as low
// contrast.
test.use({ reducedMotion: 'reduce' });

const BATCH = 12;

/** One English page per view (home, text page, people, legal text, hub, price lists, contact, search). */
const englishAxePages = new Set([
  '/',
  '/lithium-batterien',
  '/team',
  '/datenschutz',
  '/elektronische-bauteile',
  '/grafikkarten-ankauf',
  '/solarankauf-main',
  '/kontakt',
  '/preissuche',
]);

type Head = {
  lang: string;
  h1: number;
  title: string;
  description: string | null;
  /** The path of the canonical link (its origin is SITE_URL's). */
  canonical: string | null;
  alternates: Record<string, number>;
  violations: string[];
};

function readHead(page: Page): Promise<Head> {
  return page.evaluate(() => ({
    lang: document.documentElement.lang,
    h1: document.querySelectorAll('h1').length,
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
    canonical: ((href) => (href ? new URL(href).pathname : null))(
      document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    ),
    alternates: Object.fromEntries(
      ['de', 'en', 'x-default'].map((lang) => [
        lang,
        document.querySelectorAll(`link[rel="alternate"][hreflang="${lang}"]`).length,
      ]),
    ),
    violations: (window as unknown as { __cspViolations: string[] }).__cspViolations,
  }));
}

async function checkPage(page: Page, route: SiteRoute, locale: Locale, consoleErrors: string[]) {
  const url = localizedPath(route.path, locale);
  consoleErrors.length = 0;
  const response = await page.goto(url);
  expect.soft(response?.status(), `${url} status`).toBe(200);
  // Hydrated: the scroll-reveal effect only marks the page once React ran in the browser.
  await expect.soft(page.locator('html'), `${url} hydrated`).toHaveAttribute('data-reveal-ready', 'true');
  const head = await readHead(page);
  expect.soft(head, url).toEqual({
    lang: locale,
    h1: 1,
    title: expect.stringContaining(route.title[locale]),
    description: route.description[locale],
    canonical: url,
    alternates: { de: 1, en: 1, 'x-default': 1 },
    violations: [],
  });
  expect.soft(head.title, `${url} title`).toContain(company.name);

  const csp = response?.headers()['content-security-policy'] ?? '';
  // Pre-rendered pages: hashes of their inline scripts; pages rendered on demand: a nonce.
  expect.soft(csp, `${url} policy`).toMatch(/script-src 'self'(( 'sha256-[^']+')+| 'nonce-[^']+' 'strict-dynamic');/);
  const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
  expect.soft(scriptSrc, `${url} script-src`).not.toMatch(/unsafe-inline|unsafe-eval/);

  if (locale === 'de' || englishAxePages.has(route.path))
    expect.soft(await axeViolations(page), `${url} axe`).toEqual([]);
  expect.soft([...consoleErrors], `${url} console`).toEqual([]);
}

for (const locale of locales) {
  for (let start = 0; start < routes.length; start += BATCH) {
    const batch = routes.slice(start, start + BATCH);
    const name = batch.map((route) => localizedPath(route.path, locale)).join(' ');
    test(`smoke ${locale} ${start / BATCH + 1}: ${name}`, async ({ page }) => {
      test.setTimeout(BATCH * 20_000);
      const consoleErrors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(message.text());
      });
      page.on('pageerror', (error) => consoleErrors.push(error.message));
      // Content-Security-Policy violations, reported by the browser itself (reset on every load).
      await page.addInitScript(() => {
        const w = window as unknown as { __cspViolations: string[] };
        w.__cspViolations = [];
        document.addEventListener('securitypolicyviolation', (event) =>
          w.__cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`),
        );
      });
      for (const route of batch) await checkPage(page, route, locale, consoleErrors);
    });
  }
}

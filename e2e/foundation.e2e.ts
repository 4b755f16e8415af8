import { expect, test } from '@playwright/test';
import { routes } from '../src/content/routes';
import { localizedPath } from '../src/lib/site-url';

test.describe('responses', () => {
  test('carry the security headers and no X-Powered-By', async ({ request }) => {
    for (const path of ['/kontakt', '/en/mission', '/robots.txt', '/does-not-exist']) {
      const response = await request.get(path);
      const headers = response.headers();
      expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
      // Pages allow their own resources; files and API answers allow nothing.
      expect(headers['content-security-policy'], path).toMatch(/default-src '(self|none)'/);
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy'], path).toContain('camera=()');
      expect(headers['strict-transport-security'], path).toContain('max-age=63072000');
      expect(headers['x-powered-by'], path).toBeUndefined();
    }
  });

  test('build files carry only the headers that act on files', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const script = html.match(/<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/)?.[1];
    expect(script).toBeDefined();
    const headers = (await request.get(script!)).headers();
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(headers['content-security-policy']).toBe("default-src 'none'");
    expect(headers['cache-control']).toContain('immutable');
    // Document-only policies would be repeated on every file of every page load for nothing.
    expect(headers['permissions-policy']).toBeUndefined();
    expect(headers['strict-transport-security']).toBeUndefined();
  });

  test('health and readiness endpoints answer', async ({ request }) => {
    const health = await request.get('/api/health');
    expect(health.status()).toBe(200);
    const body = (await health.json()) as {
      status: string;
      outbox: Record<string, unknown>;
      site: { origin: string; warning: string | null };
      warnings: string[];
    };
    // The test server is a production server on localhost: its canonical origin is loopback,
    // which health reports (as the start does in the log) without failing.
    expect(body).toMatchObject({ status: 'ok', warnings: ['site_url_loopback'] });
    expect(body.site.origin).toBe(new URL(health.url()).origin);
    expect(body.site.warning).toMatch(/^SITE_URL is http:\/\/localhost:\d+, a loopback address: canonical links/);
    expect(Object.keys(body.outbox).sort()).toEqual(['failed', 'oldestPendingSeconds', 'pending']);
    const ready = await request.get('/api/ready');
    expect(ready.status()).toBe(200);
    expect(await ready.json()).toMatchObject({ ready: true, checks: { database: 'ok', shuttingDown: false } });
  });

  test('unknown pages answer 404 in the right language', async ({ page }) => {
    const german = await page.goto('/gibt-es-nicht');
    expect(german?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seite nicht gefunden');
    const english = await page.goto('/en/does-not-exist');
    expect(english?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  });

  test('aliases redirect permanently to the canonical page', async ({ request }) => {
    for (const [alias, target] of [
      ['/contact', '/kontakt'],
      ['/en/contact', '/en/kontakt'],
      ['/home', '/'],
      ['/en/home', '/en'],
    ]) {
      const response = await request.get(alias!, { maxRedirects: 0 });
      expect(response.status(), alias).toBe(308);
      expect(new URL(response.headers().location!, 'http://localhost').pathname).toBe(target);
    }
  });

  test('robots.txt names the sitemap, which lists every route in both languages', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const route of routes) {
      for (const locale of ['de', 'en'] as const) {
        expect(sitemap).toContain(`${localizedPath(route.path, locale)}</loc>`);
      }
    }
    expect(sitemap).toContain('hreflang="x-default"');
  });
});

test.describe('header', () => {
  test('skip link is the first focus stop and jumps to the content', async ({ page }) => {
    await page.goto('/kontakt');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Zum Inhalt springen' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
  });

  test('turns opaque after scrolling past 100 px', async ({ page }) => {
    await page.goto('/kontakt');
    const header = page.locator('header').first();
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.mouse.wheel(0, 400);
    await expect(header).toHaveAttribute('data-scrolled', 'true');
  });
});

test.describe('language', () => {
  test('switching stores the choice and German URLs then lead to English', async ({ page }) => {
    await page.goto('/mission');
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/mission$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');

    await page.goto('/kontakt');
    await expect(page).toHaveURL(/\/en\/kontakt$/);

    await page.getByRole('link', { name: 'Deutsch' }).click();
    await expect(page).toHaveURL(/\/kontakt$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('de');
  });

  test('ignores a stored value other than de or en', async ({ page }) => {
    await page.goto('/kontakt');
    await page.evaluate(() => localStorage.setItem('language', 'fr'));
    await page.goto('/mission');
    await expect(page).toHaveURL(/\/mission$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });
});

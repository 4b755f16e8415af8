import { expect, test } from '@playwright/test';

// The strict policy on a page rendered on demand (the price search): a fresh nonce per request,
// and the page still hydrates and its widgets work.
test('page rendered on demand: nonce policy, hydrated, widget works, no violation', async ({ page }) => {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportViolation(text: string): void }).reportViolation(event.violatedDirective),
    );
  });
  const first = await page.goto('/preissuche?q=rtx');
  expect(first?.status()).toBe(200);
  const policy = first?.headers()['content-security-policy'] ?? '';
  expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
  await expect(page.locator('html')).toHaveAttribute('data-reveal-ready', 'true');
  await page.getByRole('button', { name: 'Schnellkontakt öffnen' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(violations).toEqual([]);

  const second = await page.request.get('/preissuche?q=rtx');
  expect(second.headers()['content-security-policy']).not.toBe(policy);
});

// The 404 page is pre-rendered and served by the proxy with the hashes of exactly its scripts.
test('404 page: hash policy, hydrated, widget works, no violation', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto('/gibt-es-nicht');
  expect(response?.status()).toBe(404);
  expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
  await expect(page.locator('html')).toHaveAttribute('data-reveal-ready', 'true');
  await page.getByRole('button', { name: 'Schnellkontakt öffnen' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(violations).toEqual([]);
});

test('an injected inline script is refused by the hash policy', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto('/kontakt');
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.body.append(script);
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  expect(violations.length).toBeGreaterThan(0);
});

import { expect, test, type Page } from '@playwright/test';
import { priceServerForFile } from './support/price-server';
import { signInNewStaffAccount } from './support/staff-accounts';

/**
 * A member of staff changes the RTX 4090's price in the editor and publishes; the public site
 * follows without a rebuild: GPU page (table, JSON-LD), price search, sell list total and the
 * assistant, with no CSP violation on the regenerated pages; a rollback restores the old price.
 * Runs its own server (a port above E2E_PORT, its own database), so the other browser tests keep
 * the seed's prices.
 */
const { base, databaseFile } = priceServerForFile(5, 'prices');

test.describe.configure({ mode: 'serial' });

/** The "bis zu" price of the RTX 4090 row on the GPU page as served. */
async function gpuPrice(): Promise<string | null> {
  const html = await (await fetch(`${base}/grafikkarten-ankauf`)).text();
  const at = html.indexOf('KW-GPU-0101');
  return /data-label="Bis zu"[^>]*>(?:<span[^>]*>)+([\d.]+)/.exec(html.slice(at, at + 6000))?.[1] ?? null;
}

function watchPolicy(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to execute/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test('a published price reaches every public view within seconds, and a rollback restores it', async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ baseURL: base, locale: 'de-DE' });
  await signInNewStaffAccount(context.request, base, 'admin', databaseFile);
  const page = await context.newPage();
  const violations = watchPolicy(page);

  await page.goto('/intern/preise/gpu');
  await page.getByRole('textbox', { name: 'Bis zu (€) – NVIDIA GeForce RTX 4090' }).fill('1650');
  await page.getByRole('button', { name: 'Entwurf speichern' }).click();
  await expect(page.getByRole('status')).toContainText('Entwurf gespeichert');
  await expect(page.locator('#diff-title ~ ul')).toContainText('NVIDIA GeForce RTX 4090: 1.800 € → 1.650 €');
  await page.getByRole('button', { name: 'Veröffentlichen' }).click();
  await expect(page.getByRole('status')).toContainText('Veröffentlicht als Version 2');

  await expect.poll(gpuPrice, { timeout: 15_000 }).toBe('1.650');
  await page.goto('/grafikkarten-ankauf');
  const row = page.getByRole('row', { name: /GeForce RTX 4090/ }).first();
  await expect(row).toContainText('1.650 €');
  await expect(row.getByText('▲').or(row.getByText('▼'))).toHaveCount(1);
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.join('')).toContain('"price":1650');
  // The page hydrated under its policy: the sell list's add link works (clicked only once
  // hydrated: before that the link is the no-JavaScript fallback to the inquiry form).
  await expect(page.locator('html')).toHaveAttribute('data-reveal-ready', 'true');
  await page.getByRole('link', { name: 'Auf die Ankaufsliste: GeForce RTX 4090', exact: true }).click();
  await expect(page.getByText('Auf der Ankaufsliste', { exact: true })).toBeVisible();
  await page.goto('/ankaufsliste');
  await expect(page.getByTestId('sell-list-total')).toContainText('1.650');

  await page.goto('/preissuche?q=rtx+4090');
  await expect(page.getByRole('main')).toContainText('1.650 €');

  await page.goto('/grafikkarten-ankauf');
  await page.getByRole('button', { name: 'Recycling-Assistent öffnen' }).click();
  const assistant = page.getByRole('dialog', { name: /Assistent/ });
  await assistant.getByRole('textbox', { name: 'Ihre Nachricht' }).fill('Was zahlen Sie für eine RTX 4090?');
  await assistant.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(assistant.getByRole('log')).toContainText('1.650', { timeout: 15_000 });
  expect(violations).toEqual([]);

  await page.goto('/intern/preise/gpu/versionen');
  await page.getByRole('listitem').filter({ hasText: 'Version 1 ·' }).getByRole('button').click();
  await expect(page.getByRole('status')).toContainText('Version 3');
  await expect.poll(gpuPrice, { timeout: 15_000 }).toBe('1.800');
  await context.close();
});

import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { priceServerForFile } from './support/price-server';
import { signInNewStaffAccount } from './support/staff-accounts';

/**
 * The price editor as staff use it: a wrong value is refused at its field and nothing typed is
 * lost, two people on one cell get a conflict. Runs its own
 * server (a port above E2E_PORT, its own database), so the other browser tests keep the seed.
 */
const { base, databaseFile } = priceServerForFile(6, 'price-editor');

test.describe.configure({ mode: 'serial', timeout: 180_000 });

async function adminContext(browser: import('@playwright/test').Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: base, locale: 'de-DE' });
  await signInNewStaffAccount(context.request, base, 'admin', databaseFile);
  return context;
}

const priceField = (page: Page, name: string) =>
  page.getByRole('textbox', { name: `Bis zu (€) – ${name}`, exact: true });

test('a wrong value is refused at its field and kept; the same cell saved by two people is a conflict', async ({
  browser,
}) => {
  const context = await adminContext(browser);
  const page = await context.newPage();
  await page.goto('/intern/preise/gpu');
  await priceField(page, 'NVIDIA GeForce RTX 3070').fill('zweihundert');
  await priceField(page, 'NVIDIA GeForce RTX 3080').fill('330');
  await page.getByRole('button', { name: 'Entwurf speichern' }).click();
  await expect(page.getByRole('alert')).toContainText('Ein Wert wurde nicht gespeichert');
  const refused = priceField(page, 'NVIDIA GeForce RTX 3070');
  await expect(refused).toHaveValue('zweihundert');
  await expect(refused).toHaveAttribute('aria-invalid', 'true');
  await expect(refused).toHaveAccessibleDescription('Bitte einen Betrag in Euro eingeben (z. B. 1800).');
  // The valid cell of the same form is kept too (nothing was saved).
  await expect(priceField(page, 'NVIDIA GeForce RTX 3080')).toHaveValue('330');
  await expect(page.getByTestId('price-diff')).toHaveCount(0);

  // Two people open the list; both change the RTX 3090's price.
  const other = await context.newPage();
  await other.goto('/intern/preise/gpu');
  await page.goto('/intern/preise/gpu');
  await priceField(page, 'NVIDIA GeForce RTX 3090').fill('610');
  await page.getByRole('button', { name: 'Entwurf speichern' }).click();
  await expect(page.getByRole('status')).toContainText('Entwurf gespeichert');
  await priceField(other, 'NVIDIA GeForce RTX 3090').fill('590');
  await other.getByRole('button', { name: 'Entwurf speichern' }).click();
  await expect(other.getByRole('alert')).toContainText('Jemand anderes hat dieselben Felder');
  await expect(priceField(other, 'NVIDIA GeForce RTX 3090')).toHaveValue('590');
  await expect(priceField(other, 'NVIDIA GeForce RTX 3090')).toHaveAccessibleDescription('aktuell: 610');
  // Saving again takes the person's value over the current one.
  await other.getByRole('button', { name: 'Entwurf speichern' }).click();
  await expect(other.getByTestId('price-diff')).toContainText('NVIDIA GeForce RTX 3090: 600 € → 590 €');
  await context.close();
});

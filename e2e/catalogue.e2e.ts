import { expect, test } from '@playwright/test';
import { catalogueItem, euro, upTo } from './support/catalogue';

// The price catalogue in a real browser: search with and without JavaScript, the "Bewerten
// lassen" link into the contact form, and the table that turns into cards on a phone.

test.describe('price search', () => {
  test('works without JavaScript as a plain GET form', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'de-DE' });
    const page = await context.newPage();
    await page.goto('/elektronische-bauteile');
    const search = page.getByRole('search');
    await search.getByRole('searchbox', { name: 'Preise durchsuchen' }).fill('rtx4090');
    await search.getByRole('button', { name: 'Suchen' }).click();
    await expect(page).toHaveURL(/\/preissuche\?q=rtx4090$/);
    await expect(page.getByRole('status')).toContainText('für „rtx4090“');
    const first = page.getByRole('main').getByRole('listitem').filter({ hasText: 'GeForce RTX 4090' }).first();
    await expect(first).toContainText(upTo('GeForce RTX 4090'));
    await expect(first.getByRole('link')).toHaveAttribute('href', '/grafikkarten-ankauf#gpu-geforce-40');
    await context.close();
  });

  test('finds typos and article numbers on the search page', async ({ page }) => {
    await page.goto('/preissuche?q=luna+2000');
    await expect(page.getByRole('main').getByText('LUNA2000-215KWH-2H1')).toBeVisible();
    await page.goto('/en/preissuche?q=KW-TES-0301');
    await expect(page.getByRole('main').getByText('Megapack 2XL').first()).toBeVisible();
    await expect(page.getByRole('main').getByText(upTo('Megapack 2XL', 'en'))).toBeVisible();
  });

  test('searches instantly on the hub and loads its index only on first focus', async ({ page }) => {
    const indexRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/preissuche/suchindex')) indexRequests.push(request.url());
    });
    await page.goto('/erneuerbare-energien-ankauf');
    await page.waitForLoadState('networkidle');
    expect(indexRequests).toEqual([]);
    const box = page.getByRole('searchbox', { name: 'Preise durchsuchen' });
    await box.focus();
    await box.pressSequentially('powerwal');
    await expect(page.getByRole('link', { name: /Powerwall 3/ }).first()).toBeVisible();
    expect(indexRequests).toHaveLength(1);
    await expect(page).toHaveURL(/\/erneuerbare-energien-ankauf$/);
    await box.fill('Threadriper 7995wx');
    await expect(page.getByRole('search').getByRole('link').first()).toContainText('Ryzen Threadripper PRO 7995WX');
  });
});

test.describe('price lists', () => {
  test('"Bewerten lassen" opens the contact form with the model in the subject', async ({ page }) => {
    await page.goto('/grafikkarten-ankauf');
    const link = page.getByRole('link', { name: 'Bewerten lassen: GeForce RTX 4090', exact: true });
    const subject = 'Bewertung: GeForce RTX 4090 (Art.-Nr. KW-GPU-0101)';
    await expect(link).toHaveAttribute('href', `?subject=${encodeURIComponent(subject)}#contact`);
    await link.click();
    await expect(page).toHaveURL(/\/grafikkarten-ankauf\?subject=.+#contact$/);
    await expect(page.locator('#contact input[name="subject"]')).toHaveValue(subject);
    await expect(page.locator('#contact')).toBeInViewport();
  });

  test('is a table with a sticky header on desktop', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/huawei-ankauf-recycling');
    const table = page.getByRole('table', { name: /LUNA2000 Heimspeicher/ });
    await expect(table.getByRole('columnheader', { name: 'Neupreis' })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Bis zu' })).toBeVisible();
    const header = table.getByRole('columnheader', { name: 'Modell' });
    expect(await header.evaluate((element) => getComputedStyle(element).position)).toBe('sticky');
    expect(await table.evaluate((element) => getComputedStyle(element).display)).toBe('table');
    const row = table.getByRole('row', { name: /LUNA2000-21-S1/ });
    const newPrice = euro('LUNA2000-21-S1', 'newPrice');
    expect(catalogueItem('LUNA2000-21-S1').approximate).toBe(true);
    await expect(row.getByRole('cell').filter({ hasText: newPrice })).toHaveText(`~ca. ${newPrice}`);
    await expect(row).toContainText(euro('LUNA2000-21-S1'));
  });

  test('stacks the rows as cards on a phone, without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/huawei-ankauf-recycling');
    const row = page.getByRole('row', { name: /LUNA2000-21-S1/ });
    expect(await row.evaluate((element) => getComputedStyle(element).display)).toBe('block');
    await expect(page.getByRole('columnheader', { name: 'Neupreis' }).first()).not.toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const priceCell = row.getByRole('cell').filter({ hasText: euro('LUNA2000-21-S1') });
    expect(await priceCell.evaluate((element) => getComputedStyle(element, '::before').content)).toBe('"Bis zu"');
  });

  test('shows prices, note and date without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'de-DE' });
    const page = await context.newPage();
    await page.goto('/netzwerk-hardware-ankauf');
    await expect(page.getByRole('row', { name: /PA-5280/ })).toContainText(euro('PA-5280'));
    await expect(page.getByRole('note')).toContainText('unverbindlich, nach Prüfung');
    await expect(page.getByRole('note')).toContainText('Stand der Preisliste');
    await context.close();
  });

  test('catalogue pages have their fixed section ids and hero buttons', async ({ page }) => {
    const pages = [
      ['/huawei-ankauf-recycling', 'huawei-products'],
      ['/byd-hvm-hvs-ankauf-recycling', 'byd-products'],
      ['/batteriespeicher-ankauf-recycling', 'battery-products'],
      ['/solarankauf-main', 'solar-products'],
      ['/wechselrichter-ankauf-alle-marken', 'wechselrichter-products'],
      ['/solarmodule-ankauf-recycling', 'solarmodule-products'],
      ['/solarkomponenten-ankauf-service', 'service-products'],
    ] as const;
    for (const [path, productsId] of pages) {
      await page.goto(path);
      const hero = page.locator('section#home');
      await expect(hero.locator('a[href="#contact"]')).toHaveCount(1);
      await expect(hero.locator(`a[href="#${productsId}"]`)).toHaveCount(1);
      await expect(page.locator(`section#${productsId}`)).toHaveCount(1);
      await expect(page.locator('section#contact')).toHaveCount(1);
    }
    await expect(page.getByRole('columnheader', { name: 'Vergleichspreis' }).first()).toBeAttached();
    await expect(page.getByText('Service-Nr.').first()).toBeVisible();
  });
});

import { readFileSync } from 'node:fs';
import { expect, test, type Locator } from '@playwright/test';
import { allPriceLists, type ProductPriceList } from '../src/content/catalogue';
import { priceListPaths } from '../src/content/catalogue/paths';
import { catalogueItem, euro, upTo } from './support/catalogue';

/** The catalogue texts as the German pages show them. */
const texts = (
  JSON.parse(readFileSync('src/i18n/messages/de/catalogue.json', 'utf8')) as { Catalogue: Record<string, string> }
).Catalogue;
const caption = (category: string) => texts.tableCaption!.replace('{category}', category);

const productLists = allPriceLists().filter((list): list is ProductPriceList => list.kind === 'products');
/**
 * A list with a category whose items have no new price, read from the data; preferably one that
 * also has a category with new prices, so both kinds of table stand on one page.
 */
const withoutNewPrices = productLists
  .flatMap((list) =>
    list.categories
      .filter((category) => category.items.every((item) => item.newPrice === undefined))
      .map((category) => ({ list, category })),
  )
  .sort(
    (a, b) =>
      Number(b.list.categories.some((c) => c.items.some((item) => item.newPrice !== undefined))) -
      Number(a.list.categories.some((c) => c.items.some((item) => item.newPrice !== undefined))),
  )[0];

/** The left edge and width of each column of a table's header row, in whole pixels. */
const columnGrid = (table: Locator) =>
  table.evaluate((element) =>
    [...element.querySelectorAll('thead th')].map((cell) => {
      const box = cell.getBoundingClientRect();
      return [Math.round(box.left), Math.round(box.width)];
    }),
  );

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
    // The item's own link (beside it, the link that puts it on the sell list).
    await expect(first.getByRole('link', { name: /^GeForce RTX 4090/ })).toHaveAttribute(
      'href',
      '/grafikkarten-ankauf#gpu-geforce-40',
    );
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

  test('a desktop row keeps its actions on one line, as tall as its text (issue 33)', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/grafikkarten-ankauf');
    const table = page.getByRole('table', { name: /^NVIDIA GeForce RTX 40:/ });
    // Three lines of text (model, article number, description) and the cell padding make about
    // 6 em; two stacked buttons made ~10 em (155 px). The bound leaves room for fonts and zoom.
    const heights = await table.evaluate((element) =>
      [...element.querySelectorAll('tbody tr')].map((row) => {
        const fontSize = parseFloat(getComputedStyle(row).fontSize);
        return row.getBoundingClientRect().height / fontSize;
      }),
    );
    expect(heights.length).toBeGreaterThan(1);
    for (const height of heights) expect(height).toBeLessThan(8);

    const row = table.getByRole('row', { name: /GeForce RTX 4090/ });
    const rate = row.getByRole('link', { name: 'Bewerten lassen: GeForce RTX 4090', exact: true });
    const add = row.getByRole('link', { name: 'Auf die Ankaufsliste: GeForce RTX 4090', exact: true });
    const [rateBox, addBox] = [(await rate.boundingBox())!, (await add.boundingBox())!];
    expect(Math.abs(rateBox.y - addBox.y)).toBeLessThanOrEqual(1);
    expect(addBox.x).toBeGreaterThanOrEqual(rateBox.x + rateBox.width);
    // The icon button's words: in its accessible name, and in a tooltip on keyboard focus.
    const tip = row.locator('[data-tooltip-root] > .tooltip');
    await expect(tip).toBeHidden();
    await rate.focus();
    await page.keyboard.press('Tab');
    await expect(add).toBeFocused();
    await expect(tip).toBeVisible();
    await expect(tip).toHaveText('Auf die Ankaufsliste');
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

  test('a category without new prices drops the column and says why', async ({ page }) => {
    // The data holds such a category today; should it ever not, this fails instead of passing unseen.
    expect(withoutNewPrices, 'a catalogue category without new prices').toBeDefined();
    const { list, category } = withoutNewPrices!;
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(priceListPaths[list.id]);
    const table = page.getByRole('table', { name: caption(category.name.de), exact: true });
    await expect(table.getByRole('row')).toHaveCount(category.items.length + 1);
    // No column of dashes (issue 33): neither its header nor a "keine Angabe" cell.
    await expect(table.getByRole('columnheader', { name: texts.newPrice })).toHaveCount(0);
    await expect(table.getByText(texts.notGiven!, { exact: true })).toHaveCount(0);
    // The reason stands right above the table.
    const before = await table.evaluate((element) => element.previousElementSibling?.textContent ?? '');
    expect(before).toBe(texts.noNewPrices);
    await expect(page.getByText(texts.noNewPrices!, { exact: true })).toBeVisible();
    // Categories that state new prices say nothing of the kind.
    const withPrices = list.categories.filter((entry) => entry.items.some((item) => item.newPrice !== undefined));
    for (const other of withPrices) {
      const otherTable = page.getByRole('table', { name: caption(other.name.de), exact: true });
      const previous = await otherTable.evaluate((element) => element.previousElementSibling?.textContent ?? '');
      expect(previous).not.toBe(texts.noNewPrices);
    }
  });

  test('the price tables of one page share their column grid', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    // Pages with several tables, the one with a category without new prices first.
    const lists = productLists.filter((list) => list.categories.length > 1);
    const ordered = withoutNewPrices
      ? [withoutNewPrices.list, ...lists.filter((list) => list !== withoutNewPrices.list)]
      : lists;
    expect(ordered.length).toBeGreaterThan(0);
    for (const list of ordered.slice(0, 3)) {
      await page.goto(priceListPaths[list.id]);
      const tables = page.getByRole('table');
      await expect(tables).toHaveCount(list.categories.length);
      const grids = await Promise.all((await tables.all()).map(columnGrid));
      // Tables with a new-price column have five columns, those without four; each kind shares one grid.
      for (const columns of [5, 4]) {
        const [first, ...others] = grids.filter((grid) => grid.length === columns);
        for (const grid of others) expect(grid, list.id).toEqual(first);
      }
      expect(
        grids.filter((grid) => grid.length !== 5 && grid.length !== 4),
        list.id,
      ).toEqual([]);
      expect(
        grids.some((grid) => grid.length === 5),
        list.id,
      ).toBe(true);
    }
  });
});

import { allCatalogueItems } from '../../src/content/catalogue';
import type { ListedItem } from '../../src/content/catalogue/types';
import type { Locale } from '../../src/i18n/locales';
import { formatEuro, formatUpTo } from '../../src/lib/format';

/**
 * Prices as the pages show them, read from the catalogue data: browser tests never write a price
 * down, so changing a price in the catalogue changes what they expect.
 */
export function catalogueItem(model: string): ListedItem {
  const item = allCatalogueItems().find((entry) => entry.model === model);
  if (!item) throw new Error(`No catalogue item ${model}`);
  return item;
}

/** "Bis zu 1.800 €" / "Up to €1,800" for an item with a price. */
export function upTo(model: string, locale: Locale = 'de'): string {
  const { price } = catalogueItem(model);
  if (price === null) throw new Error(`${model} has no price`);
  return formatUpTo(price, locale);
}

/** "1.800 €" for an item's price, or its new price. */
export function euro(model: string, field: 'price' | 'newPrice' = 'price', locale: Locale = 'de'): string {
  const amount = catalogueItem(model)[field];
  if (amount == null) throw new Error(`${model} has no ${field}`);
  return formatEuro(amount, locale);
}

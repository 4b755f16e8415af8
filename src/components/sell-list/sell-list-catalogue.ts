import { allCatalogueItems, latestPriceListDate } from '@/content/catalogue';
import { priceListPaths } from '@/content/catalogue/paths';
import type { Locale } from '@/i18n/locales';
import { localizedPath } from '@/lib/site-url';

/**
 * What the list page needs of the catalogue, as compact as it gets: per article number the
 * "bis zu" price (null = on request), the price list's page and whether it is a battery
 * (rated in kWh/MWh: storage systems, packs and modules). About 6 KB for every item, inlined in
 * the pre-rendered page, so totals are there at once; the search index would be seven times
 * larger and a second request.
 */
export type SellListCatalogue = {
  /** The price lists' date (ISO). */
  date: string;
  /** Price-list pages in the page's language, indexed by the items. */
  paths: string[];
  items: Record<string, [price: number | null, pathIndex: number, battery: 0 | 1]>;
};

export function sellListCatalogue(locale: Locale): SellListCatalogue {
  const paths: string[] = [];
  const items: SellListCatalogue['items'] = {};
  for (const item of allCatalogueItems()) {
    const path = localizedPath(priceListPaths[item.listId], locale);
    let index = paths.indexOf(path);
    if (index < 0) index = paths.push(path) - 1;
    const battery = item.rating?.unit === 'kWh' || item.rating?.unit === 'MWh' ? 1 : 0;
    items[item.articleNumber] = [item.price, index, battery];
  }
  return { date: latestPriceListDate(), paths, items };
}

import { publishedCatalogue } from './published';
import { ruleForItem } from './purchase-rules';
import type { ListedItem, PriceList, PriceListId, ProductPriceList, ServicePriceList } from './types';

export type * from './types';
export { agreesWithRule, indicativeMaximum, maxSharePercent, purchaseRules, ruleForItem } from './purchase-rules';

/** Every published list (src/content/catalogue/published.ts: the database's version, the seed at build). */
export function allPriceLists(): PriceList[] {
  return publishedCatalogue().lists as PriceList[];
}

/** The key of caches derived from the catalogue: changes with every installed version. */
export function catalogueStamp(): string {
  return publishedCatalogue().stamp;
}

/** The newest "Stand" of all lists (ISO date): where one date stands for every list. */
export function latestPriceListDate(): string {
  return allPriceLists().reduce((latest, list) => (list.date > latest ? list.date : latest), '');
}

/** One list by id: `getPriceList('gpu')`. */
export function getPriceList(id: 'solar-services'): ServicePriceList;
export function getPriceList(id: Exclude<PriceListId, 'solar-services'>): ProductPriceList;
export function getPriceList(id: PriceListId): PriceList;
export function getPriceList(id: PriceListId): PriceList {
  const list = allPriceLists().find((entry) => entry.id === id);
  if (!list) throw new Error(`Unknown price list ${id}`);
  return list;
}

/** Every product of a list with where it is listed. */
export function listedItems(list: ProductPriceList): ListedItem[] {
  return list.categories.flatMap((category) =>
    category.items.map((item) => ({
      ...item,
      listId: list.id,
      categoryId: category.id,
      categoryName: category.name,
      family: list.family,
    })),
  );
}

let distinct: { stamp: string; items: ListedItem[] } | undefined;

/**
 * Every distinct product of the catalogue (an item that appears on several pages, e.g. on a price
 * page and its catalogue page, is returned once, at its first listing).
 */
export function allCatalogueItems(): ListedItem[] {
  const stamp = catalogueStamp();
  if (distinct?.stamp !== stamp) distinct = { stamp, items: collectDistinctItems() };
  return distinct.items;
}

function collectDistinctItems(): ListedItem[] {
  const seen = new Set<string>();
  const result: ListedItem[] = [];
  for (const list of allPriceLists()) {
    if (list.kind !== 'products') continue;
    for (const item of listedItems(list)) {
      if (seen.has(item.articleNumber)) continue;
      seen.add(item.articleNumber);
      result.push(item);
    }
  }
  return result;
}

/** The largest indicative price of a list (for JSON-LD and summaries). */
export function maxPrice(list: ProductPriceList): number {
  return Math.max(...listedItems(list).map((item) => item.price ?? 0));
}

/** A product by its article number (first listing). */
function getItemByArticleNumber(articleNumber: string): ListedItem | undefined {
  return allCatalogueItems().find((item) => item.articleNumber === articleNumber);
}

/** Products by article numbers, in the given order (for curated highlights); throws on an unknown number. */
export function getItemsByArticleNumbers(articleNumbers: readonly string[]): ListedItem[] {
  return articleNumbers.map((articleNumber) => {
    const item = getItemByArticleNumber(articleNumber);
    if (!item) throw new Error(`Unknown article number ${articleNumber}`);
    return item;
  });
}

/**
 * The shares of the new price a list pays, by goods: `solar` (modules, inverters, plants) and/or
 * `storage` (battery storage); none for market-priced and service lists. Accessories follow
 * their list's rule and add no group of their own.
 */
export function shareGroups(list: PriceList): ('solar' | 'storage')[] {
  if (list.kind !== 'products' || list.rule === 'market') return [];
  const rules = new Set<'solar' | 'storage'>();
  for (const item of listedItems(list)) {
    if (item.solar?.type === 'component') continue;
    const rule = ruleForItem(item, list.rule);
    if (rule !== 'market') rules.add(rule);
  }
  if (rules.size === 0) rules.add(list.rule);
  return (['solar', 'storage'] as const).filter((rule) => rules.has(rule));
}

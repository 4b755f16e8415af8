import type { Localized } from '@/i18n/locales';
import { formatNumber } from '@/lib/format';
import type { RoutePath } from '../routes';
import { allCatalogueItems, allPriceLists, listedItems } from './index';
import { priceListPaths } from './paths';
import type { ListedItem, PriceListId } from './types';

/**
 * A product where a price list shows it, with the facts every other view of it states: the price
 * search's documents (search-documents.ts), the assistant's product facts
 * (src/server/chat/sources/catalogue.ts) and the JSON-LD Product/Offer
 * (src/components/seo/structured-data.ts) are all built from this, so a catalogue row is mapped
 * in this one place.
 */
export type ProductListing = {
  /** Our article number, e.g. "KW-GPU-0101". */
  articleNumber: string;
  brand: string;
  /** The model as the list names it: "GeForce RTX 4090". */
  model: string;
  /** Brand and model as one name, "NVIDIA GeForce RTX 4090" (the model alone when it starts with the brand). */
  name: string;
  /** Capacity, power or key specs: the list's spec text, else its rating ("13,5 kWh" / "13.5 kWh"). */
  spec?: Localized;
  description: Localized;
  /** Other spellings and former names that should find the product. */
  aliases: readonly string[];
  /** The "bis zu" price: indicative maximum buy-back price in whole units of `currency`; null = by negotiation. */
  price: number | null;
  currency: 'EUR';
  /** New (list) price in whole euros, if known. */
  newPrice?: number;
  /** The price list, the page that shows it, and the category there (id = the anchor on the page). */
  listId: PriceListId;
  path: RoutePath;
  categoryId: string;
  category: Localized;
};

function nameOf(item: ListedItem): string {
  return item.model.toLowerCase().startsWith(item.brand.toLowerCase()) ? item.model : `${item.brand} ${item.model}`;
}

function specOf(item: ListedItem): Localized | undefined {
  if (item.spec) return item.spec;
  if (!item.rating) return undefined;
  const { value, unit } = item.rating;
  return { de: `${formatNumber(value, 'de')} ${unit}`, en: `${formatNumber(value, 'en')} ${unit}` };
}

/** The listing of one catalogue row on its list. */
export function productListing(item: ListedItem): ProductListing {
  return {
    articleNumber: item.articleNumber,
    brand: item.brand,
    model: item.model,
    name: nameOf(item),
    spec: specOf(item),
    description: item.description,
    aliases: item.aliases ?? [],
    price: item.price,
    currency: 'EUR',
    newPrice: item.newPrice,
    listId: item.listId,
    path: priceListPaths[item.listId],
    categoryId: item.categoryId,
    category: item.categoryName,
  };
}

/** Every listing of every product list: a product shown on two pages is listed twice, so both can be cited. */
export function productListings(): ProductListing[] {
  return allPriceLists().flatMap((list) => (list.kind === 'products' ? listedItems(list).map(productListing) : []));
}

/** Every distinct product once, at its first listing (what the price search finds). */
export function distinctProductListings(): ProductListing[] {
  return allCatalogueItems().map(productListing);
}

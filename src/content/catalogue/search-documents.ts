import { catalogueStamp } from './index';
import { distinctProductListings } from './listings';
import type { Locale } from '@/i18n/locales';
import { createCatalogueSearch, type CatalogueSearch, type SearchDocument } from '@/lib/catalogue-search';

/** Search documents for every distinct product of the catalogue (listings.ts), in one language. */
export function catalogueSearchDocuments(locale: Locale): SearchDocument[] {
  return distinctProductListings().map((listing) => ({
    id: listing.articleNumber,
    model: listing.model,
    brand: listing.brand,
    category: listing.category[locale],
    path: listing.path,
    anchor: listing.categoryId,
    price: listing.price,
    aliases: listing.aliases.join(' '),
  }));
}

const cache = new Map<Locale, { stamp: string; search: CatalogueSearch }>();

/** A ready index per language, built once per published version (server side: the /preissuche page). */
export function catalogueSearch(locale: Locale): CatalogueSearch {
  const stamp = catalogueStamp();
  let entry = cache.get(locale);
  if (entry?.stamp !== stamp) {
    entry = { stamp, search: createCatalogueSearch(catalogueSearchDocuments(locale)) };
    cache.set(locale, entry);
  }
  return entry.search;
}

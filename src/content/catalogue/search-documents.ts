import { allCatalogueItems } from './index';
import { priceListPaths } from './paths';
import type { Locale } from '@/i18n/locales';
import { createCatalogueSearch, type CatalogueSearch, type SearchDocument } from '@/lib/catalogue-search';

/** Search documents for every distinct product of the catalogue, in one language. */
export function catalogueSearchDocuments(locale: Locale): SearchDocument[] {
  return allCatalogueItems().map((item) => ({
    id: item.articleNumber,
    model: item.model,
    brand: item.brand,
    category: item.categoryName[locale],
    path: priceListPaths[item.listId],
    anchor: item.categoryId,
    price: item.price,
    aliases: (item.aliases ?? []).join(' '),
  }));
}

const cache = new Map<Locale, CatalogueSearch>();

/** A ready index per language, built once per process (server side: /preissuche, the assistant). */
export function catalogueSearch(locale: Locale): CatalogueSearch {
  let search = cache.get(locale);
  if (!search) {
    search = createCatalogueSearch(catalogueSearchDocuments(locale));
    cache.set(locale, search);
  }
  return search;
}

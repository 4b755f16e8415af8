import { locales } from '@/i18n/locales';
import type { ProductListing } from '@/content/catalogue/listings';
import type { KnowledgeDoc, KnowledgeSource } from '../knowledge';

/**
 * Product listings (`src/content/catalogue/listings.ts`, the one mapping of a catalogue row that
 * the price search and the JSON-LD use too) as the assistant's documents: one per listing and
 * language, quoted by its full name with its "bis zu" price and price-list page.
 */
export function catalogueDocs(listings: readonly ProductListing[]): KnowledgeDoc[] {
  const docs: KnowledgeDoc[] = [];
  for (const listing of listings) {
    for (const locale of locales) {
      docs.push({
        id: `product:${locale}:${listing.path}:${listing.listId}:${listing.articleNumber}`,
        kind: 'product',
        locale,
        title: listing.name,
        text: [listing.name, listing.spec?.[locale], listing.articleNumber].filter(Boolean).join(' '),
        keywords: [listing.brand, listing.category.de, listing.category.en, ...listing.aliases].join(' '),
        path: listing.path,
        product: {
          model: listing.name,
          brand: listing.brand,
          category: listing.category[locale],
          maxPriceEur: listing.price,
          newPriceEur: listing.newPrice,
          spec: listing.spec?.[locale],
          articleNumber: listing.articleNumber,
        },
      });
    }
  }
  return docs;
}

/** A catalogue as a knowledge source: the live listings, or a fixture in tests. */
export function catalogueSourceFrom(listings: () => readonly ProductListing[]): KnowledgeSource {
  return { name: 'catalogue', docs: () => catalogueDocs(listings()) };
}

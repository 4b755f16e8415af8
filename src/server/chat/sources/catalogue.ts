import { locales, type Localized } from '@/i18n/locales';
import type { RoutePath } from '@/content/routes';
import type { KnowledgeDoc, KnowledgeSource } from '../knowledge';

/**
 * One catalogue item as the assistant needs it: the adapter below turns the catalogue's
 * data-access API (`src/content/catalogue`) into these, and these into documents.
 */
export type CatalogueItem = {
  id: string;
  model: string;
  brand?: string;
  category: Localized;
  /** Indicative maximum buy-back price in whole euros; null when the price is by negotiation. */
  maxPriceEur: number | null;
  newPriceEur?: number;
  /** Capacity, power or key specs as the list shows them. */
  spec?: Localized;
  articleNumber?: string;
  /** Other spellings and former names that should find the item. */
  aliases?: readonly string[];
  /** The price page that lists the item. */
  path: RoutePath;
};

export function catalogueDocs(items: readonly CatalogueItem[]): KnowledgeDoc[] {
  const docs: KnowledgeDoc[] = [];
  for (const item of items) {
    for (const locale of locales) {
      docs.push({
        id: `product:${locale}:${item.path}:${item.id}`,
        kind: 'product',
        locale,
        title: item.model,
        text: [item.model, item.spec?.[locale], item.articleNumber].filter(Boolean).join(' '),
        keywords: [item.brand, item.category.de, item.category.en, ...(item.aliases ?? [])].filter(Boolean).join(' '),
        path: item.path,
        product: {
          model: item.model,
          brand: item.brand,
          category: item.category[locale],
          maxPriceEur: item.maxPriceEur,
          newPriceEur: item.newPriceEur,
          spec: item.spec?.[locale],
          articleNumber: item.articleNumber,
        },
      });
    }
  }
  return docs;
}

export function catalogueSourceFrom(items: () => readonly CatalogueItem[]): KnowledgeSource {
  return { name: 'catalogue', docs: () => catalogueDocs(items()) };
}

import type { Locale } from '@/i18n/locales';
import type { RoutePath } from '@/content/routes';

/**
 * What the assistant knows: documents produced by knowledge sources (adapters over the typed
 * content modules the pages render). The engine never holds copy or figures of its own; it only
 * arranges what these documents carry.
 */

/**
 * A buy-back price as the catalogue states it, in one language (built from a product listing,
 * `src/content/catalogue/listings.ts`). `maxPriceEur: null` means "by negotiation".
 */
export type ProductFact = {
  /** Brand and model as one name ("NVIDIA GeForce RTX 4090"). */
  model: string;
  brand: string;
  /** Category name in the document's locale, e.g. "Grafikkarten". */
  category: string;
  maxPriceEur: number | null;
  newPriceEur?: number;
  /** Capacity, power or another short spec ("24 GB GDDR6X", "10 kWh"). */
  spec?: string;
  articleNumber: string;
};

export type DocKind = 'product' | 'section' | 'page' | 'fact';

export type KnowledgeDoc = {
  /** Unique across sources and locales. */
  id: string;
  kind: DocKind;
  locale: Locale;
  /** Heading shown when the document is quoted. */
  title: string;
  /** Body text the answer may quote. */
  text: string;
  /** Extra words that should find the document but are not quoted (synonyms, brand, category). */
  keywords?: string;
  /** The page this knowledge is published on (sources and links point there). */
  path: RoutePath;
  product?: ProductFact;
};

/** An adapter over one content module (or group of modules). */
export type KnowledgeSource = {
  name: string;
  docs(): KnowledgeDoc[];
};

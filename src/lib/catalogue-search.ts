import MiniSearch, { type SearchOptions } from 'minisearch';
import { tokenize } from './text-tokens';

/**
 * Price search over the catalogue, as a pure module: it knows nothing about pages or data
 * loading, so the /preissuche page (server) and the hubs' instant-search island (client) use it
 * with the same documents (see src/content/catalogue/search-documents.ts).
 *
 * Tolerance: the site's one token split (`text-tokens.ts`, which the assistant builds on too)
 * folds case and accents and splits model numbers where letters meet digits ("rtx4090" →
 * "rtx 4090", "LUNA2000" → "luna 2000"); words of five or more letters allow two typos and
 * four-letter words one, the last word matches as a prefix while typing. All words must match; if
 * nothing does, any word may.
 */
export type SearchDocument = {
  /** Article number (unique). */
  id: string;
  model: string;
  brand: string;
  /** Category name in the page's language. */
  category: string;
  /** Page path of the list (registry path, without locale prefix) and the category anchor. */
  path: string;
  anchor: string;
  /** Indicative maximum in whole euros; null = by negotiation. */
  price: number | null;
  aliases: string;
};

export type SearchHit = SearchDocument & { score: number };

function fuzziness(term: string): number | false {
  if (/^\d+$/.test(term)) return false;
  if (term.length >= 5) return 2;
  if (term.length === 4) return 1;
  return false;
}

const searchOptions: SearchOptions = {
  boost: { model: 3, id: 3, aliases: 2, brand: 2, category: 1 },
  fuzzy: (term) => fuzziness(term),
  prefix: (term, index, terms) => index === terms.length - 1 && term.length >= 2,
  combineWith: 'AND',
  weights: { fuzzy: 0.45, prefix: 0.75 },
};

export type CatalogueSearch = { search: (query: string, limit?: number) => SearchHit[]; size: number };

/** Builds the index from documents. */
export function createCatalogueSearch(documents: readonly SearchDocument[]): CatalogueSearch {
  const index = new MiniSearch<SearchDocument>({
    idField: 'id',
    fields: ['model', 'id', 'brand', 'category', 'aliases'],
    storeFields: ['id', 'model', 'brand', 'category', 'path', 'anchor', 'price', 'aliases'],
    tokenize,
    processTerm: (term) => term,
    searchOptions,
  });
  index.addAll(documents);
  return {
    size: documents.length,
    search(query, limit = 20) {
      const text = normalizeQuery(query);
      if (!text) return [];
      let results = index.search(text);
      if (results.length === 0) results = index.search(text, { combineWith: 'OR' });
      return results.slice(0, limit).map((result) => ({
        id: result.id as string,
        model: result.model as string,
        brand: result.brand as string,
        category: result.category as string,
        path: result.path as string,
        anchor: result.anchor as string,
        price: result.price as number | null,
        aliases: result.aliases as string,
        score: result.score,
      }));
    },
  };
}

/** Trims and caps a query (a GET parameter can be anything). */
export function normalizeQuery(query: unknown): string {
  if (typeof query !== 'string') return '';
  return query.trim().slice(0, 100);
}

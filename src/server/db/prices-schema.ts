/**
 * Tables of the price lists (src/server/prices/, docs/prices.md). A list's content is a JSON
 * document in the export layout (src/content/catalogue/document.ts): the draft staff edit, and
 * every published version, immutable once written. `price_state.sequence` grows with every
 * publish; every instance polls it to learn of a new version.
 */
export type PriceVersionKind = 'seed' | 'publish' | 'rollback';

export interface PriceListsTable {
  /** The list id (`gpu`, `solar-services`). */
  id: string;
  kind: 'products' | 'services';
  family: 'components' | 'renewables';
  rule: string | null;
  /** Prefix of new article numbers ("KW-GPU"). */
  prefix: string;
  /** Order of the lists (the seed's). */
  position: number;
  /** The number of the version the site shows. */
  published_version: number;
  created_at: string;
}

export interface PriceVersionsTable {
  id: string;
  list_id: string;
  /** 1, 2, 3 … per list. */
  number: number;
  kind: PriceVersionKind;
  /** The list document (JSON), with the previous Stand's prices of changed items. */
  document: string;
  /** The list's "Stand" (ISO date). */
  date: string;
  /** A rollback: the version whose content it published again. */
  source_version: number | null;
  /** What changed against the version before (JSON counts: prices, added, retired …). */
  summary: string;
  /** Staff user id, or `operator:<name>` for the command line, `system` for the seed. */
  published_by: string;
  published_at: string;
}

export interface PriceDraftsTable {
  list_id: string;
  document: string;
  /** The published version the draft started from. */
  base_version: number;
  /** Grows with every save: a save names the revision it edited (optimistic check). */
  revision: number;
  updated_by: string | null;
  updated_at: string;
}

/** Every article number ever issued: never deleted, so a number is never given to another item. */
export interface PriceArticlesTable {
  article_number: string;
  list_id: string;
  created_at: string;
}

/** An item's published prices over time (one row per publish that changed them): the editor's chart. */
export interface PriceHistoryTable {
  id: string;
  article_number: string;
  list_id: string;
  version: number;
  /** Cents (service prices may have them); null = by negotiation. */
  price_cents: number | null;
  new_price_cents: number | null;
  date: string;
  published_at: string;
}

export interface PriceStateTable {
  id: string;
  sequence: number;
}

/** An uploaded import waiting for the staff's review (rows and verdicts as JSON); swept after a day. */
export interface PriceImportsTable {
  id: string;
  created_by: string;
  created_at: string;
  file_name: string;
  review: string;
}

export interface PricesTables {
  price_lists: PriceListsTable;
  price_versions: PriceVersionsTable;
  price_drafts: PriceDraftsTable;
  price_articles: PriceArticlesTable;
  price_history: PriceHistoryTable;
  price_state: PriceStateTable;
  price_imports: PriceImportsTable;
}

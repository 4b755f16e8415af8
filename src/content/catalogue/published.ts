import { claims } from '../claims';
import { documentsFromExport, projectCatalogue, type CatalogueExport, type ListDocument } from './document';
import { priceListSchema } from './schema';
import seed from './seed/catalogue.json';
import type { PriceList } from './types';

/**
 * The published catalogue every reader of prices sees: price pages, hubs, the price search, the
 * sell list, the assistant, JSON-LD and the sitemap. Until the server installs what the database
 * holds (src/server/prices/published-store.ts), and always at build time, it is the seed file
 * `seed/catalogue.json`. It lives on globalThis because Next bundles route handlers, pages and
 * the instrumentation separately and all of them must read the same version.
 */
export type PublishedCatalogue = {
  /** Changes whenever another catalogue is installed: the key of every cache derived from it. */
  stamp: string;
  documents: readonly ListDocument[];
  lists: readonly PriceList[];
};

const KEY = Symbol.for('recycling-site.published-catalogue');
type Slot = { current?: PublishedCatalogue };
const slot: Slot =
  ((globalThis as Record<symbol, unknown>)[KEY] as Slot | undefined) ??
  ((globalThis as Record<symbol, unknown>)[KEY] = {});

/** Promises named in catalogue texts as placeholders, filled from claims.ts when the lists are read. */
const placeholders: Record<string, () => string> = {
  freePickupModules: () => String(claims.freePickupFrom.modules),
  freePickupInverters: () => String(claims.freePickupFrom.inverters),
  expressPickupHours: () => String(claims.expressPickupHours),
};

export function fillPlaceholders(text: string): string {
  return text.replace(/\{(\w+)\}/g, (match, name: string) => placeholders[name]?.() ?? match);
}

/** The public lists of published documents, validated against the catalogue schema (throws on bad data). */
export function projectPublished(documents: readonly ListDocument[], stamp: string): PublishedCatalogue {
  const lists = projectCatalogue(documents, fillPlaceholders);
  for (const list of lists) priceListSchema.parse(list);
  return { stamp, documents, lists };
}

let seedProjection: PublishedCatalogue | undefined;

/** The seed as list documents (what a fresh database is loaded with). */
export function seedDocuments(): ListDocument[] {
  return documentsFromExport(seed as CatalogueExport);
}

/** The catalogue the build renders: the seed. */
export function seedCatalogue(): PublishedCatalogue {
  return (seedProjection ??= projectPublished(seedDocuments(), 'seed'));
}

export function publishedCatalogue(): PublishedCatalogue {
  return slot.current ?? seedCatalogue();
}

/** Makes `catalogue` the one every reader sees from now on (server only). */
export function installPublishedCatalogue(catalogue: PublishedCatalogue): void {
  slot.current = catalogue;
}

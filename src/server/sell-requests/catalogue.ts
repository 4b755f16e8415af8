import 'server-only';
import { catalogueStamp } from '@/content/catalogue';
import { productListings, type ProductListing } from '@/content/catalogue/listings';

let byArticle: Map<string, ProductListing> | null = null;
let builtFor = '';

/**
 * A catalogue product by its article number (a sell list line's `itemId`), at its first listing.
 * The stored name and the price at submission come from the published version, never from the client.
 */
export function catalogueItem(articleNumber: string): ProductListing | null {
  if (!byArticle || builtFor !== catalogueStamp()) {
    builtFor = catalogueStamp();
    byArticle = new Map();
    for (const listing of productListings()) {
      if (!byArticle.has(listing.articleNumber)) byArticle.set(listing.articleNumber, listing);
    }
  }
  return byArticle.get(articleNumber) ?? null;
}

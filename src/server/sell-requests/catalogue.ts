import 'server-only';
import { productListings, type ProductListing } from '@/content/catalogue/listings';

let byArticle: Map<string, ProductListing> | null = null;

/**
 * A catalogue product by its article number (a sell list line's `itemId`), at its first listing.
 * The stored name and the staff's reference price come from here, never from the client.
 */
export function catalogueItem(articleNumber: string): ProductListing | null {
  if (!byArticle) {
    byArticle = new Map();
    for (const listing of productListings()) {
      if (!byArticle.has(listing.articleNumber)) byArticle.set(listing.articleNumber, listing);
    }
  }
  return byArticle.get(articleNumber) ?? null;
}

import { productListings } from '@/content/catalogue/listings';
import { siteLimiters } from '@/server/rate-limit/registry';
import { createSellListMatchHandler } from '@/server/sell-list/http';
import { createSellListMatcher, type SellListMatcher } from '@/server/sell-list/matcher';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

let matcher: SellListMatcher | undefined;

/** The asset-list import; contract, limits and matching rule in docs/sell-list-import.md. */
export const POST = createSellListMatchHandler({
  matcher: () => (matcher ??= createSellListMatcher(productListings())),
  rateLimiter: siteLimiters.sellListMatch,
});

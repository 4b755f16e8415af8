import { catalogueStamp } from '@/content/catalogue';
import { productListings } from '@/content/catalogue/listings';
import { siteLimiters } from '@/server/rate-limit/registry';
import { createSellListMatchHandler } from '@/server/sell-list/http';
import { createSellListMatcher, type SellListMatcher } from '@/server/sell-list/matcher';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

let matcher: { stamp: string; matcher: SellListMatcher } | undefined;

/** The matcher of the published version, built again when a new one is installed. */
function currentMatcher(): SellListMatcher {
  const stamp = catalogueStamp();
  if (matcher?.stamp !== stamp) matcher = { stamp, matcher: createSellListMatcher(productListings()) };
  return matcher.matcher;
}

/** The asset-list import; contract, limits and matching rule in docs/sell-list-import.md. */
export const POST = createSellListMatchHandler({
  matcher: currentMatcher,
  rateLimiter: siteLimiters.sellListMatch,
});

import { catalogueStamp } from '@/content/catalogue';
import { productListings } from '@/content/catalogue/listings';
import { siteOrigin } from '@/lib/site-url';
import { serverEnv } from '@/server/env';
import { logger } from '@/server/log';
import { getSellListMatchRateLimiter } from '@/server/runtime';
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
let handler: ((request: Request) => Promise<Response>) | undefined;

/** The asset-list import; contract, limits and matching rule in docs/sell-list-import.md. */
export async function POST(request: Request): Promise<Response> {
  handler ??= createSellListMatchHandler({
    matcher: currentMatcher,
    rateLimiter: getSellListMatchRateLimiter,
    trustProxy: serverEnv().TRUST_PROXY,
    siteOrigin: siteOrigin(),
    log: logger,
  });
  return handler(request);
}

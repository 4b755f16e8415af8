import { productListings } from '@/content/catalogue/listings';
import { siteOrigin } from '@/lib/site-url';
import { serverEnv } from '@/server/env';
import { logger } from '@/server/log';
import { getSellListMatchRateLimiter } from '@/server/runtime';
import { createSellListMatchHandler } from '@/server/sell-list/http';
import { createSellListMatcher, type SellListMatcher } from '@/server/sell-list/matcher';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

let matcher: SellListMatcher | undefined;
let handler: ((request: Request) => Promise<Response>) | undefined;

/** The asset-list import; contract, limits and matching rule in docs/sell-list-import.md. */
export async function POST(request: Request): Promise<Response> {
  handler ??= createSellListMatchHandler({
    matcher: () => (matcher ??= createSellListMatcher(productListings())),
    rateLimiter: getSellListMatchRateLimiter,
    trustProxy: serverEnv().TRUST_PROXY,
    siteOrigin: siteOrigin(),
    log: logger,
  });
  return handler(request);
}

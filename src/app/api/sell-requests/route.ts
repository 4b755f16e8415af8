import { siteOrigin } from '@/lib/site-url';
import { getDatabase } from '@/server/db';
import { serverEnv } from '@/server/env';
import { contactRateLimiters, reportStorageLost, wakeOutboxWorker } from '@/server/runtime';
import { createSellRequestHandler } from '@/server/sell-requests/submit-handler';
import { sellRequestTokenSecret } from '@/server/sell-requests/token-secret';

// Contract, limits and statuses: src/server/sell-requests/submit-handler.ts and docs/sell-requests.md.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const POST = createSellRequestHandler({
  database: getDatabase,
  rateLimiters: contactRateLimiters,
  settings: () => ({
    trustProxy: serverEnv().TRUST_PROXY,
    siteOrigin: siteOrigin(),
    tokenSecret: sellRequestTokenSecret(),
  }),
  onStored: wakeOutboxWorker,
  onStorageLost: reportStorageLost,
});

import { siteOrigin } from '@/lib/site-url';
import { getDatabase } from '@/server/db';
import { serverEnv } from '@/server/env';
import { wakeOutboxWorker } from '@/server/mail/outbox-wake';
import { siteLimiters } from '@/server/rate-limit/registry';
import { reportStorageLost } from '@/server/runtime';
import { createSellRequestHandler } from '@/server/sell-requests/http';
import { sellRequestTokenSecret } from '@/server/sell-requests/token-secret';

// Contract, limits and statuses: src/server/sell-requests/http.ts and docs/sell-requests.md.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const POST = createSellRequestHandler({
  database: getDatabase,
  rateLimiters: siteLimiters,
  settings: () => ({
    trustProxy: serverEnv().TRUST_PROXY,
    siteOrigin: siteOrigin(),
    tokenSecret: sellRequestTokenSecret(),
  }),
  onStored: wakeOutboxWorker,
  onStorageLost: reportStorageLost,
});

import { getDatabase } from '@/server/db';
import { serverEnv } from '@/server/env';
import { createContactHandler } from '@/server/leads/http';
import { wakeOutboxWorker } from '@/server/mail/outbox-wake';
import { siteLimiters } from '@/server/rate-limit/registry';
import { reportStorageLost } from '@/server/runtime';
import { siteOrigin } from '@/lib/site-url';

// Body limit, statuses and behaviour: src/server/leads/http.ts and docs/leads.md.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const POST = createContactHandler({
  database: getDatabase,
  rateLimiters: siteLimiters,
  settings: () => ({
    confirmation: serverEnv().MAIL_CONFIRMATION,
    trustProxy: serverEnv().TRUST_PROXY,
    siteOrigin: siteOrigin(),
  }),
  onStored: wakeOutboxWorker,
  onStorageLost: reportStorageLost,
});

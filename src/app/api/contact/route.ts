import { getDatabase } from '@/server/db';
import { serverEnv } from '@/server/env';
import { createContactHandler } from '@/server/leads/contact-handler';
import { contactRateLimiters, reportStorageLost, wakeOutboxWorker } from '@/server/runtime';
import { siteOrigin } from '@/lib/site-url';

// Body limit, statuses and behaviour: src/server/leads/contact-handler.ts and docs/leads.md.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const POST = createContactHandler({
  database: getDatabase,
  rateLimiters: contactRateLimiters,
  settings: () => ({
    confirmation: serverEnv().MAIL_CONFIRMATION,
    trustProxy: serverEnv().TRUST_PROXY,
    siteOrigin: siteOrigin(),
  }),
  onStored: wakeOutboxWorker,
  onStorageLost: reportStorageLost,
});

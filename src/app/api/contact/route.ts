import { getDatabase } from '@/server/db';
import { serverEnv } from '@/server/env';
import { createContactHandler } from '@/server/leads/contact-handler';
import { getContactRateLimiter, wakeOutboxWorker } from '@/server/runtime';

// Body limit, statuses and behaviour: src/server/leads/contact-handler.ts and docs/leads.md.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const POST = createContactHandler({
  database: getDatabase,
  rateLimiter: getContactRateLimiter,
  settings: () => ({ confirmation: serverEnv().MAIL_CONFIRMATION, trustProxy: serverEnv().TRUST_PROXY }),
  onStored: wakeOutboxWorker,
});

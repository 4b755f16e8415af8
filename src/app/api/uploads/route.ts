import { getDatabase } from '@/server/db';
import { serverEnv } from '@/server/env';
import { createUploadHandler } from '@/server/uploads/handler';
import { getUploadStore, uploadLimiters } from '@/server/uploads/runtime';
import { siteOrigin } from '@/lib/site-url';

// Limits, statuses and storage: src/server/uploads/handler.ts and docs/uploads.md.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const POST = createUploadHandler({
  database: getDatabase,
  store: getUploadStore,
  limiters: uploadLimiters,
  settings: () => ({ trustProxy: serverEnv().TRUST_PROXY, siteOrigin: siteOrigin() }),
});

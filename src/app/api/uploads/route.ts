import { getDatabase } from '@/server/db';
import { serverEnv } from '@/server/env';
import { siteLimiters } from '@/server/rate-limit/registry';
import { createUploadHandler } from '@/server/uploads/http';
import { getUploadStore } from '@/server/uploads/store';
import { siteOrigin } from '@/lib/site-url';

// Limits, statuses and storage: src/server/uploads/http.ts and docs/uploads.md.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const POST = createUploadHandler({
  database: getDatabase,
  store: getUploadStore,
  limiters: { uploads: siteLimiters.uploads, bytes: siteLimiters.uploadBytes },
  settings: () => ({ trustProxy: serverEnv().TRUST_PROXY, siteOrigin: siteOrigin() }),
});

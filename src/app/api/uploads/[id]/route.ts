import { requireStaffRequest } from '@/server/auth/staff-session';
import { getDatabase } from '@/server/db';
import { serverEnv } from '@/server/env';
import { createUploadFileHandler, createUploadRemoveHandler } from '@/server/uploads/handler';
import { getUploadStore, uploadLimiters } from '@/server/uploads/runtime';
import { siteOrigin } from '@/lib/site-url';

// GET: staff only (401 without a session); images inline, PDFs as downloads. DELETE: the visitor
// who uploaded the file removes it before sending the form. Both in src/server/uploads/handler.ts.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = createUploadFileHandler({
  authorize: (request) => requireStaffRequest(request),
  database: getDatabase,
  store: getUploadStore,
});

export const DELETE = createUploadRemoveHandler({
  database: getDatabase,
  store: getUploadStore,
  limiter: uploadLimiters.removals,
  settings: () => ({ trustProxy: serverEnv().TRUST_PROXY, siteOrigin: siteOrigin() }),
});

import { requireStaffRequest } from '@/server/auth/staff-session';
import { getDatabase } from '@/server/db';
import { serverEnv } from '@/server/env';
import { siteLimiters } from '@/server/rate-limit/registry';
import { createUploadFileHandler, createUploadRemoveHandler } from '@/server/uploads/http';
import { getUploadStore } from '@/server/uploads/store';
import { siteOrigin } from '@/lib/site-url';

// GET: staff only (401 without a session); images inline, PDFs as downloads. DELETE: the visitor
// who uploaded the file removes it before sending the form. Both in src/server/uploads/http.ts.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

const settings = () => ({ trustProxy: serverEnv().TRUST_PROXY, siteOrigin: siteOrigin() });

export const GET = createUploadFileHandler({
  authorize: (request) => requireStaffRequest(request, 'leads'),
  database: getDatabase,
  store: getUploadStore,
  settings,
});

export const DELETE = createUploadRemoveHandler({
  database: getDatabase,
  store: getUploadStore,
  limiter: siteLimiters.uploadRemovals,
  settings,
});

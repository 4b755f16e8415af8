import { requireStaffRequest } from '@/server/auth/staff-session';
import { getDatabase } from '@/server/db';
import { createUploadFileHandler } from '@/server/uploads/handler';
import { getUploadStore } from '@/server/uploads/runtime';

// Staff only (401 without a session); images inline, PDFs as downloads: src/server/uploads/handler.ts.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export const GET = createUploadFileHandler({
  authorize: (request) => requireStaffRequest(request),
  database: getDatabase,
  store: getUploadStore,
});

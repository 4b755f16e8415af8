import { getDatabase } from '@/server/db';
import { createVisitorDocumentHandler } from '@/server/documents/http';
import { siteLimiters } from '@/server/rate-limit/registry';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** The visitor's credit note or certificate of their sell request (src/server/documents/http.ts). */
export const GET = createVisitorDocumentHandler({ database: getDatabase, limiter: siteLimiters.documentDownloads });

import { postImportApply } from '@/server/prices/import-http';

export const dynamic = 'force-dynamic';

/** The reviewed rows of an import into the drafts (src/server/prices/import-http.ts). */
export const POST = postImportApply;

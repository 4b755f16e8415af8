import { postImportUpload } from '@/server/prices/import-http';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** An import file uploaded for review (src/server/prices/import-http.ts). */
export const POST = postImportUpload;

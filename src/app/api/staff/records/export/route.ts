import { postRecordsExport } from '@/server/documents/records-http';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** The records kept after erasures as CSV, for the tax adviser (src/server/documents/records-http.ts). */
export const POST = postRecordsExport;

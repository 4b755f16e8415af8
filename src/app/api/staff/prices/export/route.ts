import { getPriceExport } from '@/server/prices/staff-http';

export const dynamic = 'force-dynamic';

/** A list (or every list) as CSV or XLSX (src/server/prices/staff-http.ts). */
export const GET = getPriceExport;

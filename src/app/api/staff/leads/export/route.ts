import { getLeadExport } from '@/server/staff/http';

export const dynamic = 'force-dynamic';

/** The inbox's current view as CSV (src/server/staff/http.ts). */
export const GET = getLeadExport;

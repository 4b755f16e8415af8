import { postLeadNote } from '@/server/staff/http';

export const dynamic = 'force-dynamic';

/** Adds an internal note to a lead (src/server/staff/http.ts). */
export const POST = postLeadNote;

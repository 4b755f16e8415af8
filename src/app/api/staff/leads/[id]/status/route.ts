import { postLeadStatus } from '@/server/staff/http';

export const dynamic = 'force-dynamic';

/** Moves a lead along the workflow (src/server/staff/http.ts). */
export const POST = postLeadStatus;

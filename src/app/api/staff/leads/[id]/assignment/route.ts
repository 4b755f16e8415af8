import { postLeadAssignment } from '@/server/staff/http';

export const dynamic = 'force-dynamic';

/** Assigns a lead to a team member (src/server/staff/http.ts). */
export const POST = postLeadAssignment;

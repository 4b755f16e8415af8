import { postMemberGrants } from '@/server/staff/team-http';

export const dynamic = 'force-dynamic';

/** An admin grants or revokes a member's permissions beyond their role (src/server/staff/team-http.ts). */
export const POST = postMemberGrants;

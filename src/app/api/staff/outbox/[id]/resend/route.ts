import { postOutboxResend } from '@/server/staff/http';

export const dynamic = 'force-dynamic';

/** Sends a failed mail again (src/server/staff/http.ts). */
export const POST = postOutboxResend;

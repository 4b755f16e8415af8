import { postProgress } from '@/server/sell-requests/staff-http';

export const dynamic = 'force-dynamic';

/** Staff mark a sell request's goods as received, then as paid (src/server/sell-requests/staff-http.ts). */
export const POST = postProgress;

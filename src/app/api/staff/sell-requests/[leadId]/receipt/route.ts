import { postReceipt } from '@/server/sell-requests/staff-http';

export const dynamic = 'force-dynamic';

/** Staff: the goods received per line (a plain form post; src/server/sell-requests/staff-http.ts). */
export const POST = postReceipt;

import { postPaid } from '@/server/sell-requests/staff-http';

export const dynamic = 'force-dynamic';

/** Staff: records the credit note's payment (a plain form post; src/server/sell-requests/staff-http.ts). */
export const POST = postPaid;

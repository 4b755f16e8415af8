import { postCreditNote } from '@/server/sell-requests/staff-http';

export const dynamic = 'force-dynamic';

/** Staff: issues the credit note (a plain form post; src/server/sell-requests/staff-http.ts). */
export const POST = postCreditNote;

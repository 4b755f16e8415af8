import { postSchedule } from '@/server/sell-requests/staff-http';

export const dynamic = 'force-dynamic';

/** Staff: the pickup day and window, or the shipping instructions (a plain form post; src/server/sell-requests/staff-http.ts). */
export const POST = postSchedule;

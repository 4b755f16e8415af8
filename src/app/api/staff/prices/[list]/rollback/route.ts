import { postRollback } from '@/server/prices/staff-http';

export const dynamic = 'force-dynamic';

/** Publishes an earlier version of the list again (src/server/prices/staff-http.ts). */
export const POST = postRollback;

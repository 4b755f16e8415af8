import { postPublish } from '@/server/prices/staff-http';

export const dynamic = 'force-dynamic';

/** Publishes the list's draft (src/server/prices/staff-http.ts). */
export const POST = postPublish;

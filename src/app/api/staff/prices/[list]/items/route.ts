import { postItem } from '@/server/prices/staff-http';

export const dynamic = 'force-dynamic';

/** Adds a new item to a category of the list's draft (src/server/prices/staff-http.ts). */
export const POST = postItem;

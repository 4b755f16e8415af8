import { postCategory } from '@/server/prices/staff-http';

export const dynamic = 'force-dynamic';

/** Adds a new category to the list's draft (src/server/prices/staff-http.ts). */
export const POST = postCategory;

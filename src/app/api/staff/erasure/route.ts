import { postErasure } from '@/server/staff/http';

export const dynamic = 'force-dynamic';

/** Erases a person's data (src/server/staff/http.ts). */
export const POST = postErasure;

import { postSignOut } from '@/server/staff/http';

export const dynamic = 'force-dynamic';

/** Signs this browser out (src/server/staff/http.ts). */
export const POST = postSignOut;

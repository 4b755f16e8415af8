import { postRevokeCertificate } from '@/server/sell-requests/staff-http';

export const dynamic = 'force-dynamic';

/** Staff revoke a certificate (a plain form post); its verification page then says so (src/server/sell-requests/staff-http.ts). */
export const POST = postRevokeCertificate;

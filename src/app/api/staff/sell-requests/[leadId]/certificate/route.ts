import { postCertificate } from '@/server/sell-requests/staff-http';

export const dynamic = 'force-dynamic';

/** Staff: issues a data-destruction certificate or a recycling proof (a plain form post; src/server/sell-requests/staff-http.ts). */
export const POST = postCertificate;

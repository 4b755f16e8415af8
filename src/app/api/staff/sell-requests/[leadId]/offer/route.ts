import { postOffer } from '@/server/sell-requests/staff-http';

export const dynamic = 'force-dynamic';

/** Staff send the offer of a sell request (src/server/sell-requests/staff-http.ts). */
export const POST = postOffer;

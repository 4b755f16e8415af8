import { postOffer } from '@/server/sell-requests/staff-actions';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ leadId: string }> };

/** Staff send the offer of a sell request (a plain form post); 303 back to the lead. */
export async function POST(request: Request, { params }: Context): Promise<Response> {
  return postOffer(request, (await params).leadId);
}

import { postSchedule } from '@/server/sell-requests/fulfilment-actions';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ leadId: string }> };

/** Staff: the pickup day and window, or the shipping instructions (a plain form post); 303 back to the fulfilment page. */
export async function POST(request: Request, { params }: Context): Promise<Response> {
  return postSchedule(request, (await params).leadId);
}

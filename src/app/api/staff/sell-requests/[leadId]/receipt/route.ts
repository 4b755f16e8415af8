import { postReceipt } from '@/server/sell-requests/fulfilment-actions';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ leadId: string }> };

/** Staff: the goods received per line (a plain form post); 303 back to the fulfilment page. */
export async function POST(request: Request, { params }: Context): Promise<Response> {
  return postReceipt(request, (await params).leadId);
}

import { postPaid } from '@/server/sell-requests/fulfilment-actions';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ leadId: string }> };

/** Staff: records the credit note's payment (a plain form post); 303 back to the fulfilment page. */
export async function POST(request: Request, { params }: Context): Promise<Response> {
  return postPaid(request, (await params).leadId);
}

import { postProgress } from '@/server/sell-requests/staff-actions';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ leadId: string }> };

/** Staff mark a sell request's goods as received, then as paid (field `step`); 303 back to the lead. */
export async function POST(request: Request, { params }: Context): Promise<Response> {
  return postProgress(request, (await params).leadId);
}

import { postCertificate } from '@/server/sell-requests/fulfilment-actions';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ leadId: string }> };

/** Staff: issues a data-destruction certificate or a recycling proof (a plain form post); 303 back to the fulfilment page. */
export async function POST(request: Request, { params }: Context): Promise<Response> {
  return postCertificate(request, (await params).leadId);
}

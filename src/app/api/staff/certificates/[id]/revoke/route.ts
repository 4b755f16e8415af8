import { postRevokeCertificate } from '@/server/sell-requests/fulfilment-actions';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

/** Staff revoke a certificate (a plain form post); its verification page then says so. */
export async function POST(request: Request, { params }: Context): Promise<Response> {
  return postRevokeCertificate(request, (await params).id);
}

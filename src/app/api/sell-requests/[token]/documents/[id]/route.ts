import { getDatabase } from '@/server/db';
import { createVisitorDocumentHandler } from '@/server/documents/pdf-handler';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ token: string; id: string }> };

const handle = createVisitorDocumentHandler({ database: getDatabase });

/** The visitor's credit note or certificate of their sell request (the status token is the key). */
export async function GET(request: Request, { params }: Context): Promise<Response> {
  const { token, id } = await params;
  return handle(request, token, id);
}

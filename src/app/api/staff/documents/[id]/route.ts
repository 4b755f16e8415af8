import { requireStaffRequest } from '@/server/auth/staff-session';
import { getDatabase } from '@/server/db';
import { createStaffDocumentHandler } from '@/server/documents/pdf-handler';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

const handle = createStaffDocumentHandler({
  database: getDatabase,
  authorize: (request) => requireStaffRequest(request),
});

/** A credit note's or certificate's PDF, for staff. */
export async function GET(request: Request, { params }: Context): Promise<Response> {
  return handle(request, (await params).id);
}

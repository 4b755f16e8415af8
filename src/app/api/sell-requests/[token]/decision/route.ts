import { siteOrigin } from '@/lib/site-url';
import { getDatabase } from '@/server/db';
import { createDecisionHandler } from '@/server/sell-requests/decision-handler';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ token: string }> };

const handle = createDecisionHandler({ database: getDatabase, settings: () => ({ siteOrigin: siteOrigin() }) });

/** The visitor accepts or declines the offer on the status page (field `decision`); 303 back to it. */
export async function POST(request: Request, { params }: Context): Promise<Response> {
  return handle(request, (await params).token);
}

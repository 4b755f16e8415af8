import { siteOrigin } from '@/lib/site-url';
import { getDatabase } from '@/server/db';
import { serverEnv } from '@/server/env';
import { createDecisionHandler } from '@/server/sell-requests/http';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** The visitor accepts or declines the offer on the status page (src/server/sell-requests/http.ts). */
export const POST = createDecisionHandler({
  database: getDatabase,
  settings: () => ({ trustProxy: serverEnv().TRUST_PROXY, siteOrigin: siteOrigin() }),
});

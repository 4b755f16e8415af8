import { getDatabase } from '@/server/db';
import { checkReadiness } from '@/server/health';
import { json } from '@/server/http/responses';
import { priceSyncStatus } from '@/server/prices/published-store';
import { isShuttingDown } from '@/server/runtime';

// Readiness: this instance can store a lead now (see checkReadiness) and serves the published
// prices it found at start (its price pages regenerated once); 503 otherwise.
export const dynamic = 'force-dynamic';

export async function GET() {
  const result = await checkReadiness({ getHandle: getDatabase, shuttingDown: isShuttingDown() });
  const prices = priceSyncStatus().startedUp ? 'ok' : 'loading';
  const ready = result.ready && prices === 'ok';
  return json(ready ? 200 : 503, { ready, checks: { ...result.checks, prices } });
}

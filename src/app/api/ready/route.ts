import { getDatabase } from '@/server/db';
import { serverEnv } from '@/server/env';
import { checkReadiness } from '@/server/health';
import { isShuttingDown } from '@/server/runtime';

// Readiness: database reachable, outbox backlog below READY_MAX_OUTBOX_BACKLOG, not shutting down.
export const dynamic = 'force-dynamic';

export async function GET() {
  const result = await checkReadiness({
    getDb: async () => (await getDatabase()).db,
    shuttingDown: isShuttingDown(),
    maxBacklog: serverEnv().READY_MAX_OUTBOX_BACKLOG,
  });
  return Response.json(result, { status: result.ready ? 200 : 503, headers: { 'Cache-Control': 'no-store' } });
}

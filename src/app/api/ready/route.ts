import { getDatabase } from '@/server/db';
import { checkReadiness } from '@/server/health';
import { isShuttingDown } from '@/server/runtime';

// Readiness: this instance can store a lead now (see checkReadiness); 503 otherwise.
export const dynamic = 'force-dynamic';

export async function GET() {
  const result = await checkReadiness({ getHandle: getDatabase, shuttingDown: isShuttingDown() });
  return Response.json(result, { status: result.ready ? 200 : 503, headers: { 'Cache-Control': 'no-store' } });
}

import { getDatabase } from '@/server/db';
import { checkReadiness } from '@/server/health';
import { json } from '@/server/http/responses';
import { isShuttingDown } from '@/server/runtime';

// Readiness: this instance can store a lead now (see checkReadiness); 503 otherwise.
export const dynamic = 'force-dynamic';

export async function GET() {
  const result = await checkReadiness({ getHandle: getDatabase, shuttingDown: isShuttingDown() });
  return json(result.ready ? 200 : 503, result);
}

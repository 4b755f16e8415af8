import { getDatabase } from '@/server/db';
import { serverEnv } from '@/server/env';
import { outboxHealth, withTimeout, type OutboxHealth } from '@/server/health';
import { json } from '@/server/http/responses';
import { priceSyncStatus } from '@/server/prices/published-store';

// Liveness: the process is up and serving; always 200 while it can answer. The mail outbox is
// reported as detail (and warned about above OUTBOX_BACKLOG_WARN) but never fails the check, and
// so is the published price version this instance serves (pages still to regenerate, poll error).
export const dynamic = 'force-dynamic';

const DETAIL_TIMEOUT_MS = 1000;

export async function GET() {
  let outbox: OutboxHealth | null = null;
  try {
    outbox = await withTimeout(
      getDatabase().then((handle) => outboxHealth(handle.db)),
      DETAIL_TIMEOUT_MS,
    );
  } catch {
    outbox = null;
  }
  const warnings = outbox && outbox.pending > serverEnv().OUTBOX_BACKLOG_WARN ? ['outbox_backlog'] : [];
  const { sequence, pendingPages, error } = priceSyncStatus();
  return json(200, { status: 'ok', outbox, warnings, prices: { sequence, pendingPages, error } });
}

import { siteUrlWarning } from '@/lib/site-url';
import { getDatabase } from '@/server/db';
import { serverEnv } from '@/server/env';
import { outboxHealth, withTimeout, type OutboxHealth } from '@/server/health';
import { json } from '@/server/http/responses';

// Liveness: the process is up and serving; always 200 while it can answer. The mail outbox is
// reported as detail (and warned about above OUTBOX_BACKLOG_WARN) but never fails the check; so
// is a production server whose SITE_URL is unset or a loopback address (`site_url_loopback`).
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
  const warnings: string[] = [];
  if (outbox && outbox.pending > serverEnv().OUTBOX_BACKLOG_WARN) warnings.push('outbox_backlog');
  const siteUrl = siteUrlWarning();
  if (siteUrl) warnings.push(siteUrl);
  return json(200, { status: 'ok', outbox, warnings });
}

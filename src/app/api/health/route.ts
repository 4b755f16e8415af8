import { getDatabase } from '@/server/db';
import { serverEnv } from '@/server/env';
import { backupHealth, backupWarnings, type BackupHealth } from '@/server/backup/schedule-state';
import { outboxHealth, withTimeout, type OutboxHealth } from '@/server/health';
import { json } from '@/server/http/responses';
import { siteOrigin, siteUrlProblem } from '@/lib/site-url';
import { priceSyncStatus } from '@/server/prices/published-store';

// Liveness: the process is up and serving; always 200 while it can answer. The mail outbox, the
// scheduled backup, the published price version this instance serves (pages still to regenerate,
// poll error) and a production server whose canonical origin is loopback (SITE_URL unset or
// localhost) are reported as detail (and warned about) but never fail the check.
export const dynamic = 'force-dynamic';

const DETAIL_TIMEOUT_MS = 1000;

export async function GET() {
  const env = serverEnv();
  let outbox: OutboxHealth | null = null;
  let backup: BackupHealth | null = env.BACKUP_DIR ? null : { state: 'off' };
  try {
    const handle = await withTimeout(getDatabase(), DETAIL_TIMEOUT_MS);
    outbox = await withTimeout(outboxHealth(handle.db), DETAIL_TIMEOUT_MS);
    if (env.BACKUP_DIR)
      backup =
        handle.dialect === 'sqlite'
          ? await withTimeout(
              backupHealth(handle.db, { intervalMs: env.BACKUP_INTERVAL_HOURS * 3_600_000 }),
              DETAIL_TIMEOUT_MS,
            )
          : { state: 'unsupported' };
  } catch {
    // The detail is best effort; liveness does not depend on it.
  }
  const siteUrl = siteUrlProblem();
  const warnings = [
    ...(outbox && outbox.pending > env.OUTBOX_BACKLOG_WARN ? ['outbox_backlog'] : []),
    ...(backup ? backupWarnings(backup) : []),
    ...(siteUrl ? ['site_url_loopback'] : []),
  ];
  const { sequence, pendingPages, error } = priceSyncStatus();
  return json(200, {
    status: 'ok',
    outbox,
    backup,
    prices: { sequence, pendingPages, error },
    site: { origin: siteOrigin(), warning: siteUrl },
    warnings,
  });
}

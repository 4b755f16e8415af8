import 'server-only';
import { retention } from '@/content/retention';
import { sweepExpiredCounters } from './rate-limit';
import { closeDatabase, getDatabase } from './db';
import type { StorageProblem } from './db/client';
import { serverEnv } from './env';
import { outboxHealth } from './health';
import { logger } from './log';
import { createMailSender } from './mail/transport';
import { OutboxWorker } from './mail/outbox-worker';
import { registerOutboxWorker } from './mail/outbox-wake';
import { sweepRetention } from './retention';
import { announceStaffSetupLink, sweepStaffAuth } from './auth/first-start';
import { startPriceSync, stopPriceSync } from './prices/published-store';
import { siteOrigin } from '@/lib/site-url';

/**
 * The server process's lifecycle: the mail outbox worker, the retention and counter sweeps and
 * the graceful shutdown (its limiters: src/server/rate-limit/registry.ts). Started once per
 * process from src/instrumentation.ts. State lives on globalThis because Next bundles
 * instrumentation and route handlers separately.
 */
type Runtime = {
  worker?: OutboxWorker;
  timers?: NodeJS.Timeout[];
  storageLost?: StorageProblem;
  started?: boolean;
  handlersInstalled?: boolean;
  stopping?: Promise<void>;
  shutdown?: Promise<void>;
};
const KEY = Symbol.for('recycling-site.runtime');
const runtime: Runtime =
  ((globalThis as Record<symbol, unknown>)[KEY] as Runtime | undefined) ??
  ((globalThis as Record<symbol, unknown>)[KEY] = {});

const MINUTE = 60_000;
/** How often the mail backlog is counted for the warning in the logs. */
const BACKLOG_CHECK_MS = 5 * MINUTE;
/** Longest time a shutdown waits for the send in flight before the process exits anyway. */
const SHUTDOWN_TIMEOUT_MS = 20_000;

/**
 * The database can no longer store leads durably (its file was deleted or replaced, or it became
 * read-only). Logged as fatal once; the process then shuts down gracefully and exits with 1, so a
 * supervisor restarts it on a fresh handle instead of it acknowledging inquiries that vanish.
 */
export function reportStorageLost(problem: StorageProblem): void {
  if (runtime.storageLost) return;
  runtime.storageLost = problem;
  logger.fatal({ problem }, 'database storage lost: refusing leads and restarting');
  // The same graceful path as a stop signal; the exit is turned into exit code 1 below.
  process.kill(process.pid, 'SIGTERM');
}

function every(ms: number, task: () => Promise<unknown>, failure: string): void {
  const run = () => void task().catch((error: unknown) => logger.error({ error: (error as Error)?.name }, failure));
  run();
  const timer = setInterval(run, ms);
  timer.unref();
  (runtime.timers ??= []).push(timer);
}

export async function startServerRuntime(): Promise<void> {
  if (runtime.started) return;
  runtime.started = true;
  installShutdownHandlers();
  const env = serverEnv();
  let handle;
  try {
    handle = await getDatabase();
  } catch (error) {
    // The site's pages still work; requests retry opening the database; the worker starts then.
    logger.error(
      { error: (error as Error)?.name, code: (error as { code?: string }).code },
      'database unavailable at start',
    );
    runtime.started = false;
    setTimeout(() => void startServerRuntime(), 10_000).unref();
    return;
  }
  if (env.MAIL_WORKER) {
    const sender = createMailSender({ smtpUrl: env.SMTP_URL, mailFrom: env.MAIL_FROM, dataDir: env.DATA_DIR });
    runtime.worker = new OutboxWorker({ db: handle.db, dialect: handle.dialect, sender });
    runtime.worker.start();
    registerOutboxWorker(runtime.worker);
    logger.info({ transport: sender.kind }, 'outbox worker started');
  }
  every(
    retention.sweepIntervalMinutes * MINUTE,
    () => sweepRetention(handle.db, { dataDir: env.DATA_DIR }),
    'retention sweep failed',
  );
  // The published price lists: seed an empty database, install its version, follow publishes.
  await startPriceSync(handle.db);
  // Staff sign-in: the first administrator's setup link (only while no account exists), and
  // deleting expired sessions, invitations and setup tokens (src/server/auth/first-start.ts).
  await announceStaffSetupLink(handle.db, siteOrigin()).catch((error: unknown) =>
    logger.error({ error: (error as Error)?.name }, 'staff setup link failed'),
  );
  every(
    retention.sweepIntervalMinutes * MINUTE,
    () => sweepStaffAuth(handle.db, handle.dialect),
    'staff sign-in sweep failed',
  );
  every(
    retention.rateLimitSweepMinutes * MINUTE,
    () => sweepExpiredCounters(handle, env.DATA_DIR),
    'rate-limit counter sweep failed',
  );
  every(
    BACKLOG_CHECK_MS,
    async () => {
      const outbox = await outboxHealth(handle.db);
      if (outbox.pending > env.OUTBOX_BACKLOG_WARN)
        logger.warn(outbox, 'mail outbox backlog above OUTBOX_BACKLOG_WARN');
    },
    'outbox backlog check failed',
  );
}

/** True once a shutdown began (or storage was lost): /api/ready then answers 503. */
export function isShuttingDown(): boolean {
  return runtime.stopping !== undefined || runtime.storageLost !== undefined;
}

/**
 * First half of a shutdown, at the stop signal: no new background work, the outbox worker stops
 * claiming and finishes the mail being sent. The database stays open for requests in flight.
 */
function stopBackgroundWork(): Promise<void> {
  runtime.stopping ??= (async () => {
    logger.info('shutdown: stopping outbox worker');
    for (const timer of runtime.timers ?? []) clearInterval(timer);
    stopPriceSync();
    await runtime.worker?.stop();
  })();
  return runtime.stopping;
}

/** The whole shutdown: background work stopped, then the database closed (after the HTTP server drained). */
function shutdownServerRuntime(): Promise<void> {
  runtime.shutdown ??= (async () => {
    await stopBackgroundWork();
    await closeDatabase();
    logger.info('shutdown: database closed');
  })();
  return runtime.shutdown;
}

/**
 * At SIGTERM/SIGINT the background work stops; the HTTP server (scripts/server.mjs, or `next
 * start`) then stops taking connections, lets requests in flight finish and calls process.exit.
 * That exit is held until the mail being sent is done and the database is closed (bounded by
 * SHUTDOWN_TIMEOUT_MS). With NEXT_MANUAL_SIG_HANDLE set under `next start`, nobody else exits,
 * so we do after cleaning up.
 */
function installShutdownHandlers(): void {
  if (runtime.handlersInstalled) return;
  runtime.handlersInstalled = true;
  const onSignal = (signal: NodeJS.Signals) => {
    logger.info({ signal }, 'shutdown signal');
    void stopBackgroundWork();
    if (process.env.NEXT_MANUAL_SIG_HANDLE) {
      void shutdownServerRuntime().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
    }
  };
  process.once('SIGTERM', onSignal);
  process.once('SIGINT', onSignal);

  const exit = process.exit.bind(process);
  let exiting = false;
  process.exit = ((requested?: number | string | null) => {
    // A process that lost its storage must be restarted: never a clean exit.
    const code = runtime.storageLost ? 1 : requested;
    if (!runtime.stopping || exiting) return exit(code);
    exiting = true;
    const timeout = new Promise<void>((resolve) => setTimeout(resolve, SHUTDOWN_TIMEOUT_MS));
    void Promise.race([shutdownServerRuntime().catch(() => undefined), timeout]).finally(() => exit(code));
    return undefined as never;
  }) as typeof process.exit;
}

import { closeDatabase, getDatabase } from './db';
import { serverEnv } from './env';
import { logger } from './log';
import {
  chatRateLimit,
  contactRateLimit,
  createRateLimiter,
  type RateLimiter,
  type RateLimitPolicy,
} from './rate-limit';
import { createMailSender } from './mail/transport';
import { OutboxWorker } from './mail/outbox-worker';
import { sweepRetention } from './retention';

/**
 * The server process's background work: the mail outbox worker, the retention sweep and the
 * graceful shutdown. Started once per process from src/instrumentation.ts. State lives on
 * globalThis because Next bundles instrumentation and route handlers separately.
 */
type Runtime = {
  worker?: OutboxWorker;
  sweepTimer?: NodeJS.Timeout;
  limiters?: Map<string, Promise<RateLimiter>>;
  started?: boolean;
  handlersInstalled?: boolean;
  shutdown?: Promise<void>;
};
const KEY = Symbol.for('recycling-site.runtime');
const runtime: Runtime =
  ((globalThis as Record<symbol, unknown>)[KEY] as Runtime | undefined) ??
  ((globalThis as Record<symbol, unknown>)[KEY] = {});

const SWEEP_EVERY_MS = 6 * 60 * 60_000;
/** Longest time a shutdown waits for the send in flight before the process exits anyway. */
const SHUTDOWN_TIMEOUT_MS = 20_000;

/** This process's limiter for a policy, in the store of the leads (created on first use). */
function getRateLimiter(policy: RateLimitPolicy): Promise<RateLimiter> {
  const limiters = (runtime.limiters ??= new Map());
  let limiter = limiters.get(policy.keyPrefix);
  if (!limiter) {
    limiter = (async () => createRateLimiter(await getDatabase(), policy, serverEnv().DATA_DIR))().catch(
      (error: unknown) => {
        limiters.delete(policy.keyPrefix);
        throw error;
      },
    );
    limiters.set(policy.keyPrefix, limiter);
  }
  return limiter;
}

export const getContactRateLimiter = (): Promise<RateLimiter> =>
  getRateLimiter(contactRateLimit(serverEnv().CONTACT_RATE_LIMIT));

export const getChatRateLimiter = (): Promise<RateLimiter> =>
  getRateLimiter(chatRateLimit(serverEnv().CHAT_RATE_LIMIT));

/** Asks the worker to deliver right away (called after a lead was committed). */
export function wakeOutboxWorker(): void {
  runtime.worker?.wake();
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
    logger.info({ transport: sender.kind }, 'outbox worker started');
  }
  const sweep = () =>
    void sweepRetention(handle.db).catch((error: unknown) =>
      logger.error({ error: (error as Error)?.name }, 'retention sweep failed'),
    );
  sweep();
  runtime.sweepTimer = setInterval(sweep, SWEEP_EVERY_MS);
  runtime.sweepTimer.unref();
}

/** True once a shutdown began: /api/ready then answers 503 so a proxy stops sending traffic. */
export function isShuttingDown(): boolean {
  return runtime.shutdown !== undefined;
}

/** Stop claiming, finish the send in flight, close the database. */
export function shutdownServerRuntime(): Promise<void> {
  runtime.shutdown ??= (async () => {
    logger.info('shutdown: stopping outbox worker');
    if (runtime.sweepTimer) clearInterval(runtime.sweepTimer);
    await runtime.worker?.stop();
    await closeDatabase();
    logger.info('shutdown: database closed');
  })();
  return runtime.shutdown;
}

/**
 * Next 16's `next start` handles SIGTERM/SIGINT itself (unless NEXT_MANUAL_SIG_HANDLE is set):
 * it closes the HTTP server, waits for requests in flight, then calls process.exit(143).
 * We stop the worker at the signal, and hold that process.exit until the send in flight is done
 * and the database is closed (bounded by SHUTDOWN_TIMEOUT_MS). With NEXT_MANUAL_SIG_HANDLE set,
 * nobody else exits, so we do after cleaning up.
 */
function installShutdownHandlers(): void {
  if (runtime.handlersInstalled) return;
  runtime.handlersInstalled = true;
  const onSignal = (signal: NodeJS.Signals) => {
    logger.info({ signal }, 'shutdown signal');
    const done = shutdownServerRuntime();
    if (process.env.NEXT_MANUAL_SIG_HANDLE) {
      void done.finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
    }
  };
  process.once('SIGTERM', onSignal);
  process.once('SIGINT', onSignal);

  const exit = process.exit.bind(process);
  let exiting = false;
  process.exit = ((code?: number | string | null) => {
    if (!runtime.shutdown || exiting) return exit(code);
    exiting = true;
    const timeout = new Promise<void>((resolve) => setTimeout(resolve, SHUTDOWN_TIMEOUT_MS));
    void Promise.race([runtime.shutdown.catch(() => undefined), timeout]).finally(() => exit(code));
    return undefined as never;
  }) as typeof process.exit;
}

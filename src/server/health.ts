import 'server-only';
import { randomUUID } from 'node:crypto';
import type { DatabaseHandle, StorageProblem } from './db/client';
import { isReadOnlyError } from './db/read-only-error';

type DatabaseCheck = 'ok' | 'unreachable' | 'read_only' | 'replaced';

export type Readiness = {
  ready: boolean;
  checks: { database: DatabaseCheck; shuttingDown: boolean };
};

type ReadinessInput = {
  getHandle: () => Promise<Pick<DatabaseHandle, 'db' | 'storageProblem'>>;
  shuttingDown: boolean;
  timeoutMs?: number;
};

export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms).unref()),
  ]);
}

/** Thrown inside the probe's transaction so that it is always rolled back. */
class ProbeRollback extends Error {}

/**
 * Whether this instance can store a lead now, for a load balancer: not shutting down, the
 * database file is still the one it opened and writable (SQLite), and a lead can be written (an
 * insert into `leads` in a transaction that is then rolled back, so nothing stays). Mail backlog
 * is not part of it: pages and storage work while mail is late (see `outboxHealth`).
 */
export async function checkReadiness({
  getHandle,
  shuttingDown,
  timeoutMs = 2000,
}: ReadinessInput): Promise<Readiness> {
  let database: DatabaseCheck = 'ok';
  try {
    const handle = await withTimeout(getHandle(), timeoutMs);
    const problem: StorageProblem | null = handle.storageProblem();
    if (problem) {
      database = problem;
    } else {
      await withTimeout(writeProbe(handle.db), timeoutMs);
    }
  } catch (error) {
    database = isReadOnlyError(error) ? 'read_only' : 'unreachable';
  }
  return { ready: !shuttingDown && database === 'ok', checks: { database, shuttingDown } };
}

async function writeProbe(db: DatabaseHandle['db']): Promise<void> {
  const now = new Date().toISOString();
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('leads')
        .values({
          id: `readiness-probe-${randomUUID()}`,
          form: 'inquiry',
          first_name: '-',
          last_name: '-',
          email: '-',
          phone: null,
          subject: null,
          message: '-',
          locale: 'de',
          page: null,
          status: 'spam',
          is_spam: 1,
          idempotency_key: `readiness-probe-${randomUUID()}`,
          content_hash: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
      throw new ProbeRollback();
    });
  } catch (error) {
    if (!(error instanceof ProbeRollback)) throw error;
  }
}

export type OutboxHealth = { pending: number; failed: number; oldestPendingSeconds: number | null };

/** The mail outbox at a glance (for /api/health and the backlog warning in the logs). */
export async function outboxHealth(db: DatabaseHandle['db'], now = new Date()): Promise<OutboxHealth> {
  const rows = await db
    .selectFrom('mail_outbox')
    .select((eb) => ['status', eb.fn.countAll<string | number>().as('count'), eb.fn.min('created_at').as('oldest')])
    .where('status', 'in', ['pending', 'sending', 'failed'])
    .groupBy('status')
    .execute();
  let pending = 0;
  let failed = 0;
  let oldest: string | null = null;
  for (const row of rows) {
    if (row.status === 'failed') {
      failed += Number(row.count);
      continue;
    }
    pending += Number(row.count);
    if (row.oldest && (!oldest || row.oldest < oldest)) oldest = row.oldest;
  }
  const oldestPendingSeconds = oldest ? Math.max(0, Math.round((now.getTime() - Date.parse(oldest)) / 1000)) : null;
  return { pending, failed, oldestPendingSeconds };
}

import 'server-only';
import { sql, type Kysely } from 'kysely';
import type { Database } from './db/schema';

export type ReadinessInput = {
  getDb: () => Promise<Kysely<Database>>;
  shuttingDown: boolean;
  maxBacklog: number;
  timeoutMs?: number;
};

export type Readiness = {
  ready: boolean;
  checks: { database: 'ok' | 'unreachable'; outboxBacklog: number | null; shuttingDown: boolean };
};

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms).unref()),
  ]);
}

/**
 * Readiness for a load balancer: the database answers, the mail outbox is not piling up (mail
 * delivery is broken when it is) and the process is not shutting down. No personal data.
 */
export async function checkReadiness({
  getDb,
  shuttingDown,
  maxBacklog,
  timeoutMs = 2000,
}: ReadinessInput): Promise<Readiness> {
  let database: Readiness['checks']['database'] = 'ok';
  let outboxBacklog: number | null = null;
  try {
    const db = await withTimeout(getDb(), timeoutMs);
    await withTimeout(sql`select 1`.execute(db), timeoutMs);
    const row = await withTimeout(
      db
        .selectFrom('mail_outbox')
        .select((eb) => eb.fn.countAll<string | number>().as('count'))
        .where('status', 'in', ['pending', 'sending'])
        .executeTakeFirst(),
      timeoutMs,
    );
    outboxBacklog = Number(row?.count ?? 0);
  } catch {
    database = 'unreachable';
  }
  const ready = !shuttingDown && database === 'ok' && outboxBacklog !== null && outboxBacklog <= maxBacklog;
  return { ready, checks: { database, outboxBacklog, shuttingDown } };
}

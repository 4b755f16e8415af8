import type { Kysely } from 'kysely';
import type { Dialect } from './client';
import type { Database, OutboxRow } from './schema';

/**
 * THE one dialect-specific query: claims due outbox rows for one worker.
 *
 * A row is due when it is pending and its next attempt time has come, or when it is 'sending'
 * but its lease (`locked_until`) ran out (the worker holding it died). Claiming sets a new lease
 * and counts the attempt, in one statement:
 * - PostgreSQL: the candidate rows are selected `FOR UPDATE SKIP LOCKED`, so concurrent workers
 *   of several instances never claim the same row (each skips rows another one is claiming).
 * - SQLite: one writer at a time; the UPDATE … WHERE id IN (SELECT …) RETURNING is atomic, so two
 *   workers (even in two processes) cannot both claim a row.
 */
export async function claimDueOutboxRows(
  db: Kysely<Database>,
  dialect: Dialect,
  { now, leaseUntil, limit, maxAttempts }: { now: string; leaseUntil: string; limit: number; maxAttempts: number },
): Promise<OutboxRow[]> {
  const candidates = db
    .selectFrom('mail_outbox')
    .select('id')
    .where((eb) =>
      eb.and([
        eb('attempts', '<', maxAttempts),
        eb.or([
          eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', now)]),
          eb.and([eb('status', '=', 'sending'), eb('locked_until', '<', now)]),
        ]),
      ]),
    )
    .orderBy('next_attempt_at')
    .limit(limit)
    .$if(dialect === 'postgres', (qb) => qb.forUpdate().skipLocked());

  return db
    .updateTable('mail_outbox')
    .set((eb) => ({ status: 'sending', locked_until: leaseUntil, attempts: eb('attempts', '+', 1) }))
    .where('id', 'in', candidates)
    .returningAll()
    .execute();
}

import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The scheduled backup's row in `backup_schedule`: a lease, so that of several instances sharing
 * the database exactly one backs up at a time and the others see it was done, and the last
 * outcome, which /api/health reports on every instance.
 */
export const SCHEDULE = 'scheduled';
/** A holder renews its lease while its backup runs; a crashed holder's lease runs out after this. */
export const LEASE_MS = 2 * 3_600_000;
/** A failed backup is tried again after this (or after the interval, if that is shorter). */
export const RETRY_MS = 3_600_000;

const iso = (time: number) => new Date(time).toISOString();

/**
 * Takes the lease when a backup is due (the last success older than the interval, the last attempt
 * older than the retry delay) and nobody holds it. One UPDATE decides, so of two instances asking
 * at once one gets it. Returns whether this instance holds it now.
 */
export async function acquireDueLease(
  db: Kysely<Database>,
  { holder, now, intervalMs }: { holder: string; now: Date; intervalMs: number },
): Promise<boolean> {
  const time = now.getTime();
  await db
    .insertInto('backup_schedule')
    .values({
      name: SCHEDULE,
      holder: null,
      lease_until: null,
      last_attempt_at: null,
      last_success_at: null,
      last_archive: null,
      last_error: null,
      last_error_at: null,
    })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const result = await db
    .updateTable('backup_schedule')
    .set({ holder, lease_until: iso(time + LEASE_MS), last_attempt_at: iso(time) })
    .where('name', '=', SCHEDULE)
    .where((eb) => eb.or([eb('holder', 'is', null), eb('lease_until', '<', iso(time))]))
    .where((eb) => eb.or([eb('last_success_at', 'is', null), eb('last_success_at', '<=', iso(time - intervalMs))]))
    .where((eb) =>
      eb.or([
        eb('last_attempt_at', 'is', null),
        eb('last_attempt_at', '<=', iso(time - Math.min(intervalMs, RETRY_MS))),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function renewLease(db: Kysely<Database>, { holder, now }: { holder: string; now: Date }): Promise<void> {
  await db
    .updateTable('backup_schedule')
    .set({ lease_until: iso(now.getTime() + LEASE_MS) })
    .where('name', '=', SCHEDULE)
    .where('holder', '=', holder)
    .execute();
}

export type BackupOutcome =
  | { ok: true; startedAt: Date; archive: string }
  | { ok: false; code: string; message: string; at: Date }
  /** Stopped by a shutdown: the lease is given back, nothing recorded. */
  | { ok: null };

/** Gives the lease back and records the outcome. */
export async function releaseLease(db: Kysely<Database>, holder: string, outcome: BackupOutcome): Promise<void> {
  const recorded =
    outcome.ok === true
      ? {
          last_success_at: outcome.startedAt.toISOString(),
          last_archive: outcome.archive,
          last_error: null,
          last_error_at: null,
        }
      : outcome.ok === false
        ? { last_error: `${outcome.code}: ${outcome.message}`.slice(0, 500), last_error_at: outcome.at.toISOString() }
        : {};
  await db
    .updateTable('backup_schedule')
    .set({ holder: null, lease_until: null, ...recorded })
    .where('name', '=', SCHEDULE)
    .where('holder', '=', holder)
    .execute();
}

export type BackupHealth =
  | { state: 'off' }
  | { state: 'unsupported' }
  | {
      state: 'pending' | 'ok' | 'failed';
      running: boolean;
      lastSuccessAt: string | null;
      /** The failure's code only (src/server/backup/backup-error.ts); the sentence is in the log. */
      lastError: string | null;
      lastErrorAt: string | null;
      overdue: boolean;
    };

/** The schedule as /api/health shows it (public: times and codes, no paths or messages). */
export async function backupHealth(
  db: Kysely<Database>,
  { intervalMs, now = new Date() }: { intervalMs: number; now?: Date },
): Promise<Extract<BackupHealth, { running: boolean }>> {
  const row = await db.selectFrom('backup_schedule').selectAll().where('name', '=', SCHEDULE).executeTakeFirst();
  const lastSuccessAt = row?.last_success_at ?? null;
  const lastErrorAt = row?.last_error_at ?? null;
  const failed = lastErrorAt !== null && (lastSuccessAt === null || lastErrorAt > lastSuccessAt);
  return {
    state: failed ? 'failed' : lastSuccessAt ? 'ok' : 'pending',
    running: Boolean(row?.holder && row.lease_until && row.lease_until > now.toISOString()),
    lastSuccessAt,
    lastError: failed ? (row?.last_error?.split(':')[0] ?? null) : null,
    lastErrorAt: failed ? lastErrorAt : null,
    overdue: lastSuccessAt !== null && now.getTime() - Date.parse(lastSuccessAt) > 2 * intervalMs,
  };
}

/** The warnings /api/health lists for a schedule. */
export function backupWarnings(health: BackupHealth): string[] {
  if (health.state === 'off') return [];
  if (health.state === 'unsupported') return ['backup_unsupported'];
  return [...(health.state === 'failed' ? ['backup_failed'] : []), ...(health.overdue ? ['backup_overdue'] : [])];
}

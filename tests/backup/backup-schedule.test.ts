import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '@/server/db/client';
import { logger } from '@/server/log';
import {
  acquireDueLease,
  backupHealth,
  backupWarnings,
  LEASE_MS,
  releaseLease,
  RETRY_MS,
} from '@/server/backup/schedule-state';
import { startBackupScheduler, type BackupRunner } from '@/server/backup/scheduler';
import { dialects, openTestDatabase, type TestDatabase } from '../integration/helpers';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const t0 = new Date('2026-11-28T03:00:00Z');
const later = (ms: number) => new Date(t0.getTime() + ms);

describe.each(dialects)('backup schedule lease (%s)', (dialect) => {
  let handle: TestDatabase | undefined;
  afterEach(async () => {
    await handle?.cleanup();
    handle = undefined;
  });

  it('gives the lease to one instance, and not again until the interval has passed', async () => {
    handle = await openTestDatabase(dialect);
    const db = handle.db;
    const ask = (holder: string, now: Date) => acquireDueLease(db, { holder, now, intervalMs: DAY });
    const answers = await Promise.all(['a', 'b', 'c', 'd'].map((holder) => ask(holder, t0)));
    expect(answers.filter(Boolean)).toHaveLength(1);
    const holder = ['a', 'b', 'c', 'd'][answers.indexOf(true)]!;
    expect(await ask('e', later(10 * 60_000))).toBe(false);
    await releaseLease(db, holder, { ok: true, startedAt: t0, archive: 'site-backup-x.tar.gz' });
    expect(await ask('e', later(23 * HOUR))).toBe(false);
    expect(await ask('e', later(DAY))).toBe(true);
  });

  it('tries a failed backup again after the retry delay, and takes over a crashed holder’s lease', async () => {
    handle = await openTestDatabase(dialect);
    const db = handle.db;
    expect(await acquireDueLease(db, { holder: 'a', now: t0, intervalMs: DAY })).toBe(true);
    await releaseLease(db, 'a', { ok: false, code: 'integrity', message: 'The database fails…', at: t0 });
    expect(await acquireDueLease(db, { holder: 'b', now: later(RETRY_MS - 1000), intervalMs: DAY })).toBe(false);
    expect(await acquireDueLease(db, { holder: 'b', now: later(RETRY_MS), intervalMs: DAY })).toBe(true);
    // b crashes while holding it: nobody gets it until the lease ran out.
    expect(await acquireDueLease(db, { holder: 'c', now: later(RETRY_MS + LEASE_MS - 1000), intervalMs: DAY })).toBe(
      false,
    );
    expect(await acquireDueLease(db, { holder: 'c', now: later(RETRY_MS + LEASE_MS + 1000), intervalMs: DAY })).toBe(
      true,
    );
    // The late holder's release changes nothing now.
    await releaseLease(db, 'b', { ok: true, startedAt: t0, archive: 'late.tar.gz' });
    const health = await backupHealth(db, { intervalMs: DAY, now: later(RETRY_MS + LEASE_MS + 2000) });
    expect(health).toMatchObject({ state: 'failed', running: true, lastError: 'integrity', lastSuccessAt: null });
  });

  it('reports the last outcome for /api/health, with codes only', async () => {
    handle = await openTestDatabase(dialect);
    const db = handle.db;
    expect(await backupHealth(db, { intervalMs: DAY, now: t0 })).toMatchObject({ state: 'pending', overdue: false });
    await acquireDueLease(db, { holder: 'a', now: t0, intervalMs: DAY });
    await releaseLease(db, 'a', { ok: true, startedAt: t0, archive: 'a.tar.gz' });
    const ok = await backupHealth(db, { intervalMs: DAY, now: later(HOUR) });
    expect(ok).toMatchObject({ state: 'ok', running: false, lastSuccessAt: t0.toISOString(), lastError: null });
    expect(backupWarnings(ok)).toEqual([]);
    await acquireDueLease(db, { holder: 'a', now: later(DAY), intervalMs: DAY });
    await releaseLease(db, 'a', {
      ok: false,
      code: 'failed',
      message: 'The backup failed: ENOSPC /srv/x',
      at: later(DAY),
    });
    const failed = await backupHealth(db, { intervalMs: DAY, now: later(3 * DAY) });
    expect(failed).toMatchObject({ state: 'failed', lastError: 'failed', overdue: true });
    expect(JSON.stringify(failed)).not.toContain('/srv');
    expect(backupWarnings(failed)).toEqual(['backup_failed', 'backup_overdue']);
  });
});

describe('the scheduler inside the server', () => {
  let handles: TestDatabase[] = [];
  afterEach(async () => {
    for (const handle of handles) await handle.cleanup();
    handles = [];
    vi.restoreAllMocks();
  });

  it('backs up once when several instances share the database', async () => {
    const first = await openTestDatabase('sqlite');
    handles.push(first);
    const others = [1, 2, 3].map(() => openDatabase({ dataDir: first.dataDir }));
    let runs = 0;
    const run: BackupRunner = async () => {
      runs += 1;
      await new Promise((resolve) => setTimeout(resolve, 200));
      return { ok: true, archive: 'site-backup-x.tar.gz', bytes: 1, durationMs: 200, pruned: 0 };
    };
    const schedulers = [first, ...others].map((handle) =>
      startBackupScheduler({ handle, intervalHours: 24, run, tickMs: 50 }),
    );
    await new Promise((resolve) => setTimeout(resolve, 1000));
    for (const scheduler of schedulers) await scheduler.stop();
    for (const other of others) await other.close();
    expect(runs).toBe(1);
    expect(await backupHealth(first.db, { intervalMs: DAY })).toMatchObject({ state: 'ok', running: false });
  });

  it('turns a failed or crashing backup into a warning, never an exception', async () => {
    const handle = await openTestDatabase('sqlite');
    handles.push(handle);
    const warn = vi.spyOn(logger, 'warn');
    const failing: BackupRunner = async () => ({ ok: false, code: 'integrity', message: 'The database fails' });
    const scheduler = startBackupScheduler({ handle, intervalHours: 1, run: failing, tickMs: 50 });
    await vi.waitFor(async () => expect((await backupHealth(handle.db, { intervalMs: HOUR })).state).toBe('failed'));
    await scheduler.stop();
    expect(warn).toHaveBeenCalledWith({ code: 'integrity', reason: 'The database fails' }, 'scheduled backup failed');

    await handle.db.updateTable('backup_schedule').set({ last_attempt_at: null }).execute();
    const crashing: BackupRunner = async () => {
      throw new Error('spawn EAGAIN');
    };
    const second = startBackupScheduler({ handle, intervalHours: 1, run: crashing, tickMs: 50 });
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(2));
    await second.stop();
    expect(warn).toHaveBeenLastCalledWith(
      { code: 'failed', reason: 'the backup could not run (Error)' },
      'scheduled backup failed',
    );
    // The lease is given back and the failure recorded.
    expect(await backupHealth(handle.db, { intervalMs: HOUR })).toMatchObject({ state: 'failed', running: false });
  });

  it('does not back up on PostgreSQL, and says so', async () => {
    const handle = await openTestDatabase('postgres');
    handles.push(handle);
    const warn = vi.spyOn(logger, 'warn');
    let runs = 0;
    const scheduler = startBackupScheduler({
      handle,
      intervalHours: 1,
      run: async () => {
        runs += 1;
        return { ok: true, archive: 'x', bytes: 1, durationMs: 1, pruned: 0 };
      },
      tickMs: 50,
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await scheduler.stop();
    expect(runs).toBe(0);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('pg_dump'));
  });
});

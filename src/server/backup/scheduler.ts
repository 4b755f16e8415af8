import 'server-only';
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DatabaseHandle } from '../db/client';
import { logger } from '../log';
import type { ScheduledRunReport } from './cli';
import { acquireDueLease, releaseLease, renewLease, type BackupOutcome } from './schedule-state';

/** How often an instance looks whether a backup is due (and renews its lease while one runs). */
const TICK_MS = 5 * 60_000;
/** A backup running longer than this is stopped and counted as failed. */
const RUN_LIMIT_MS = 90 * 60_000;
/** How long a shutdown waits for a stopped backup process to clean up. */
const STOP_GRACE_MS = 10_000;

/** Runs one backup; resolves with its report. `signal` asks it to stop. */
export type BackupRunner = (signal: AbortSignal) => Promise<ScheduledRunReport>;

export type BackupScheduler = { stop(): Promise<void> };

/**
 * The real runner: `node scripts/backup.mjs --scheduled` as a child process with the server's
 * environment, at a lower CPU priority. A separate process keeps the copy, the integrity check
 * and the compression off the server's event loop, and whatever happens to it (even a crash)
 * cannot take the server down; it reports its outcome over IPC.
 */
export const childProcessRunner: BackupRunner = (signal) =>
  new Promise((resolve) => {
    const script = path.join(process.cwd(), 'scripts', 'backup.mjs');
    if (!existsSync(/*turbopackIgnore: true*/ script)) {
      resolve({ ok: false, code: 'failed', message: `${script} is missing: run the server from the repository root.` });
      return;
    }
    let report: ScheduledRunReport | undefined;
    const child = spawn(process.execPath, [/*turbopackIgnore: true*/ script, '--scheduled'], {
      cwd: process.cwd(),
      env: process.env,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    try {
      if (child.pid) os.setPriority(child.pid, 10);
    } catch {
      // Not allowed here: it runs at the server's priority.
    }
    const limit = setTimeout(() => child.kill('SIGTERM'), RUN_LIMIT_MS);
    const onAbort = () => {
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS).unref();
    };
    signal.addEventListener('abort', onAbort, { once: true });
    child.on('message', (message) => (report = message as ScheduledRunReport));
    child.on('error', (error) => {
      clearTimeout(limit);
      resolve({ ok: false, code: 'failed', message: `the backup process did not start (${error.name})` });
    });
    child.on('exit', (code, exitSignal) => {
      clearTimeout(limit);
      signal.removeEventListener('abort', onAbort);
      resolve(
        report ?? {
          ok: false,
          code: 'failed',
          message: `the backup process ended without a result (${exitSignal ?? `exit code ${code}`})`,
        },
      );
    });
  });

/**
 * Scheduled backups inside `npm start` (BACKUP_DIR set; SQLite only): every TICK_MS this instance
 * asks the database whether a backup is due and takes the lease if so; the backup runs, the
 * outcome is recorded in the row, a failure is a warning in the log (and /api/health), never an
 * exception. The first look is at start, so a server that was down past the interval catches up.
 */
export function startBackupScheduler({
  handle,
  intervalHours,
  run = childProcessRunner,
  tickMs = TICK_MS,
}: {
  handle: Pick<DatabaseHandle, 'db' | 'dialect'>;
  intervalHours: number;
  run?: BackupRunner;
  tickMs?: number;
}): BackupScheduler {
  if (handle.dialect !== 'sqlite') {
    logger.warn(
      'BACKUP_DIR is set but the site runs on PostgreSQL: no scheduled backups; back it up with pg_dump (docs/operations.md)',
    );
    return { stop: async () => undefined };
  }
  const holder = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const intervalMs = intervalHours * 3_600_000;
  const abort = new AbortController();
  let running: Promise<void> | null = null;

  const runOnce = async () => {
    const startedAt = new Date();
    let report: ScheduledRunReport;
    try {
      report = await run(abort.signal);
    } catch (error) {
      report = { ok: false, code: 'failed', message: `the backup could not run (${(error as Error)?.name})` };
    }
    let outcome: BackupOutcome;
    if (abort.signal.aborted) outcome = { ok: null };
    else if (report.ok) {
      outcome = { ok: true, startedAt, archive: report.archive };
      logger.info(
        { archive: report.archive, bytes: report.bytes, durationMs: report.durationMs, pruned: report.pruned },
        'scheduled backup written',
      );
    } else {
      outcome = { ok: false, code: report.code, message: report.message, at: new Date() };
      logger.warn({ code: report.code, reason: report.message }, 'scheduled backup failed');
    }
    await releaseLease(handle.db, holder, outcome);
  };

  const tick = async () => {
    if (abort.signal.aborted) return;
    if (running) {
      await renewLease(handle.db, { holder, now: new Date() });
      return;
    }
    if (!(await acquireDueLease(handle.db, { holder, now: new Date(), intervalMs }))) return;
    running = runOnce()
      .catch((error: unknown) => logger.warn({ error: (error as Error)?.name }, 'scheduled backup failed'))
      .finally(() => (running = null));
  };
  const guardedTick = () =>
    void tick().catch((error: unknown) =>
      logger.warn({ error: (error as Error)?.name }, 'scheduled backup check failed'),
    );
  guardedTick();
  const timer = setInterval(guardedTick, tickMs);
  timer.unref();
  logger.info({ intervalHours }, 'scheduled backups on');

  return {
    async stop() {
      clearInterval(timer);
      abort.abort();
      await running;
    },
  };
}

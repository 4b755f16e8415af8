import { existsSync } from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { BackupError } from './backup-error';
import { DATABASE_FILE } from './manifest';

/**
 * Refuses when any process has DATA_DIR's database open: a running server (or `npm run staff`,
 * or a second instance). Every connection to a WAL database holds a shared lock on it for as long
 * as it is open, so an exclusive lock is granted only when nobody else has it open; the lock is
 * the kernel's (fcntl) and goes with its process, so a crashed server never leaves a stale one.
 * On success the old database is checkpointed (its WAL folded in) and closed, so it is one file.
 */
export function assertNoServerOn(dataDir: string): void {
  const file = path.join(dataDir, DATABASE_FILE);
  if (!existsSync(file)) return;
  let db: BetterSqlite3.Database | undefined;
  try {
    db = new BetterSqlite3(file, { fileMustExist: true, timeout: 0 });
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('BEGIN EXCLUSIVE');
    db.exec('COMMIT');
    db.pragma('wal_checkpoint(TRUNCATE)');
  } catch (error) {
    if (String((error as { code?: unknown }).code ?? '').startsWith('SQLITE_BUSY'))
      throw new BackupError(
        'server_running',
        `A running site (or another program) has ${file} open: stop the server first. Nothing was changed.`,
      );
    // A damaged database is no running site's: the restore may replace it (it is kept aside).
  } finally {
    db?.close();
  }
}

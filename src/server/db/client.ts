import { accessSync, constants, existsSync, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import { logger } from '../log';
import { migrationProvider } from './migrations';
import type { Database } from './schema';

export type Dialect = 'sqlite' | 'postgres';

export type DatabaseHandle = {
  db: Kysely<Database>;
  dialect: Dialect;
  /** The raw clients (the pool also serves rate-limiter-flexible's PostgreSQL store). */
  sqlite?: BetterSqlite3.Database;
  pool?: pg.Pool;
  /** Applies pending migrations (see migrateToLatest). */
  migrate(): Promise<void>;
  /**
   * Why this handle can no longer store data durably, or null. SQLite: the database file was
   * deleted or replaced since it was opened (writes would go to an unlinked file and vanish at
   * exit), or the directory or one of its files is no longer writable. PostgreSQL: always null
   * (the server reports its own problems on the next query).
   */
  storageProblem(): StorageProblem | null;
  close(): Promise<void>;
};

export type StorageProblem = 'replaced' | 'read_only';

type DatabaseOptions = { dataDir: string; databaseUrl?: string; poolSize?: number };

/**
 * Opens the database: PostgreSQL when a URL is given (several instances may share it), else
 * embedded SQLite at DATA_DIR/site.db (WAL, synchronous=FULL: a commit is on disk before the
 * visitor hears "sent").
 */
export function openDatabase({ dataDir, databaseUrl, poolSize = 10 }: DatabaseOptions): DatabaseHandle {
  if (databaseUrl) {
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: poolSize,
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
    });
    // An idle client losing its connection must not crash the process; the next query reconnects.
    pool.on('error', (error) => logger.warn({ code: (error as { code?: string }).code }, 'postgres idle client error'));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      dialect: 'postgres',
      pool,
      migrate: () => migrateToLatest(db),
      storageProblem: () => null,
      close: () => db.destroy(),
    };
  }
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'site.db');
  const sqlite = new BetterSqlite3(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  // Deleted rows are overwritten with zeros, not just unlinked: an erasure leaves no readable copy
  // in free pages (the WAL is checkpointed after it, src/server/staff/erasure.ts).
  sqlite.pragma('secure_delete = ON');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  const lockFile = path.join(dataDir, 'migrate.lock');
  const opened = statSync(file);
  return {
    db,
    dialect: 'sqlite',
    sqlite,
    migrate: () => withFileLock(lockFile, () => migrateToLatest(db)),
    storageProblem: () => sqliteStorageProblem(dataDir, file, opened),
    close: () => db.destroy(),
  };
}

function sqliteStorageProblem(
  dataDir: string,
  file: string,
  opened: { ino: number; dev: number },
): StorageProblem | null {
  try {
    const current = statSync(file);
    if (current.ino !== opened.ino || current.dev !== opened.dev) return 'replaced';
  } catch {
    return 'replaced';
  }
  // Every commit writes the journal files; the directory must take new ones.
  for (const target of [dataDir, file, `${file}-wal`, `${file}-shm`]) {
    if (target !== dataDir && !existsSync(/*turbopackIgnore: true*/ target)) continue;
    try {
      accessSync(/*turbopackIgnore: true*/ target, constants.W_OK);
    } catch {
      return 'read_only';
    }
  }
  return null;
}

/**
 * Kysely's SQLite adapter has no migration lock. Processes sharing one SQLite file (a restart
 * overlapping the old process) are serialised with an exclusive transaction on a small lock
 * database beside it; busy_timeout makes the second one wait instead of failing.
 */
const inProcessLocks = new Map<string, Promise<unknown>>();

function withFileLock<T>(file: string, task: () => Promise<T>): Promise<T> {
  // Within one process the lock is a promise chain (a blocking wait here would stall the event
  // loop that must finish the holder's work); across processes the SQLite lock below.
  const previous = inProcessLocks.get(file) ?? Promise.resolve();
  const next = previous.catch(() => undefined).then(() => withExclusiveFile(file, task));
  inProcessLocks.set(
    file,
    next.catch(() => undefined),
  );
  return next;
}

async function withExclusiveFile<T>(file: string, task: () => Promise<T>): Promise<T> {
  const lock = new BetterSqlite3(file);
  try {
    lock.pragma('busy_timeout = 30000');
    lock.exec('BEGIN EXCLUSIVE');
    try {
      return await task();
    } finally {
      lock.exec('COMMIT');
    }
  } finally {
    lock.close();
  }
}

/**
 * Applies pending migrations. Kysely's Migrator takes a lock first (on PostgreSQL an advisory
 * lock; on SQLite the file lock above), so several instances starting at once apply each migration
 * exactly once; applied migrations are skipped, so running it again is harmless.
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  for (const result of results ?? []) {
    if (result.status === 'Error') logger.error({ migration: result.migrationName }, 'migration failed');
    else if (result.status === 'Success') logger.info({ migration: result.migrationName }, 'migration applied');
  }
  if (error) throw error instanceof Error ? error : new Error(String(error));
}

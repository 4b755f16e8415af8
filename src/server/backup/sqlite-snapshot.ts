import BetterSqlite3 from 'better-sqlite3';
import { BackupError } from './backup-error';

/**
 * A consistent copy of the live SQLite database with SQLite's online backup API, never a file
 * copy. The copy is made in ONE step: it reads a single snapshot under a read transaction, which
 * in WAL mode never blocks the server's writers; copied in many small steps by this connection,
 * every commit of the server (another connection) would restart it, and under steady load it
 * might never finish. The copy is then switched to a plain rollback journal, so it is one
 * self-contained file.
 */
export async function snapshotDatabase(sourceFile: string, targetFile: string): Promise<void> {
  const source = new BetterSqlite3(sourceFile, { fileMustExist: true });
  try {
    source.pragma('busy_timeout = 10000');
    await source.backup(targetFile, { progress: () => 0x7fffffff });
  } finally {
    source.close();
  }
  const copy = new BetterSqlite3(targetFile);
  try {
    copy.pragma('journal_mode = DELETE');
  } finally {
    copy.close();
  }
}

export type DatabaseFacts = {
  schemaVersion: string | null;
  appliedMigrations: string[];
  tables: Record<string, number>;
};

/** Tables whose rows are counted: every table but SQLite's own and the shadow tables of virtual (FTS) tables. */
function countedTables(db: BetterSqlite3.Database): string[] {
  const rows = db
    .prepare("select name, sql from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name")
    .all() as { name: string; sql: string | null }[];
  const virtual = rows.filter((row) => /^create virtual table/i.test(row.sql ?? '')).map((row) => row.name);
  return rows
    .map((row) => row.name)
    .filter((name) => !virtual.some((parent) => name !== parent && name.startsWith(`${parent}_`)));
}

/** Schema version (latest applied migration), applied migrations and rows per table of a database file. */
export function inspectDatabase(file: string, { integrity = true } = {}): DatabaseFacts {
  let db: BetterSqlite3.Database;
  try {
    db = new BetterSqlite3(file, { fileMustExist: true });
  } catch {
    throw new BackupError('damaged', 'The archive’s database cannot be opened: the archive is damaged.');
  }
  try {
    if (integrity) {
      let result: { integrity_check: string }[];
      try {
        result = db.pragma('integrity_check') as { integrity_check: string }[];
      } catch {
        throw new BackupError('integrity', 'The database fails SQLite’s integrity check (it cannot be read).');
      }
      if (result.length !== 1 || result[0]?.integrity_check !== 'ok')
        throw new BackupError('integrity', 'The database fails SQLite’s integrity check (PRAGMA integrity_check).');
    }
    const tables: Record<string, number> = {};
    for (const name of countedTables(db))
      tables[name] = (
        db.prepare(`select count(*) as count from "${name.replace(/"/g, '""')}"`).get() as { count: number }
      ).count;
    const appliedMigrations = tables.kysely_migration
      ? (db.prepare('select name from kysely_migration order by name').all() as { name: string }[]).map(
          (row) => row.name,
        )
      : [];
    return { schemaVersion: appliedMigrations.at(-1) ?? null, appliedMigrations, tables };
  } finally {
    db.close();
  }
}

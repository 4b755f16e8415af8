import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadServerEnv } from '../env';
import { BackupError, backupErrorCode } from './backup-error';
import { createBackup, type BackupResult } from './create-backup';
import { postgresAdvice } from './postgres-advice';
import { pruneArchives } from './prune';
import { restoreBackup } from './restore';

type Print = (line: string) => void;

const backupUsage = 'usage: npm run backup [-- --dir <directory>] [--prune]';
const restoreUsage = 'usage: npm run restore <archive>';

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Rows per table, the non-empty ones, as "leads 1,234" lines. */
function countLines(tables: Record<string, number>): string[] {
  const entries = Object.entries(tables).filter(([name, count]) => count > 0 && !name.startsWith('kysely_'));
  const width = Math.max(0, ...entries.map(([name]) => name.length));
  return entries.map(([name, count]) => `  ${name.padEnd(width)}  ${count.toLocaleString('en-US')}`);
}

/** The result a scheduled run reports to the server over IPC (src/server/backup/scheduler.ts). */
export type ScheduledRunReport =
  | { ok: true; archive: string; bytes: number; durationMs: number; pruned: number }
  | { ok: false; code: string; message: string };

/**
 * `npm run backup` (scripts/backup.mjs). Exit codes: 0 archive written, 1 failed or refused,
 * 2 usage, 3 PostgreSQL (nothing to archive here; what to use instead is printed).
 * `--scheduled` is how the server runs it (src/server/backup/scheduler.ts): into BACKUP_DIR,
 * pruned per BACKUP_KEEP, the outcome sent to the parent over IPC.
 */
export async function runBackupCli(argv: string[], print: Print = console.log): Promise<number> {
  let values: { dir?: string; prune?: boolean; scheduled?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { dir: { type: 'string' }, prune: { type: 'boolean' }, scheduled: { type: 'boolean' } },
    }));
  } catch {
    print(backupUsage);
    return 2;
  }
  const report = (value: ScheduledRunReport) => {
    if (values.scheduled && process.send) process.send(value);
  };
  let env;
  try {
    env = loadServerEnv();
  } catch (error) {
    print((error as Error).message);
    report({ ok: false, code: 'failed', message: (error as Error).message });
    return 1;
  }
  if (env.DATABASE_URL) return postgresAdvice({ ...process.env, DATABASE_URL: env.DATABASE_URL }, print);
  const targetDir = values.dir ?? env.BACKUP_DIR ?? (values.scheduled ? undefined : 'backups');
  if (!targetDir) {
    print('BACKUP_DIR is not set.');
    return 2;
  }
  const abort = new AbortController();
  const onSignal = () => abort.abort();
  process.once('SIGTERM', onSignal);
  process.once('SIGINT', onSignal);
  let result: BackupResult;
  try {
    result = await createBackup({
      dataDir: env.DATA_DIR,
      targetDir,
      key: env.BACKUP_KEY,
      authSecretInEnvironment: Boolean(process.env.STAFF_AUTH_SECRET?.trim()),
      signal: abort.signal,
    });
  } catch (error) {
    const code = backupErrorCode(error);
    const message =
      error instanceof BackupError
        ? error.message
        : abort.signal.aborted
          ? 'The backup was stopped before it finished; nothing was written.'
          : `The backup failed: ${(error as Error).message}`;
    print(message);
    report({ ok: false, code, message });
    return 1;
  } finally {
    process.off('SIGTERM', onSignal);
    process.off('SIGINT', onSignal);
  }
  print(
    `Backup written: ${result.file} (${megabytes(result.bytes)}${result.encrypted ? ', encrypted' : ''}, ${(result.durationMs / 1000).toFixed(1)} s)`,
  );
  print(`Schema ${result.schemaVersion}; ${result.mailFiles} mail file(s); rows:`);
  for (const line of countLines(result.tables)) print(line);
  if (!result.encrypted) print('Not encrypted: set BACKUP_KEY to encrypt archives (the archive holds personal data).');
  let pruned: string[] = [];
  if (values.prune || values.scheduled) {
    pruned = await pruneArchives(path.dirname(result.file), env.BACKUP_KEEP);
    if (pruned.length) print(`Deleted ${pruned.length} older archive(s) per BACKUP_KEEP.`);
  }
  report({
    ok: true,
    archive: path.basename(result.file),
    bytes: result.bytes,
    durationMs: result.durationMs,
    pruned: pruned.length,
  });
  return 0;
}

/** `npm run restore <archive>` (scripts/restore.mjs). Exit codes: 0 restored, 1 refused or failed, 2 usage. */
export async function runRestoreCli(argv: string[], print: Print = console.log): Promise<number> {
  let positionals: string[];
  try {
    ({ positionals } = parseArgs({ args: argv, allowPositionals: true, options: {} }));
  } catch {
    print(restoreUsage);
    return 2;
  }
  if (positionals.length !== 1) {
    print(restoreUsage);
    return 2;
  }
  let env;
  try {
    env = loadServerEnv();
  } catch (error) {
    print((error as Error).message);
    return 1;
  }
  if (env.DATABASE_URL) {
    print(
      'DATABASE_URL is set: the site runs on PostgreSQL, and an archive of `npm run backup` holds a SQLite database. Restore PostgreSQL with pg_restore (docs/operations.md); unset DATABASE_URL to restore an archive into DATA_DIR.',
    );
    return 1;
  }
  try {
    const result = await restoreBackup({ archive: positionals[0]!, dataDir: env.DATA_DIR, key: env.BACKUP_KEY });
    print(
      `Restored ${path.basename(positionals[0]!)} (made ${result.manifest.createdAt}) into ${path.resolve(env.DATA_DIR)}.`,
    );
    print(
      `Schema ${result.manifest.schemaVersion}${result.migrated.length ? `, migrated to ${result.migrated.at(-1)} (${result.migrated.length} migration(s))` : ''}; rows:`,
    );
    for (const line of countLines(result.tables)) print(line);
    const mailFiles = result.manifest.files.filter((file) => file.path.startsWith('mail/')).length;
    print(`${mailFiles} mail file(s).`);
    if (result.manifest.staffAuthSecret === 'environment')
      print(
        'The archive holds no staff auth key: the site used STAFF_AUTH_SECRET. Set the same value, or staff must enrol their second factor again.',
      );
    if (result.replacedDir)
      print(`The data it replaced is in ${result.replacedDir}; delete it once the restored site works.`);
    if (result.erasuresRepeated)
      print(
        `Repeated ${result.erasuresRepeated} erasure(s) that the replaced database recorded after the backup was made.`,
      );
    print(
      `Erasures made after ${result.manifest.createdAt} that the replaced database did not record (a lost disk) are back: repeat them (docs/operations.md).`,
    );
    return 0;
  } catch (error) {
    print(error instanceof BackupError ? error.message : `The restore failed: ${(error as Error).message}`);
    return 1;
  }
}

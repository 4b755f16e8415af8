import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { openDatabase } from '../db/client';
import { migrationProvider } from '../db/migrations';
import { BackupError } from './backup-error';
import { AUTH_SECRET_FILE, DATABASE_FILE, MAIL_DIR, type Manifest } from './manifest';
import { extractArchive } from './read-archive';
import { reapplyErasures } from './reapply-erasures';
import { assertNoServerOn } from './server-lock';
import { inspectDatabase } from './sqlite-snapshot';

export type RestoreOptions = {
  archive: string;
  dataDir: string;
  /** BACKUP_KEY, for an encrypted archive. */
  key?: string;
  now?: () => Date;
};

export type RestoreResult = {
  manifest: Manifest;
  /** Rows per table after the restore (and any forward migration). */
  tables: Record<string, number>;
  /** Migrations applied on top of the archive's schema. */
  migrated: string[];
  /** Where the data the restore replaced was moved (null when DATA_DIR held none). */
  replacedDir: string | null;
  /** Persons erased again because the replaced database's audit log erased them after the archive was made. */
  erasuresRepeated: number;
};

/** What a restore replaces in DATA_DIR (the rate-limit counters and lock files stay). */
const REPLACED = [DATABASE_FILE, `${DATABASE_FILE}-wal`, `${DATABASE_FILE}-shm`, MAIL_DIR, AUTH_SECRET_FILE];

async function knownMigrations(): Promise<string[]> {
  return Object.keys(await migrationProvider.getMigrations()).sort();
}

/** Refuses an archive from a newer version of the site, before any file of it is written. */
function schemaCheck(known: string[]): (manifest: Manifest) => void {
  const latest = known.at(-1)!;
  return (manifest) => {
    if (known.includes(manifest.schemaVersion)) return;
    if (manifest.schemaVersion > latest)
      throw new BackupError(
        'newer_schema',
        `The archive comes from a newer version of the site (schema ${manifest.schemaVersion}; this version knows up to ${latest}). Update the site first, then restore. Nothing was changed.`,
      );
    throw new BackupError(
      'unknown_schema',
      `The archive’s schema ${manifest.schemaVersion} is unknown to this version of the site (another branch?). Nothing was changed.`,
    );
  };
}

function sameCounts(expected: Record<string, number>, actual: Record<string, number>): boolean {
  const names = new Set([...Object.keys(expected), ...Object.keys(actual)]);
  return [...names].every((name) => expected[name] === actual[name]);
}

/**
 * `npm run restore <archive>`: refuses while a server has DATA_DIR's database open; reads and
 * verifies the whole archive into a staging directory inside DATA_DIR (key, checksums, schema,
 * integrity_check, row counts against the manifest), migrates it forward when it is older, repeats
 * the erasures the replaced database recorded after the archive was made, and only then moves the current data aside (DATA_DIR/before-restore-<time>/) and the restored data
 * in. Any refusal leaves DATA_DIR as it was.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const dataDir = path.resolve(options.dataDir);
  const archive = path.resolve(options.archive);
  await mkdir(dataDir, { recursive: true });
  // Early, so nobody waits for a large archive to be read only to be refused; checked again below.
  assertNoServerOn(dataDir);
  const known = await knownMigrations();
  const staging = await mkdtemp(path.join(dataDir, '.restore-'));
  try {
    const manifest = await extractArchive(archive, staging, { key: options.key, accept: schemaCheck(known) });
    const stagedDatabase = path.join(staging, DATABASE_FILE);
    const facts = inspectDatabase(stagedDatabase);
    if (facts.schemaVersion !== manifest.schemaVersion || !sameCounts(manifest.tables, facts.tables))
      throw new BackupError(
        'damaged',
        'The archive’s database does not match its manifest (schema or row counts). Nothing was changed.',
      );
    const unknown = facts.appliedMigrations.filter((name) => !known.includes(name));
    if (unknown.length) schemaCheck(known)({ ...manifest, schemaVersion: unknown.at(-1)! });

    // Forward to this version's schema, in the staging directory, so a failed migration changes nothing.
    let erasuresRepeated = 0;
    const handle = openDatabase({ dataDir: staging });
    try {
      await handle.migrate().catch((error: unknown) => {
        throw new BackupError(
          'unknown_schema',
          `The archive’s database cannot be migrated to this version of the site (${(error as Error).message}). Nothing was changed.`,
        );
      });
      // The schedule starts afresh here: the old instance's lease and outcomes are not this site's.
      await handle.db.deleteFrom('backup_schedule').execute();
      erasuresRepeated = await reapplyErasures(handle.db, {
        replacedDatabase: path.join(dataDir, DATABASE_FILE),
        since: manifest.createdAt,
        dataDir: staging,
      });
    } finally {
      await handle.close();
    }
    await rm(path.join(staging, 'migrate.lock'), { force: true });
    const after = inspectDatabase(stagedDatabase);
    const migrated = after.appliedMigrations.filter((name) => !facts.appliedMigrations.includes(name));

    assertNoServerOn(dataDir);
    const present = REPLACED.filter((name) => existsSync(path.join(dataDir, name)));
    let replacedDir: string | null = null;
    if (present.length) {
      const stamp = (options.now ?? (() => new Date()))()
        .toISOString()
        .replace(/\.\d{3}Z$/, 'Z')
        .replace(/:/g, '-');
      replacedDir = path.join(dataDir, `before-restore-${stamp}`);
      await mkdir(replacedDir);
      for (const name of present) await rename(path.join(dataDir, name), path.join(replacedDir, name));
    }
    for (const name of await readdir(staging)) {
      if (REPLACED.includes(name)) await rename(path.join(staging, name), path.join(dataDir, name));
    }
    return { manifest, tables: after.tables, migrated, replacedDir, erasuresRepeated };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

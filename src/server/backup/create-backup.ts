import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync, realpathSync } from 'node:fs';
import { copyFile, link, mkdir, mkdtemp, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { freeArchiveName, removeStaleLeftovers } from './archive-files';
import { encryptArchive } from './archive-crypto';
import { BackupError } from './backup-error';
import { AUTH_SECRET_FILE, DATABASE_FILE, MAIL_DIR, MANIFEST_NAME, type Manifest } from './manifest';
import { inspectDatabase, snapshotDatabase } from './sqlite-snapshot';
import { writeTar, type TarFile } from './tar';

export type BackupOptions = {
  dataDir: string;
  /** Where the archive goes (BACKUP_DIR or `--dir`); never inside dataDir. */
  targetDir: string;
  /** BACKUP_KEY: encrypt when given. */
  key?: string;
  /** STAFF_AUTH_SECRET is set: the key file in DATA_DIR (if any) is not what the site uses. */
  authSecretInEnvironment?: boolean;
  now?: () => Date;
  signal?: AbortSignal;
};

export type BackupResult = {
  file: string;
  bytes: number;
  encrypted: boolean;
  createdAt: string;
  schemaVersion: string;
  tables: Record<string, number>;
  mailFiles: number;
  durationMs: number;
};

/** gzip level 6 (zlib's default): the database compresses about 4:1; level 1 saves little time here (BENCHMARKS.md). */
const GZIP_LEVEL = 6;

function isInside(child: string, parent: string): boolean {
  const relative = path.relative(parent, child);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

async function sha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** A hard link (instant; mail files are written once and renamed, never changed), else a copy. */
async function linkOrCopy(from: string, to: string): Promise<void> {
  try {
    await link(from, to);
  } catch {
    await copyFile(from, to);
  }
}

async function fsync(file: string): Promise<void> {
  const handle = await open(file, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * `npm run backup` and the scheduled backup: the database copied with SQLite's backup API while
 * the site runs, checked (integrity_check) and counted; the .eml files and the staff auth key
 * beside it; all of it in one archive with a manifest, written as `<name>.partial`, synced and
 * then renamed, so a finished name is always a complete archive.
 */
export async function createBackup(options: BackupOptions): Promise<BackupResult> {
  const started = Date.now();
  const createdAt = (options.now ?? (() => new Date()))();
  const dataDir = path.resolve(options.dataDir);
  const targetDir = path.resolve(options.targetDir);
  const databaseFile = path.join(dataDir, DATABASE_FILE);
  if (!existsSync(databaseFile))
    throw new BackupError(
      'no_database',
      `There is no database at ${databaseFile}: nothing to back up (check DATA_DIR).`,
    );
  await mkdir(targetDir, { recursive: true });
  if (isInside(realpathSync(targetDir), realpathSync(dataDir)))
    throw new BackupError(
      'target',
      'The backup directory lies inside DATA_DIR: choose one outside it (a restore replaces DATA_DIR’s contents).',
    );
  await removeStaleLeftovers(targetDir);

  const staging = await mkdtemp(path.join(targetDir, '.staging-'));
  const encrypted = Boolean(options.key);
  const name = freeArchiveName(targetDir, createdAt, encrypted);
  const partial = path.join(targetDir, `${name}.partial`);
  try {
    await snapshotDatabase(databaseFile, path.join(staging, DATABASE_FILE));
    options.signal?.throwIfAborted();
    const facts = inspectDatabase(path.join(staging, DATABASE_FILE));
    if (!facts.schemaVersion)
      throw new BackupError('no_database', 'The database has no schema yet (start the site once): nothing to back up.');

    // After the database: a mail sent in between has its row there (as sent or still pending).
    const mailNames = (await readdir(path.join(dataDir, MAIL_DIR)).catch(() => [] as string[]))
      .filter((file) => file.endsWith('.eml') && !file.startsWith('.'))
      .sort();
    const archived: string[] = [DATABASE_FILE];
    if (mailNames.length) await mkdir(path.join(staging, MAIL_DIR));
    for (const file of mailNames) {
      const from = path.join(dataDir, MAIL_DIR, file);
      // A file the retention sweep deletes meanwhile goes with its row: skip it.
      await linkOrCopy(from, path.join(staging, MAIL_DIR, file)).then(
        () => archived.push(`${MAIL_DIR}/${file}`),
        (error: NodeJS.ErrnoException) => {
          if (error.code !== 'ENOENT') throw error;
        },
      );
    }
    const secretFile = path.join(dataDir, AUTH_SECRET_FILE);
    const hasSecretFile = existsSync(secretFile);
    if (hasSecretFile) {
      await copyFile(secretFile, path.join(staging, AUTH_SECRET_FILE));
      archived.push(AUTH_SECRET_FILE);
    }

    options.signal?.throwIfAborted();
    const files: Manifest['files'] = [];
    for (const file of archived) {
      const full = path.join(staging, file);
      files.push({ path: file, bytes: (await stat(full)).size, sha256: await sha256(full) });
    }
    const manifest: Manifest = {
      format: 'site-backup',
      version: 1,
      createdAt: createdAt.toISOString(),
      schemaVersion: facts.schemaVersion,
      database: { dialect: 'sqlite', integrity: 'ok' },
      staffAuthSecret: options.authSecretInEnvironment ? 'environment' : hasSecretFile ? 'file' : 'none',
      tables: facts.tables,
      files,
    };
    const manifestBytes = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`, 'utf8');
    const mtime = Math.floor(createdAt.getTime() / 1000);
    const entries: TarFile[] = [
      {
        name: MANIFEST_NAME,
        size: manifestBytes.length,
        mtime,
        body: async function* () {
          yield manifestBytes;
        },
      },
      ...files.map((file) => ({
        name: file.path,
        size: file.bytes,
        mtime,
        body: () => createReadStream(path.join(staging, file.path)) as AsyncIterable<Buffer>,
      })),
    ];
    const steps = [Readable.from(writeTar(entries)), createGzip({ level: GZIP_LEVEL })] as const;
    const output = createWriteStream(partial, { flags: 'wx', mode: 0o600 });
    const signal = options.signal ? { signal: options.signal } : {};
    if (options.key) await pipeline(...steps, encryptArchive(options.key), output, signal);
    else await pipeline(...steps, output, signal);
    await fsync(partial);
    const file = path.join(targetDir, name);
    await rename(partial, file);
    await fsync(targetDir).catch(() => undefined);
    return {
      file,
      bytes: (await stat(file)).size,
      encrypted,
      createdAt: manifest.createdAt,
      schemaVersion: manifest.schemaVersion,
      tables: manifest.tables,
      mailFiles: archived.filter((file) => file.startsWith(`${MAIL_DIR}/`)).length,
      durationMs: Date.now() - started,
    };
  } finally {
    await rm(partial, { force: true });
    await rm(staging, { recursive: true, force: true });
  }
}

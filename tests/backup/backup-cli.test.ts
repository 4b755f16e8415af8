import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runBackupCli, runRestoreCli } from '@/server/backup/cli';
import { createPostgresDatabase } from '../integration/helpers';
import { seedSite } from './site-fixture';

let root = '';
let lines: string[] = [];
const print = (line: string) => lines.push(line);
const output = () => lines.join('\n');
beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'backup-cli-'));
  lines = [];
  vi.stubEnv('DATABASE_URL', '');
  vi.stubEnv('BACKUP_KEY', '');
  vi.stubEnv('BACKUP_KEEP', '');
  vi.stubEnv('STAFF_AUTH_SECRET', '');
});
afterEach(() => {
  vi.unstubAllEnvs();
  rmSync(root, { recursive: true, force: true });
});

describe('npm run backup / npm run restore', () => {
  it('backs up and restores, printing the archive, the schema and the rows', async () => {
    await seedSite(path.join(root, 'data'), { leads: 2 });
    vi.stubEnv('DATA_DIR', path.join(root, 'data'));
    vi.stubEnv('BACKUP_KEY', 'cli-test-key-0123456789');
    expect(await runBackupCli(['--dir', path.join(root, 'out')], print)).toBe(0);
    expect(output()).toMatch(/^Backup written: .*site-backup-.*\.tar\.gz\.enc \([\d.]+ MB, encrypted, [\d.]+ s\)$/m);
    expect(output()).toMatch(/^ {2}leads +3$/m);
    const [archive] = readdirSync(path.join(root, 'out'));
    lines = [];
    vi.stubEnv('DATA_DIR', path.join(root, 'restored'));
    expect(await runRestoreCli([path.join(root, 'out', archive!)], print)).toBe(0);
    expect(output()).toMatch(/^Restored site-backup-.* into /m);
    expect(output()).toMatch(/^ {2}sell_offers +1$/m);
    expect(output()).toContain('3 mail file(s).');
  });

  it('refuses with a sentence and exit code 1, and prints usage with 2', async () => {
    vi.stubEnv('DATA_DIR', path.join(root, 'data'));
    writeFileSync(path.join(root, 'junk.tar.gz'), 'not an archive at all');
    expect(await runRestoreCli([path.join(root, 'junk.tar.gz')], print)).toBe(1);
    expect(output()).toContain('junk.tar.gz is not a backup archive of this site');
    expect(await runRestoreCli([], print)).toBe(2);
    expect(await runBackupCli(['--bogus'], print)).toBe(2);
    expect(await runBackupCli(['--dir', path.join(root, 'out')], print)).toBe(1);
    expect(output()).toMatch(/There is no database at .*site\.db: nothing to back up/);
    vi.stubEnv('BACKUP_KEEP', '12 monthly');
    expect(await runBackupCli([], print)).toBe(1);
    expect(output()).toContain(
      'BACKUP_KEEP: keeps archives up to 372 days, longer than the 35 the privacy page states',
    );
  });

  it('on PostgreSQL checks the connection and says what to use instead, writing nothing (exit 3)', async () => {
    const database = await createPostgresDatabase();
    try {
      vi.stubEnv('DATABASE_URL', database.url);
      vi.stubEnv('S3_URL', 'https://key:secret@s3.example.net/bucket');
      vi.stubEnv('DATA_DIR', path.join(root, 'data'));
      expect(await runBackupCli(['--dir', path.join(root, 'out')], print)).toBe(3);
      expect(output()).toMatch(/^PostgreSQL \d+.* answers; schema none/m);
      expect(output()).toContain('No archive was written');
      expect(output()).toContain('pg_dump --format=custom');
      expect(output()).toContain('versioning');
      expect(output()).not.toContain(database.url);
      expect(readdirSync(root)).not.toContain('out');
      expect(await runRestoreCli([path.join(root, 'x.tar.gz')], print)).toBe(1);
      expect(output()).toContain('pg_restore');
    } finally {
      await database.drop();
    }
    lines = [];
    vi.stubEnv('DATABASE_URL', 'postgres://nobody@127.0.0.1:9/none');
    expect(await runBackupCli([], print)).toBe(1);
    expect(output()).toMatch(/^PostgreSQL does not answer \(ECONNREFUSED\)/);
  });
});

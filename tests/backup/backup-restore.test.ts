import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '@/server/db/client';
import { migrationProvider } from '@/server/db/migrations';
import { BackupError } from '@/server/backup/backup-error';
import { createBackup } from '@/server/backup/create-backup';
import { restoreBackup } from '@/server/backup/restore';
import { erasePerson } from '@/server/staff/erasure';
import { fingerprint, seedSite, siteRows } from './site-fixture';

const KEY = 'a-backup-key-for-the-tests-0123456789';
const knownMigrations = Object.keys(await migrationProvider.getMigrations()).sort();
const latestMigration = knownMigrations.at(-1)!;

let root = '';
const dir = (name: string) => path.join(root, name);
beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'backup-test-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

async function rowsOf(dataDir: string) {
  const handle = openDatabase({ dataDir });
  try {
    return await siteRows(handle);
  } finally {
    await handle.close();
  }
}

const refusedWith = (code: string, message: RegExp) => (error: unknown) =>
  error instanceof BackupError && error.code === code && message.test(error.message);

describe('backup and restore (SQLite)', () => {
  for (const key of [undefined, KEY]) {
    it(`restores a site into a fresh DATA_DIR exactly (${key ? 'encrypted' : 'plain'})`, async () => {
      await seedSite(dir('site'));
      const before = await rowsOf(dir('site'));
      const backup = await createBackup({ dataDir: dir('site'), targetDir: dir('backups'), key });
      expect(path.basename(backup.file)).toMatch(
        key ? /^site-backup-.*Z\.tar\.gz\.enc$/ : /^site-backup-.*Z\.tar\.gz$/,
      );
      expect(backup.schemaVersion).toBe(latestMigration);
      expect(backup.tables).toMatchObject({
        leads: 6,
        sell_requests: 1,
        sell_offers: 1,
        staff_users: 1,
        upload_blobs: 1,
      });
      expect(backup.mailFiles).toBe(3);
      // Nothing but the archive is left in the backup directory.
      expect(readdirSync(dir('backups'))).toEqual([path.basename(backup.file)]);
      if (key) expect(readFileSync(backup.file).includes(Buffer.from('person0@example.org'))).toBe(false);

      const restored = await restoreBackup({ archive: backup.file, dataDir: dir('fresh'), key });
      expect(restored.replacedDir).toBeNull();
      expect(restored.migrated).toEqual([]);
      expect(restored.tables).toEqual(backup.tables);
      expect(await rowsOf(dir('fresh'))).toEqual(before);
      const original = fingerprint(dir('site'));
      const copy = fingerprint(dir('fresh'));
      for (const file of Object.keys(original).filter(
        (name) => name.startsWith('mail/') || name === 'staff-auth-secret',
      ))
        expect(copy[file], file).toBe(original[file]);
      const db = new BetterSqlite3(path.join(dir('fresh'), 'site.db'));
      expect(db.pragma('integrity_check')).toEqual([{ integrity_check: 'ok' }]);
      db.close();
    });
  }

  it('moves the data it replaces aside instead of deleting it', async () => {
    await seedSite(dir('site'), { leads: 2 });
    const backup = await createBackup({ dataDir: dir('site'), targetDir: dir('backups') });
    await seedSite(dir('other'), { leads: 7 });
    const other = fingerprint(dir('other'));
    const restored = await restoreBackup({ archive: backup.file, dataDir: dir('other') });
    expect(restored.replacedDir).toMatch(/before-restore-/);
    const aside = fingerprint(restored.replacedDir!);
    expect(aside['staff-auth-secret']).toBe(other['staff-auth-secret']);
    expect(
      Object.keys(aside)
        .filter((name) => name.startsWith('mail/'))
        .sort(),
    ).toEqual(
      Object.keys(other)
        .filter((name) => name.startsWith('mail/'))
        .sort(),
    );
    expect((await rowsOf(dir('other'))).leads).toHaveLength(3);
  });

  it('repeats the erasures that the replaced database recorded after the archive was made', async () => {
    const { sellRequestId } = await seedSite(dir('site'), { leads: 3 });
    const earlier = await createBackup({ dataDir: dir('site'), targetDir: dir('backups') });
    await new Promise((resolve) => setTimeout(resolve, 10));
    const live = openDatabase({ dataDir: dir('site') });
    await erasePerson(live.db, { email: 'Person1@Example.org', actorId: 'staff-admin', dataDir: dir('site') });
    await erasePerson(live.db, { email: 'erika@example.org', actorId: 'staff-admin', dataDir: dir('site') });
    await live.close();

    const restored = await restoreBackup({ archive: earlier.file, dataDir: dir('site') });
    expect(restored.erasuresRepeated).toBe(2);
    const rows = await rowsOf(dir('site'));
    expect(rows.leads.map((row) => JSON.parse(row).email).sort()).toEqual([
      'person0@example.org',
      'person2@example.org',
    ]);
    expect(rows.sellRequests).toEqual([]);
    expect(rows.offers).toEqual([]);
    expect(rows.blobs).toEqual([]);
    expect(rows.outbox.join('\n')).not.toMatch(/person1@example\.org|erika@example\.org/i);
    const handle = openDatabase({ dataDir: dir('site') });
    const audit = await handle.db
      .selectFrom('audit_log')
      .select(['action', 'lead_id', 'actor_id'])
      .where('action', '=', 'lead.erased')
      .execute();
    await handle.close();
    expect(audit).toContainEqual({ action: 'lead.erased', lead_id: sellRequestId, actor_id: 'staff-admin' });

    // A restore into another site's DATA_DIR erases nothing of the archive.
    await seedSite(dir('elsewhere'), { leads: 2 });
    const other = openDatabase({ dataDir: dir('elsewhere') });
    await erasePerson(other.db, { email: 'person0@example.org', actorId: 'staff-admin' });
    await other.close();
    const foreign = await restoreBackup({ archive: earlier.file, dataDir: dir('elsewhere') });
    expect(foreign.erasuresRepeated).toBe(0);
    expect((await rowsOf(dir('elsewhere'))).leads).toHaveLength(4);
  });

  it('migrates an archive of an older schema forward', async () => {
    // A site that stopped at its fourth migration (none of the later ones), with one lead.
    const older = knownMigrations[3]!;
    const handle = openDatabase({ dataDir: dir('site') });
    const { error } = await new Migrator({ db: handle.db, provider: migrationProvider }).migrateTo(older);
    expect(error).toBeUndefined();
    const now = new Date().toISOString();
    await sql`insert into leads (id, form, first_name, last_name, email, message, locale, status, is_spam, idempotency_key, created_at, updated_at, reference)
      values ('old-lead', 'inquiry', 'Erika', 'Alt', 'alt@example.org', 'Eine alte Anfrage.', 'de', 'new', 0, 'old-key', ${now}, ${now}, 'KW-2026-000001')`.execute(
      handle.db,
    );
    await handle.close();
    const backup = await createBackup({ dataDir: dir('site'), targetDir: dir('backups') });
    expect(backup.schemaVersion).toBe(older);
    const restored = await restoreBackup({ archive: backup.file, dataDir: dir('fresh') });
    expect(restored.migrated).toEqual(knownMigrations.slice(4));
    expect((await rowsOf(dir('fresh'))).leads.map((row) => JSON.parse(row).id)).toEqual(['old-lead']);
  });

  describe('refusals leave DATA_DIR as it was', () => {
    let plain = '';
    let encrypted = '';
    let target: Record<string, string> = {};
    beforeEach(async () => {
      await seedSite(dir('site'), { leads: 3 });
      plain = (await createBackup({ dataDir: dir('site'), targetDir: dir('backups') })).file;
      encrypted = (await createBackup({ dataDir: dir('site'), targetDir: dir('backups'), key: KEY })).file;
      // The site a mistaken restore would destroy.
      await seedSite(dir('target'), { leads: 1 });
      target = fingerprint(dir('target'));
    });
    const expectUntouched = () => {
      expect(fingerprint(dir('target'))).toEqual(target);
      expect(readdirSync(dir('target')).filter((name) => name.startsWith('.restore-'))).toEqual([]);
    };
    const variant = (name: string, bytes: Buffer) => {
      writeFileSync(dir(name), bytes);
      return dir(name);
    };

    it('a corrupted archive (a byte changed in the middle)', async () => {
      for (const source of [plain, encrypted]) {
        const bytes = readFileSync(source);
        const middle = Math.floor(bytes.length / 2);
        bytes[middle] = bytes[middle]! ^ 0x40;
        await expect(
          restoreBackup({ archive: variant('corrupt', bytes), dataDir: dir('target'), key: KEY }),
        ).rejects.toSatisfy(refusedWith('damaged', /damaged.*Nothing was changed/));
        expectUntouched();
      }
    });

    it('a truncated archive', async () => {
      for (const source of [plain, encrypted]) {
        const bytes = readFileSync(source);
        for (const length of [bytes.length - 1, Math.floor(bytes.length / 2), 40, 1]) {
          await expect(
            restoreBackup({ archive: variant('short', bytes.subarray(0, length)), dataDir: dir('target'), key: KEY }),
            `${path.basename(source)} cut to ${length}`,
          ).rejects.toSatisfy(refusedWith('damaged', /damaged or incomplete|empty or cut off/));
          expectUntouched();
        }
      }
    });

    it('a wrong key, and no key for an encrypted archive', async () => {
      await expect(
        restoreBackup({ archive: encrypted, dataDir: dir('target'), key: 'not-the-key-0123456789' }),
      ).rejects.toSatisfy(refusedWith('wrong_key', /BACKUP_KEY does not open this archive/));
      await expect(restoreBackup({ archive: encrypted, dataDir: dir('target') })).rejects.toSatisfy(
        refusedWith('key_required', /set BACKUP_KEY/),
      );
      expectUntouched();
    });

    it('an archive from a newer schema', async () => {
      const db = new BetterSqlite3(path.join(dir('site'), 'site.db'));
      db.prepare('insert into kysely_migration (name, timestamp) values (?, ?)').run(
        '2099-01-01-001-future',
        new Date().toISOString(),
      );
      db.close();
      for (const key of [undefined, KEY]) {
        const newer = await createBackup({ dataDir: dir('site'), targetDir: dir('newer'), key });
        expect(newer.schemaVersion).toBe('2099-01-01-001-future');
        await expect(restoreBackup({ archive: newer.file, dataDir: dir('target'), key })).rejects.toSatisfy(
          refusedWith(
            'newer_schema',
            /newer version of the site \(schema 2099-01-01-001-future; this version knows up to/,
          ),
        );
        expectUntouched();
      }
    });

    it('an archive whose applied migrations this version cannot continue (one missing before the latest)', async () => {
      const db = new BetterSqlite3(path.join(dir('site'), 'site.db'));
      db.prepare('delete from kysely_migration where name = ?').run(knownMigrations.at(-2));
      db.close();
      const gap = await createBackup({ dataDir: dir('site'), targetDir: dir('gap') });
      await expect(restoreBackup({ archive: gap.file, dataDir: dir('target') })).rejects.toSatisfy(
        refusedWith('unknown_schema', /cannot be migrated to this version of the site.*Nothing was changed/),
      );
      expectUntouched();
    });

    it('a file that is no archive, and one that does not exist', async () => {
      await expect(
        restoreBackup({ archive: variant('random', randomBytes(5000)), dataDir: dir('target') }),
      ).rejects.toSatisfy(refusedWith('not_an_archive', /not a backup archive/));
      await expect(restoreBackup({ archive: dir('missing.tar.gz'), dataDir: dir('target') })).rejects.toSatisfy(
        refusedWith('not_an_archive', /There is no file/),
      );
      expectUntouched();
    });

    it('a running site on DATA_DIR (the database is open)', async () => {
      const running = openDatabase({ dataDir: dir('target') });
      await running.migrate();
      try {
        await expect(restoreBackup({ archive: plain, dataDir: dir('target') })).rejects.toSatisfy(
          refusedWith('server_running', /stop the server first/),
        );
      } finally {
        await running.close();
      }
      expectUntouched();
    });
  });

  it('refuses a backup directory inside DATA_DIR and a DATA_DIR without a database', async () => {
    await seedSite(dir('site'), { leads: 1 });
    await expect(
      createBackup({ dataDir: dir('site'), targetDir: path.join(dir('site'), 'backups') }),
    ).rejects.toSatisfy(refusedWith('target', /inside DATA_DIR/));
    await expect(createBackup({ dataDir: dir('empty'), targetDir: dir('backups') })).rejects.toSatisfy(
      refusedWith('no_database', /no database/),
    );
  });

  it('archives the database exactly as it is committed, while another connection writes', async () => {
    await seedSite(dir('site'), { leads: 1 });
    const writer = new BetterSqlite3(path.join(dir('site'), 'site.db'));
    writer.pragma('journal_mode = WAL');
    let stop = false;
    let written = 0;
    const writes = (async () => {
      while (!stop) {
        writer.prepare('insert into reference_counters (scope, value) values (?, 1)').run(`load-${written}`);
        written += 1;
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const backup = await createBackup({ dataDir: dir('site'), targetDir: dir('backups') });
    stop = true;
    await writes;
    writer.close();
    expect(written).toBeGreaterThan(0);
    // The snapshot's counters form a gapless prefix of what was written: a consistent moment.
    await restoreBackup({ archive: backup.file, dataDir: dir('fresh') });
    const copy = new BetterSqlite3(path.join(dir('fresh'), 'site.db'));
    const scopes = copy.prepare("select scope from reference_counters where scope like 'load-%'").all() as {
      scope: string;
    }[];
    copy.close();
    const numbers = scopes.map((row) => Number(row.scope.slice(5))).sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, index) => index));
    expect(backup.tables.reference_counters).toBe(scopes.length + 1);
  });

  it('keeps an archive readable by the system tar when not encrypted', async () => {
    await seedSite(dir('site'), { leads: 1 });
    const backup = await createBackup({ dataDir: dir('site'), targetDir: dir('backups') });
    copyFileSync(backup.file, dir('copy.tar.gz'));
    const { execFileSync } = await import('node:child_process');
    const listing = execFileSync('tar', ['-tzf', dir('copy.tar.gz')], { encoding: 'utf8' })
      .trim()
      .split('\n');
    expect(listing[0]).toBe('manifest.json');
    expect(listing).toContain('site.db');
    expect(listing).toContain('staff-auth-secret');
    expect(existsSync(dir('site'))).toBe(true);
  });
});

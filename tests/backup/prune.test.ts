import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { archiveName } from '@/server/backup/archive-files';
import { parseKeepPolicy } from '@/server/backup/keep-policy';
import { pruneArchives } from '@/server/backup/prune';

let dir = '';
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'backup-prune-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('pruning a backup directory', () => {
  it('keeps what BACKUP_KEEP keeps, deletes the rest, and touches nothing that is not an archive', async () => {
    const now = new Date('2026-11-28T03:30:00Z');
    const names: string[] = [];
    // One archive a day at 03:00 for 60 days, half of them encrypted.
    for (let day = 0; day < 60; day += 1) {
      const name = archiveName(new Date(Date.UTC(2026, 10, 28 - day, 3)), day % 2 === 1);
      writeFileSync(path.join(dir, name), 'x');
      names.push(name);
    }
    writeFileSync(path.join(dir, 'notes.txt'), 'mine');
    writeFileSync(path.join(dir, `${names[0]}.partial`), 'in progress');
    const deleted = await pruneArchives(dir, parseKeepPolicy('7 daily, 4 weekly'), now);
    const left = readdirSync(dir).sort();
    expect(left).toContain('notes.txt');
    expect(left).toContain(`${names[0]}.partial`);
    const kept = left.filter((name) => name.startsWith('site-backup-') && !name.endsWith('.partial'));
    // 7 days (22nd–28th) plus the Sundays ending the 3 weeks before (9th, 16th, 22nd is in the days already).
    expect(kept.map((name) => name.slice(12, 22))).toEqual([
      '2026-11-08',
      '2026-11-15',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
    ]);
    expect(deleted).toHaveLength(60 - kept.length);
  });

  it('never keeps an archive older than the 35 days the privacy page states', async () => {
    const now = new Date('2026-11-28T03:30:00Z');
    writeFileSync(path.join(dir, archiveName(new Date('2026-10-01T03:00:00Z'), false)), 'x');
    writeFileSync(path.join(dir, archiveName(new Date('2026-11-28T03:00:00Z'), false)), 'x');
    // '2 monthly' would keep October's archive; the environment refuses such a policy, pruning deletes it anyway.
    await pruneArchives(dir, parseKeepPolicy('2 monthly'), now);
    expect(readdirSync(dir)).toEqual([archiveName(new Date('2026-11-28T03:00:00Z'), false)]);
  });
});

import { rm } from 'node:fs/promises';
import path from 'node:path';
import { retention } from '@/content/retention';
import { listArchives } from './archive-files';
import { archivesToKeep, type KeepRule } from './keep-policy';

const DAY = 24 * 3_600_000;

/**
 * Deletes the archives in `dir` that BACKUP_KEEP does not keep, and any older than
 * `retention.backupDays` (the period the privacy page states). Only files named like an archive
 * are touched. Runs after a backup succeeded, so the newest archive is always a fresh one.
 */
export async function pruneArchives(dir: string, rules: KeepRule[], now = new Date()): Promise<string[]> {
  const archives = await listArchives(dir);
  const keep = archivesToKeep(archives, rules, now);
  const oldest = now.getTime() - retention.backupDays * DAY;
  const doomed = archives.filter((archive) => !keep.has(archive.name) || archive.createdAt.getTime() < oldest);
  for (const archive of doomed) await rm(path.join(dir, archive.name), { force: true });
  return doomed.map((archive) => archive.name).sort();
}

import { existsSync } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { ArchiveInfo } from './keep-policy';

/**
 * Archive names carry their creation time (UTC), so pruning never depends on file times that a
 * copy changes: site-backup-2026-11-28T17-10-05Z.tar.gz, `.tar.gz.enc` when encrypted.
 */
const NAME = /^site-backup-(\d{4})-(\d{2})-(\d{2})T(\d{2})-(\d{2})-(\d{2})Z(?:-(\d+))?\.tar\.gz(\.enc)?$/;

export function archiveName(createdAt: Date, encrypted: boolean, sequence = 1): string {
  const stamp = createdAt
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/:/g, '-');
  return `site-backup-${stamp}${sequence > 1 ? `-${sequence}` : ''}.tar.gz${encrypted ? '.enc' : ''}`;
}

/** A name in `dir` not taken yet (a second archive within the same second gets "-2"). */
export function freeArchiveName(dir: string, createdAt: Date, encrypted: boolean): string {
  for (let sequence = 1; ; sequence += 1) {
    const name = archiveName(createdAt, encrypted, sequence);
    if (!existsSync(path.join(dir, name)) && !existsSync(path.join(dir, `${name}.partial`))) return name;
  }
}

export function parseArchiveName(name: string): Date | null {
  const match = NAME.exec(name);
  if (!match) return null;
  const [, year, month, day, hour, minute, second] = match.map(Number);
  return new Date(Date.UTC(year!, month! - 1, day!, hour!, minute!, second!));
}

/** The finished archives in a directory (partial writes and other files are not archives). */
export async function listArchives(dir: string): Promise<ArchiveInfo[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return names.flatMap((name) => {
    const createdAt = parseArchiveName(name);
    return createdAt ? [{ name, createdAt }] : [];
  });
}

const STALE_MS = 24 * 3_600_000;

/** Removes what an interrupted backup left behind (staging directories, partial archives) after a day. */
export async function removeStaleLeftovers(dir: string, now = Date.now()): Promise<void> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return;
  }
  for (const name of names) {
    if (!name.startsWith('.staging-') && !name.endsWith('.partial')) continue;
    const info = await stat(path.join(dir, name)).catch(() => null);
    if (info && now - info.mtimeMs > STALE_MS) await rm(path.join(dir, name), { recursive: true, force: true });
  }
}

import 'server-only';
import { readdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database, OutboxRow } from '../db/schema';

/**
 * Without SMTP every mail is written as an .eml file (DATA_DIR/mail). A file lives exactly as
 * long as its outbox row: when the retention sweep or an erasure deletes the row, the next
 * `sweepMailFiles` deletes the file.
 */
export function mailDirectory(dataDir: string): string {
  return path.join(dataDir, 'mail');
}

export function mailFileName(row: Pick<OutboxRow, 'id' | 'kind' | 'created_at'>): string {
  return `${row.created_at.replace(/[:.]/g, '-')}-${row.kind}-${row.id}.eml`;
}

const FILE = /-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.eml$/;
/** A temporary file of a write that a crash interrupted is kept this long, then removed. */
const STALE_TEMP_MS = 24 * 60 * 60_000;

/** Deletes the .eml files whose outbox row no longer exists. Returns how many were deleted. */
export async function sweepMailFiles(db: Kysely<Database>, dataDir: string, now = Date.now()): Promise<number> {
  const dir = mailDirectory(dataDir);
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  const byId = new Map<string, string>();
  const doomed: string[] = [];
  for (const name of names) {
    const match = FILE.exec(name);
    if (match && !name.startsWith('.')) byId.set(match[1]!, name);
    else if (name.endsWith('.tmp')) {
      const info = await stat(path.join(dir, name)).catch(() => null);
      if (info && now - info.mtimeMs > STALE_TEMP_MS) doomed.push(name);
    }
  }
  const ids = [...byId.keys()];
  for (let start = 0; start < ids.length; start += 500) {
    const batch = ids.slice(start, start + 500);
    const kept = new Set(
      (await db.selectFrom('mail_outbox').select('id').where('id', 'in', batch).execute()).map((row) => row.id),
    );
    for (const id of batch) if (!kept.has(id)) doomed.push(byId.get(id)!);
  }
  let deleted = 0;
  for (const name of doomed) {
    await unlink(path.join(dir, name)).then(
      () => (deleted += 1),
      (error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      },
    );
  }
  return deleted;
}

import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { UUID_PATTERN } from '../http/params';

/**
 * What the editor keeps for a person between a form post and the page it returns to, in
 * `price_imports`: an uploaded file's rows waiting for review, and a form's values that could not
 * be saved (a conflict or a wrong value) so the page shows them again with their messages instead
 * of losing them. Only the person who made an entry reads it; entries are swept after a day.
 */
export type StashKind = 'cells' | 'new-item' | 'new-category' | 'import';

export const STASH_LIFETIME_MS = 24 * 60 * 60 * 1000;

type Stored = { kind: StashKind; payload: unknown };

export async function stash(
  db: Kysely<Database>,
  {
    actor,
    kind,
    name,
    payload,
    now = new Date(),
  }: { actor: string; kind: StashKind; name?: string; payload: unknown; now?: Date },
): Promise<string> {
  const id = randomUUID();
  await db
    .deleteFrom('price_imports')
    .where('created_at', '<', new Date(now.getTime() - STASH_LIFETIME_MS).toISOString())
    .execute();
  await db
    .insertInto('price_imports')
    .values({
      id,
      created_by: actor,
      created_at: now.toISOString(),
      file_name: (name ?? `(${kind})`).slice(0, 200),
      review: JSON.stringify({ kind, payload } satisfies Stored),
    })
    .execute();
  return id;
}

/** The person's own entry of that kind, or null (unknown, someone else's, another kind, swept). */
export async function readStash<T>(
  db: Kysely<Database>,
  id: string,
  actor: string,
  kind: StashKind,
): Promise<{ name: string; payload: T; createdAt: string } | null> {
  if (!UUID_PATTERN.test(id)) return null;
  const row = await db
    .selectFrom('price_imports')
    .select(['review', 'created_by', 'file_name', 'created_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row || row.created_by !== actor) return null;
  const stored = JSON.parse(row.review) as Stored;
  if (stored.kind !== kind) return null;
  return { name: row.file_name, payload: stored.payload as T, createdAt: row.created_at };
}

export async function dropStash(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('price_imports').where('id', '=', id).execute();
}

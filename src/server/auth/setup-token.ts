import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { SETUP_VALID_HOURS } from './staff-policy';
import { newLinkToken, tokenHash } from './tokens';

const HOUR_MS = 3_600_000;

/** Whether any staff account exists (then there is no setup link and the setup page is a 404). */
export async function hasStaffAccount(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('staff_users').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

/** The setup page of the first administrator (German; the English page takes the same token). */
export function setupLink(siteOrigin: string, token: string): string {
  return `${siteOrigin}/intern/einrichten?token=${encodeURIComponent(token)}`;
}

/**
 * A new one-time setup token while no account exists, else null. Older unused tokens are
 * withdrawn, so only the link printed last works. Only the digest is stored.
 */
export async function issueSetupToken(db: Kysely<Database>, now = new Date()): Promise<string | null> {
  if (await hasStaffAccount(db)) return null;
  const token = newLinkToken();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('staff_setup_tokens').where('used_at', 'is', null).execute();
    await trx
      .insertInto('staff_setup_tokens')
      .values({
        id: randomUUID(),
        token_hash: tokenHash(token),
        expires_at: new Date(now.getTime() + SETUP_VALID_HOURS * HOUR_MS).toISOString(),
        used_at: null,
        created_at: now.toISOString(),
      })
      .execute();
  });
  return token;
}

/** Whether a setup token is usable now: unused, unexpired, and still no account exists. */
export async function isSetupTokenOpen(db: Kysely<Database>, token: string, now = new Date()): Promise<boolean> {
  if (await hasStaffAccount(db)) return false;
  const row = await db
    .selectFrom('staff_setup_tokens')
    .select('id')
    .where('token_hash', '=', tokenHash(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return row !== undefined;
}

/** Marks a setup token used, atomically (one of two concurrent requests wins); its id or null. */
export async function claimSetupToken(db: Kysely<Database>, token: string, now = new Date()): Promise<string | null> {
  if (!(await isSetupTokenOpen(db, token, now))) return null;
  const row = await db
    .updateTable('staff_setup_tokens')
    .set({ used_at: now.toISOString() })
    .where('token_hash', '=', tokenHash(token))
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function releaseSetupToken(db: Kysely<Database>, id: string): Promise<void> {
  await db.updateTable('staff_setup_tokens').set({ used_at: null }).where('id', '=', id).execute();
}

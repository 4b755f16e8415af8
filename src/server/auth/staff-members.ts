import 'server-only';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { formatGrants, parseGrants, type Permission } from './permissions';
import type { StaffRole } from './staff-policy';

export type StaffMember = { id: string; name: string; email: string; role: StaffRole };

/** Every staff account, by name (the assignment dropdown, the team page). */
export async function listMembers(db: Kysely<Database>): Promise<(StaffMember & { twoFactorEnabled: boolean })[]> {
  const rows = await db
    .selectFrom('staff_users')
    .select(['id', 'name', 'email', 'role', 'two_factor_enabled'])
    .orderBy('name')
    .orderBy('email')
    .execute();
  return rows.map(({ two_factor_enabled, ...member }) => ({
    ...member,
    twoFactorEnabled: Boolean(two_factor_enabled),
  }));
}

/** The permissions a member was granted beyond their role (grantable ones only). */
export async function memberGrants(db: Kysely<Database>, userId: string): Promise<Permission[]> {
  const row = await db.selectFrom('staff_users').select('permissions').where('id', '=', userId).executeTakeFirst();
  return parseGrants(row?.permissions);
}

/**
 * Replaces a member's grants (anything not grantable is dropped); false for an unknown member.
 * The caller checks that the acting member has the `team` permission and audits the change.
 */
export async function setMemberGrants(
  db: Kysely<Database>,
  userId: string,
  grants: readonly string[],
): Promise<boolean> {
  const result = await db
    .updateTable('staff_users')
    .set({ permissions: formatGrants(grants) })
    .where('id', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export type PasskeySummary = { id: string; name: string | null };

/** A member's passkeys (the account page lists them; better-auth's client manages them). */
export async function listPasskeys(db: Kysely<Database>, userId: string): Promise<PasskeySummary[]> {
  return db.selectFrom('staff_passkeys').select(['id', 'name']).where('user_id', '=', userId).orderBy('id').execute();
}

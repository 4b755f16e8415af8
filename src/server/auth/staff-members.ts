import 'server-only';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
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

export type PasskeySummary = { id: string; name: string | null };

/** A member's passkeys (the account page lists them; better-auth's client manages them). */
export async function listPasskeys(db: Kysely<Database>, userId: string): Promise<PasskeySummary[]> {
  return db.selectFrom('staff_passkeys').select(['id', 'name']).where('user_id', '=', userId).orderBy('id').execute();
}

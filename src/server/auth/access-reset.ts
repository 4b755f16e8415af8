import 'server-only';
import type { GenericEndpointContext } from '@better-auth/core';
import { APIError } from 'better-auth/api';
import type { Kysely } from 'kysely';
import type { Locale } from '@/i18n/locales';
import type { Database } from '../db/schema';
import type { StaffInvitationsTable } from '../db/staff-auth-schema';
import { writeAudit } from '../staff/audit';
import { createInvitation } from './invitations';
import { linkPasswordAndSignIn } from './password-sign-in';
import type { StaffRole } from './staff-policy';

/**
 * An admin resets a member who lost the password or the authenticator: every session ends, the
 * password, the second factor and the passkeys are deleted, and the member gets a new one-time
 * link (an invitation naming their account) by mail. Audited as 'staff.access_reset' with the
 * member's id. The account itself stays, so assignments, notes and the audit log keep naming them.
 */
export async function resetMemberAccess(
  ctx: GenericEndpointContext,
  deps: { db: Kysely<Database>; siteOrigin: string },
  { adminId, userId, locale }: { adminId: string; userId: string; locale: Locale },
): Promise<{ expiresAt: string }> {
  if (userId === adminId) throw APIError.from('BAD_REQUEST', { message: 'Not yourself', code: 'not_yourself' });
  const target = await ctx.context.internalAdapter.findUserById(userId);
  if (!target) throw APIError.from('NOT_FOUND', { message: 'Unknown member', code: 'not_found' });
  await ctx.context.internalAdapter.deleteUserSessions(target.id);
  await ctx.context.internalAdapter.updateUser(target.id, { twoFactorEnabled: false });
  await deps.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('staff_accounts').where('user_id', '=', target.id).execute();
    await trx.deleteFrom('staff_two_factors').where('user_id', '=', target.id).execute();
    await trx.deleteFrom('staff_passkeys').where('user_id', '=', target.id).execute();
    await writeAudit(trx, { actorId: adminId, action: 'staff.access_reset', detail: target.id });
  });
  const invitation = await createInvitation(deps.db, {
    email: target.email,
    role: (target as { role?: StaffRole }).role ?? 'staff',
    invitedBy: adminId,
    locale,
    siteOrigin: deps.siteOrigin,
    userId: target.id,
  });
  return { expiresAt: invitation.expiresAt };
}

/**
 * The member opens the reset link: their account gets the new password (hashed by better-auth)
 * and the name they confirm, and is signed in; TOTP enrolment comes next, as for a new account.
 */
export async function restoreAccount(
  ctx: GenericEndpointContext,
  invitation: Pick<StaffInvitationsTable, 'user_id'>,
  input: { name: string; password: string },
) {
  const context = ctx.context;
  const user = invitation.user_id ? await context.internalAdapter.findUserById(invitation.user_id) : null;
  if (!user) throw APIError.from('NOT_FOUND', { message: 'Invalid link', code: 'invalid_link' });
  const updated = (await context.internalAdapter.updateUser(user.id, { name: input.name })) ?? user;
  return linkPasswordAndSignIn(ctx, updated, input.password);
}

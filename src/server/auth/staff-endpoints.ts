import 'server-only';
import type { BetterAuthPlugin } from 'better-auth';
import type { GenericEndpointContext } from '@better-auth/core';
import { APIError, createAuthEndpoint, sessionMiddleware } from 'better-auth/api';
import type { Kysely } from 'kysely';
import QRCode from 'qrcode';
import { z } from 'zod';
import type { Database } from '../db/schema';
import { writeAudit } from '../staff/audit';
import { resetMemberAccess, restoreAccount } from './access-reset';
import { claimInvitation, createInvitation, normalizeEmail, releaseInvitation } from './invitations';
import { claimSetupToken, releaseSetupToken } from './setup-token';
import { linkPasswordAndSignIn } from './password-sign-in';
import { effectivePermissions } from './permissions';
import {
  isStaffRole,
  STAFF_NAME_MAX_LENGTH,
  STAFF_PASSWORD_MAX_LENGTH,
  STAFF_PASSWORD_MIN_LENGTH,
  staffRoles,
  type StaffRole,
} from './staff-policy';

type EndpointDeps = {
  db: Kysely<Database>;
  siteOrigin: string;
  /** better-auth's own TOTP enrolment (`/two-factor/enable`), called with the request's cookies. */
  enableTwoFactor(headers: Headers, password: string): Promise<{ totpURI: string; backupCodes: string[] }>;
  /** Called after an invitation was stored (wakes the mail outbox). */
  onInvited?: () => void;
};

const newAccountBody = z.object({
  token: z.string().min(10).max(200),
  name: z.string().trim().min(1).max(STAFF_NAME_MAX_LENGTH),
  password: z.string().min(STAFF_PASSWORD_MIN_LENGTH).max(STAFF_PASSWORD_MAX_LENGTH),
});

/** The team's endpoints need the `team` permission, by the same rule as the guards (staff-guards.ts). */
function requireTeamPermission(user: Record<string, unknown>): void {
  // A member who has not finished TOTP enrolment has no permissions yet.
  const permitted =
    isStaffRole(user.role) &&
    user.twoFactorEnabled === true &&
    effectivePermissions(user.role, typeof user.permissions === 'string' ? user.permissions : null).includes('team');
  if (!permitted) throw APIError.from('FORBIDDEN', { message: 'Forbidden', code: 'forbidden' });
}

/**
 * The endpoints better-auth does not have, under /api/auth/staff/…: creating an account from an
 * invitation or the setup link (no open sign-up exists), TOTP enrolment with the QR code drawn
 * on the server, and the admin's invite and remove.
 */
export function staffEndpoints(deps: EndpointDeps) {
  /** Creates the account (password hashed by better-auth) and signs it in; TOTP comes next. */
  async function createAccount(
    ctx: GenericEndpointContext,
    input: { email: string; name: string; password: string; role: StaffRole },
  ) {
    const context = ctx.context;
    if (await context.internalAdapter.findUserByEmail(input.email)) {
      throw APIError.from('CONFLICT', { message: 'Account exists', code: 'account_exists' });
    }
    const user = await context.internalAdapter.createUser(
      {
        email: input.email,
        name: input.name,
        emailVerified: true,
        role: input.role,
      },
      { method: 'staff-invitation' },
    );
    return linkPasswordAndSignIn(ctx, user, input.password);
  }

  return {
    id: 'staff-accounts',
    endpoints: {
      staffAcceptInvitation: createAuthEndpoint(
        '/staff/accept-invitation',
        { method: 'POST', body: newAccountBody },
        async (ctx) => {
          const invitation = await claimInvitation(deps.db, ctx.body.token);
          if (!invitation) throw APIError.from('NOT_FOUND', { message: 'Invalid link', code: 'invalid_link' });
          try {
            // A reset link renews the member's own account; an invitation makes a new one.
            if (invitation.user_id) return await restoreAccount(ctx, invitation, ctx.body);
            return await createAccount(ctx, { ...ctx.body, email: invitation.email, role: invitation.role });
          } catch (error) {
            await releaseInvitation(deps.db, invitation.id);
            throw error;
          }
        },
      ),
      staffSetup: createAuthEndpoint(
        '/staff/setup',
        { method: 'POST', body: newAccountBody.extend({ email: z.email().max(254) }) },
        async (ctx) => {
          const claimed = await claimSetupToken(deps.db, ctx.body.token);
          if (!claimed) throw APIError.from('NOT_FOUND', { message: 'Invalid link', code: 'invalid_link' });
          try {
            return await createAccount(ctx, { ...ctx.body, email: normalizeEmail(ctx.body.email), role: 'admin' });
          } catch (error) {
            await releaseSetupToken(deps.db, claimed);
            throw error;
          }
        },
      ),
      staffTotpSetup: createAuthEndpoint(
        '/staff/totp-setup',
        {
          method: 'POST',
          body: z.object({ password: z.string().min(1).max(STAFF_PASSWORD_MAX_LENGTH) }),
          use: [sessionMiddleware],
        },
        async (ctx) => {
          if (ctx.context.session.user.twoFactorEnabled === true) {
            throw APIError.from('CONFLICT', { message: 'Already enrolled', code: 'already_enrolled' });
          }
          const headers = ctx.request?.headers ?? ctx.headers ?? new Headers();
          const { totpURI, backupCodes } = await deps.enableTwoFactor(headers, ctx.body.password);
          const secret = new URL(totpURI).searchParams.get('secret') ?? '';
          const qrSvg = await QRCode.toString(totpURI, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
          return ctx.json({ totpURI, secret, qrSvg, backupCodes });
        },
      ),
      staffInvite: createAuthEndpoint(
        '/staff/invite',
        {
          method: 'POST',
          body: z.object({
            email: z.email().max(254),
            role: z.enum(staffRoles),
            locale: z.enum(['de', 'en']).default('de'),
          }),
          use: [sessionMiddleware],
        },
        async (ctx) => {
          const admin = ctx.context.session.user;
          requireTeamPermission(admin);
          const email = normalizeEmail(ctx.body.email);
          if (await ctx.context.internalAdapter.findUserByEmail(email)) {
            throw APIError.from('CONFLICT', { message: 'Account exists', code: 'account_exists' });
          }
          const invitation = await createInvitation(deps.db, {
            email,
            role: ctx.body.role,
            invitedBy: admin.id,
            locale: ctx.body.locale,
            siteOrigin: deps.siteOrigin,
          });
          deps.onInvited?.();
          return ctx.json({ ok: true, id: invitation.id, expiresAt: invitation.expiresAt });
        },
      ),
      staffResetAccess: createAuthEndpoint(
        '/staff/reset-access',
        {
          method: 'POST',
          body: z.object({ userId: z.string().min(1).max(100), locale: z.enum(['de', 'en']).default('de') }),
          use: [sessionMiddleware],
        },
        async (ctx) => {
          const admin = ctx.context.session.user;
          requireTeamPermission(admin);
          const reset = await resetMemberAccess(ctx, deps, {
            adminId: admin.id,
            userId: ctx.body.userId,
            locale: ctx.body.locale,
          });
          deps.onInvited?.();
          return ctx.json({ ok: true, expiresAt: reset.expiresAt });
        },
      ),
      staffRemoveMember: createAuthEndpoint(
        '/staff/remove-member',
        { method: 'POST', body: z.object({ userId: z.string().min(1).max(100) }), use: [sessionMiddleware] },
        async (ctx) => {
          const admin = ctx.context.session.user;
          requireTeamPermission(admin);
          if (ctx.body.userId === admin.id) {
            throw APIError.from('BAD_REQUEST', { message: 'Not yourself', code: 'not_yourself' });
          }
          const target = await ctx.context.internalAdapter.findUserById(ctx.body.userId);
          if (!target) throw APIError.from('NOT_FOUND', { message: 'Unknown member', code: 'not_found' });
          // Sessions first, so the member is signed out everywhere even if a later step failed.
          await ctx.context.internalAdapter.deleteUserSessions(target.id);
          await ctx.context.internalAdapter.deleteUser(target.id);
          await writeAudit(deps.db, { actorId: admin.id, action: 'member.removed', detail: target.id });
          return ctx.json({ ok: true });
        },
      ),
    },
  } satisfies BetterAuthPlugin;
}

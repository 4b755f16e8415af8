import 'server-only';
import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { writeAudit, type AuditAction } from '../staff/audit';
import type { AuthMiddlewareContext } from './sign-in-limits';

/**
 * Changes to a member's ways in, recorded in the audit log after better-auth made them: a
 * passkey registered or removed, TOTP enrolment confirmed. (Invitations and removed members are
 * recorded where they happen: invitations.ts, staff-endpoints.ts.)
 */
const succeeded = (ctx: AuthMiddlewareContext) =>
  !(ctx.context.returned instanceof APIError) && !(ctx.context.returned instanceof Error);

export function authAudit(db: Kysely<Database>) {
  const record = async (ctx: AuthMiddlewareContext, action: AuditAction, detail: string | null) => {
    const session = await getSessionFromCtx(ctx);
    if (session) await writeAudit(db, { actorId: session.user.id, action, detail });
  };
  return {
    id: 'staff-auth-audit',
    hooks: {
      after: [
        {
          matcher: (ctx) => ctx.path === '/passkey/verify-registration',
          handler: createAuthMiddleware(async (ctx) => {
            const passkey = ctx.context.returned as { id?: unknown } | undefined;
            if (succeeded(ctx) && typeof passkey?.id === 'string') await record(ctx, 'passkey.registered', passkey.id);
          }),
        },
        {
          matcher: (ctx) => ctx.path === '/passkey/delete-passkey',
          handler: createAuthMiddleware(async (ctx) => {
            const id = (ctx.body as { id?: unknown } | undefined)?.id;
            if (succeeded(ctx) && typeof id === 'string') await record(ctx, 'passkey.removed', id);
          }),
        },
        {
          // The session as it was before the code: an account without TOTP just confirmed it.
          matcher: (ctx) => ctx.path === '/two-factor/verify-totp',
          handler: createAuthMiddleware(async (ctx) => {
            const before = ctx.context.session as { user?: { id: string; twoFactorEnabled?: unknown } } | null;
            if (succeeded(ctx) && before?.user && before.user.twoFactorEnabled !== true) {
              await writeAudit(db, { actorId: before.user.id, action: 'totp.enrolled' });
            }
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}

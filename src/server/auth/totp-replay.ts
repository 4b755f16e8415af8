import 'server-only';
import { createHash } from 'node:crypto';
import { APIError, getSessionFromCtx } from 'better-auth/api';
import type { RateLimiter } from '../rate-limit';
import type { AuthMiddlewareContext } from './sign-in-limits';

/** The error code the sign-in and enrolment forms turn into "this code has been used". */
export const TOTP_CODE_USED = 'TOTP_CODE_USED';

/**
 * The account a TOTP code is offered for: the signed-in one (confirming enrolment), or the one
 * whose password was just accepted (better-auth's signed two-factor cookie names its pending
 * sign-in). Undefined when neither: better-auth refuses such a request itself.
 */
async function codeOwner(ctx: AuthMiddlewareContext): Promise<string | undefined> {
  const session = await getSessionFromCtx(ctx).catch(() => null);
  if (session) return session.user.id;
  const cookie = ctx.context.createAuthCookie('two_factor');
  const pending = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!pending) return undefined;
  const verification = await ctx.context.internalAdapter.findVerificationValue(pending);
  return verification?.value;
}

/** Part of better-auth's `hooks.before`: refuses a TOTP code the account has offered before. */
export async function refuseUsedTotpCode(ctx: AuthMiddlewareContext, codes: RateLimiter): Promise<void> {
  if (ctx.path !== '/two-factor/verify-totp') return;
  const code = (ctx.body as { code?: unknown } | undefined)?.code;
  if (typeof code !== 'string') return;
  const owner = await codeOwner(ctx);
  if (!owner) return;
  const key = createHash('sha256')
    .update(`${owner}:${code.replace(/\s+/g, '')}`, 'utf8')
    .digest('hex')
    .slice(0, 32);
  const decision = await codes.consume(key);
  if (!decision.allowed) {
    throw new APIError('UNAUTHORIZED', { message: 'This code has already been used.', code: TOTP_CODE_USED });
  }
}

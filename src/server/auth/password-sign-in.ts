import 'server-only';
import type { GenericEndpointContext } from '@better-auth/core';
import { setSessionCookie } from 'better-auth/cookies';

type SignedInUser = Parameters<typeof setSessionCookie>[1]['user'];

/**
 * The last step of accepting an invitation or restoring access: the account gets its password
 * and the browser a session, answered as `{ ok, userId }`.
 */
export async function linkPasswordAndSignIn(ctx: GenericEndpointContext, user: SignedInUser, password: string) {
  const context = ctx.context;
  await context.internalAdapter.linkAccount({
    userId: user.id,
    providerId: 'credential',
    accountId: user.id,
    password: await context.password.hash(password),
  });
  const session = await context.internalAdapter.createSession(user.id);
  await setSessionCookie(ctx, { session, user });
  return ctx.json({ ok: true, userId: user.id });
}

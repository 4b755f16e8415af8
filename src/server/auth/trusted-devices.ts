import 'server-only';
import { APIError, getSessionFromCtx } from 'better-auth/api';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { AuthMiddlewareContext } from './sign-in-limits';

/**
 * The second factor is required at every sign-in, for everyone: better-auth's "trust this
 * device" (a 30-day cookie that skips TOTP) is refused, and any trusted device left from before
 * is revoked when the member signs out everywhere (and once by migration 2026-11-28-002).
 */
const secondFactorPaths = new Set(['/two-factor/verify-totp', '/two-factor/verify-backup-code']);

/** better-auth keeps a trusted device as a verification row `trust-device-…` holding the user id. */
export const TRUSTED_DEVICE_PREFIX = 'trust-device-';

/** Part of `hooks.before`: a second-factor step that asks to trust the device is refused (400). */
export function refuseTrustDevice(ctx: AuthMiddlewareContext): void {
  if (!secondFactorPaths.has(ctx.path)) return;
  const trustDevice = (ctx.body as { trustDevice?: unknown } | undefined)?.trustDevice;
  if (trustDevice !== undefined && trustDevice !== false) {
    throw APIError.from('BAD_REQUEST', {
      message: 'Trusting a device is not offered: the second factor is required at every sign-in.',
      code: 'trust_device_refused',
    });
  }
}

/** Deletes every trusted device of an account (its browsers must enter the second factor again). */
export async function revokeTrustedDevices(db: Kysely<Database>, userId: string): Promise<number> {
  const result = await db
    .deleteFrom('staff_verifications')
    .where('value', '=', userId)
    .where('identifier', 'like', `${TRUSTED_DEVICE_PREFIX}%`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Part of `hooks.before`: "sign out everywhere" (`/revoke-sessions`) revokes trusted devices too. */
export async function revokeTrustedDevicesWithSessions(
  ctx: AuthMiddlewareContext,
  db: Kysely<Database>,
): Promise<void> {
  if (ctx.path !== '/revoke-sessions') return;
  const session = await getSessionFromCtx(ctx).catch(() => null);
  if (session) await revokeTrustedDevices(db, session.user.id);
}

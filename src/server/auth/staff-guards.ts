import 'server-only';
import { siteOrigin } from '@/lib/site-url';
import { isCrossSite } from '../http/cross-site';
import { HttpError } from '../http/http-error';
import type { StaffAuth } from './auth';
import { effectivePermissions, hasPermission, type Permission } from './permissions';
import { isStaffRole, type StaffRole } from './staff-policy';

/**
 * A signed-in member who completed the second factor and has TOTP enrolled, with what they may
 * do (their role's permissions and their grants, permissions.ts).
 */
export type StaffSession = {
  userId: string;
  name: string;
  email: string;
  role: StaffRole;
  permissions: Permission[];
  sessionId: string;
};

/**
 * Where a request stands: no session, a session whose account has no TOTP yet (it must enrol
 * before anything else), or a complete staff session.
 *
 * better-auth creates no session after the password of an account with TOTP until the code is
 * verified (or for a passkey), so a session of an enrolled account has passed its second factor.
 * A session made before enrolment (right after accepting an invitation) only counts once the
 * enrolment was confirmed with a code.
 */
export type StaffSessionState =
  { kind: 'none' } | { kind: 'needs-totp'; userId: string } | { kind: 'ok'; session: StaffSession };

export async function staffSessionState(auth: StaffAuth, headers: Headers): Promise<StaffSessionState> {
  const result = await auth.api.getSession({ headers });
  if (!result) return { kind: 'none' };
  const { user, session } = result;
  const role: unknown = (user as { role?: unknown }).role;
  if (!isStaffRole(role)) return { kind: 'none' };
  if ((user as { twoFactorEnabled?: unknown }).twoFactorEnabled !== true)
    return { kind: 'needs-totp', userId: user.id };
  const grants = (user as { permissions?: unknown }).permissions;
  return {
    kind: 'ok',
    session: {
      userId: user.id,
      name: user.name,
      email: user.email,
      role,
      permissions: effectivePermissions(role, typeof grants === 'string' ? grants : null),
      sessionId: session.id,
    },
  };
}

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The guard of route handlers: 403 `cross_site` for a state-changing request from another site,
 * 401 without a complete staff session, 403 without the permission.
 */
export async function staffRequestSession(
  auth: StaffAuth,
  request: Request,
  permission?: Permission,
): Promise<StaffSession> {
  if (stateChanging.has(request.method.toUpperCase()) && isCrossSite(request.headers, siteOrigin())) {
    throw new HttpError('cross_site');
  }
  const state = await staffSessionState(auth, request.headers);
  if (state.kind !== 'ok') throw new HttpError('unauthorized');
  if (permission && !hasPermission(state.session, permission)) throw new HttpError('forbidden');
  return state.session;
}

import 'server-only';
import { forbidden, redirect } from 'next/navigation';
import { headers } from 'next/headers';
import type { Locale } from '@/i18n/locales';
import { localizedPath } from '@/lib/site-url';
import { getDatabase } from '../db';
import { hasPermission, type Permission } from './permissions';
import { staffRequestSession, staffSessionState, type StaffSession, type StaffSessionState } from './staff-guards';
import { listMembers, type StaffMember } from './staff-members';
import { getStaffAuth } from './staff-auth-instance';
import { safeStaffPath } from './safe-next';

export type { StaffSession, StaffSessionState } from './staff-guards';
export type { StaffMember } from './staff-members';

/** The complete staff session of a request (signed in, second factor done, TOTP enrolled), or null. */
export async function getStaffSession(requestHeaders: Headers): Promise<StaffSession | null> {
  const state = await staffSessionState(await getStaffAuth(), requestHeaders);
  return state.kind === 'ok' ? state.session : null;
}

/** Where a request stands (no session, TOTP enrolment due, complete): the sign-in pages' view. */
export async function getStaffSessionState(requestHeaders: Headers): Promise<StaffSessionState> {
  return staffSessionState(await getStaffAuth(), requestHeaders);
}

/**
 * The guard of the back office's Server Components. Without a session: to the sign-in page,
 * which returns to `path` (the page's own path, without locale; default the inbox). An account
 * without TOTP: to its enrolment. Without the permission: Next's 403 page (`forbidden()`,
 * src/app/[locale]/intern/forbidden.tsx).
 */
export async function requireStaffPage(
  locale: Locale,
  permission?: Permission,
  path = '/intern',
): Promise<StaffSession> {
  const state = await staffSessionState(await getStaffAuth(), await headers());
  if (state.kind === 'none') {
    const next = safeStaffPath(path) ?? '/intern';
    redirect(`${localizedPath('/intern/anmelden', locale)}?next=${encodeURIComponent(next)}`);
  }
  if (state.kind === 'needs-totp') redirect(localizedPath('/intern/zwei-faktor', locale));
  if (permission && !hasPermission(state.session, permission)) forbidden();
  return state.session;
}

/**
 * The guard of the back office's route handlers: throws HttpError `cross_site` (403) for a
 * state-changing cross-site request, `unauthorized` (401) without a complete session,
 * `forbidden` (403) without the permission.
 */
export async function requireStaffRequest(request: Request, permission?: Permission): Promise<StaffSession> {
  return staffRequestSession(await getStaffAuth(), request, permission);
}

/** Every staff member (id, name, email, role), by name: the assignment dropdown. */
export async function listStaffMembers(): Promise<StaffMember[]> {
  const members = await listMembers((await getDatabase()).db);
  return members.map(({ id, name, email, role }) => ({ id, name, email, role }));
}

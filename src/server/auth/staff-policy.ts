import { retention } from '@/content/retention';

/** The rules of staff accounts, shared by the server, the pages and the tests. */
export const STAFF_PASSWORD_MIN_LENGTH = 12;
export const STAFF_PASSWORD_MAX_LENGTH = 128;
export const STAFF_NAME_MAX_LENGTH = 100;

/** An invitation link is valid for 72 hours, once (the Datenschutz page states these periods). */
export const INVITATION_VALID_HOURS = retention.staffInvitationHours;
/** The first-start setup link is valid for 24 hours, once, and only while no account exists. */
export const SETUP_VALID_HOURS = retention.staffSetupHours;

/** A session ends after 12 hours without activity; each use (at most once an hour) extends it. */
export const SESSION_IDLE_SECONDS = retention.staffSessionIdleHours * 60 * 60;
export const SESSION_REFRESH_SECONDS = 60 * 60;

export const staffRoles = ['admin', 'staff'] as const;
export type StaffRole = (typeof staffRoles)[number];

export function isStaffRole(value: unknown): value is StaffRole {
  return value === 'admin' || value === 'staff';
}

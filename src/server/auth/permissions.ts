import { type StaffRole } from './staff-policy';

/**
 * What a staff member may do in the back office. Pages, endpoints and the office's navigation
 * ask for a permission, never for a role: the role → permission map below is the one place that
 * says who may what (docs/staff-auth.md, "Roles and permissions").
 */
export const permissions = [
  /** The inbox, a lead's page, notes, status, assignment, a sell request's offer and progress. */
  'leads',
  /** The mail outbox: failed mails, sending again. */
  'outbox',
  /** The inbox as CSV. */
  'export',
  /** Erasing a person's data. */
  'erasure',
  /** The audit log. */
  'audit',
  /** Members and invitations: invite, remove, grant permissions. */
  'team',
  /** The price editor: drafts, imports, exports, publish and rollback of the price lists. */
  'prices',
] as const;

export type Permission = (typeof permissions)[number];

export const rolePermissions: Record<StaffRole, readonly Permission[]> = {
  admin: permissions,
  staff: ['leads'],
};

/**
 * Permissions a member with the `team` permission may grant a member beyond their role (stored
 * per member in `staff_users.permissions`, comma-separated). Only these are ever read from there.
 */
export const grantablePermissions: readonly Permission[] = ['prices'];

export function isPermission(value: unknown): value is Permission {
  return (permissions as readonly unknown[]).includes(value);
}

/** A member's stored grants: known, grantable permissions only; anything else is ignored. */
export function parseGrants(stored: string | null | undefined): Permission[] {
  const grants = (stored ?? '').split(',').map((part) => part.trim());
  return grants.filter((grant): grant is Permission => isPermission(grant) && grantablePermissions.includes(grant));
}

/** The stored form of grants (sorted, unique, grantable only); null for none. */
export function formatGrants(grants: readonly string[]): string | null {
  const kept = [...new Set(parseGrants(grants.join(',')))].sort();
  return kept.length ? kept.join(',') : null;
}

/** What a member may do: their role's permissions and their grants. */
export function effectivePermissions(role: StaffRole, stored: string | null | undefined): Permission[] {
  return [...new Set([...rolePermissions[role], ...parseGrants(stored)])];
}

export function hasPermission(session: { permissions: readonly Permission[] }, permission: Permission): boolean {
  return session.permissions.includes(permission);
}

import type { StaffRole } from '../auth/staff-policy';

/**
 * Tables of the staff sign-in (better-auth's user, session, account, verification, twoFactor and
 * passkey models, mapped to snake_case in src/server/auth/auth.ts) and of invitations and the
 * first-start setup token.
 *
 * better-auth writes its dates and flags per dialect (staff-auth-migration.ts): SQLite an ISO
 * string and 0/1, PostgreSQL a Date and a boolean. Code outside better-auth should not read
 * those columns; where it must, it converts with `new Date(value)` / `Boolean(value)`.
 */
export type AuthTimestamp = string | Date;
export type AuthFlag = number | boolean;

export interface StaffUsersTable {
  id: string;
  name: string;
  email: string;
  email_verified: AuthFlag;
  image: string | null;
  role: StaffRole;
  /** Permissions granted beyond the role, comma-separated (src/server/auth/permissions.ts). */
  permissions: string | null;
  two_factor_enabled: AuthFlag | null;
  created_at: AuthTimestamp;
  updated_at: AuthTimestamp;
}

export interface StaffSessionsTable {
  id: string;
  user_id: string;
  token: string;
  expires_at: AuthTimestamp;
  ip_address: string | null;
  user_agent: string | null;
  created_at: AuthTimestamp;
  updated_at: AuthTimestamp;
}

export interface StaffAccountsTable {
  id: string;
  user_id: string;
  account_id: string;
  provider_id: string;
  access_token: string | null;
  refresh_token: string | null;
  id_token: string | null;
  access_token_expires_at: AuthTimestamp | null;
  refresh_token_expires_at: AuthTimestamp | null;
  scope: string | null;
  password: string | null;
  created_at: AuthTimestamp;
  updated_at: AuthTimestamp;
}

export interface StaffVerificationsTable {
  id: string;
  identifier: string;
  value: string;
  expires_at: AuthTimestamp;
  created_at: AuthTimestamp;
  updated_at: AuthTimestamp;
}

export interface StaffTwoFactorsTable {
  id: string;
  user_id: string;
  secret: string;
  backup_codes: string;
  verified: AuthFlag | null;
  failed_verification_count: number | null;
  locked_until: AuthTimestamp | null;
}

export interface StaffPasskeysTable {
  id: string;
  user_id: string;
  name: string | null;
  public_key: string;
  credential_id: string;
  counter: number;
  device_type: string;
  backed_up: AuthFlag;
  transports: string | null;
  aaguid: string | null;
  created_at: AuthTimestamp | null;
}

/** One invitation: only the sha256 of its token is stored; one use, valid for a limited time. */
export interface StaffInvitationsTable {
  id: string;
  email: string;
  role: StaffRole;
  token_hash: string;
  /** The inviting admin's user id; null when invited from the command line. */
  invited_by: string | null;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/** The first-start link that creates the first administrator (sha256 of its token only). */
export interface StaffSetupTokensTable {
  id: string;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface StaffAuthTables {
  staff_users: StaffUsersTable;
  staff_sessions: StaffSessionsTable;
  staff_accounts: StaffAccountsTable;
  staff_verifications: StaffVerificationsTable;
  staff_two_factors: StaffTwoFactorsTable;
  staff_passkeys: StaffPasskeysTable;
  staff_invitations: StaffInvitationsTable;
  staff_setup_tokens: StaffSetupTokensTable;
}

import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Locale } from '@/i18n/locales';
import { localizedPath } from '@/lib/site-url';
import type { Database } from '../db/schema';
import { COMMAND_LINE_ACTOR, writeAudit } from '../staff/audit';
import type { StaffInvitationsTable } from '../db/staff-auth-schema';
import { outboxRow } from '../mail/outbox-row';
import { composeInvitationMail } from './invitation-mail';
import { INVITATION_VALID_HOURS, type StaffRole } from './staff-policy';
import { newLinkToken, tokenHash } from './tokens';

const HOUR_MS = 3_600_000;

/** The invitation page of a locale (German /intern/einladung, English /en/intern/einladung). */
export function invitationLink(siteOrigin: string, token: string, locale: Locale): string {
  return `${siteOrigin}${localizedPath('/intern/einladung', locale)}?token=${encodeURIComponent(token)}`;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

type InviteInput = {
  email: string;
  role: StaffRole;
  /** The inviting admin; null from the command line. */
  invitedBy: string | null;
  locale: Locale;
  siteOrigin: string;
  /** An access reset: the member's existing account, which the link gives a new password. */
  userId?: string | null;
  now?: Date;
};

/**
 * Creates an invitation, its mail and its audit entry in ONE transaction (the outbox sends it;
 * without SMTP it is an .eml file), and returns the link, which exists nowhere else: only its digest is stored.
 * Earlier open invitations of the same address are withdrawn, so only the newest link works.
 */
export async function createInvitation(
  db: Kysely<Database>,
  input: InviteInput,
): Promise<{ id: string; link: string; expiresAt: string }> {
  const now = input.now ?? new Date();
  const email = normalizeEmail(input.email);
  const token = newLinkToken();
  const link = invitationLink(input.siteOrigin, token, input.locale);
  const id = randomUUID();
  const created = now.toISOString();
  const expiresAt = new Date(now.getTime() + INVITATION_VALID_HOURS * HOUR_MS).toISOString();
  const mail = composeInvitationMail({
    email,
    role: input.role,
    link,
    locale: input.locale,
    reset: Boolean(input.userId),
  });
  const outbox = outboxRow(null, 'staff-invitation', mail, created);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('staff_invitations').where('email', '=', email).where('used_at', 'is', null).execute();
    await trx
      .insertInto('staff_invitations')
      .values({
        id,
        email,
        role: input.role,
        token_hash: tokenHash(token),
        invited_by: input.invitedBy,
        expires_at: expiresAt,
        used_at: null,
        created_at: created,
        user_id: input.userId ?? null,
      })
      .execute();
    await trx.insertInto('mail_outbox').values(outbox).execute();
    await writeAudit(trx, {
      actorId: input.invitedBy ?? COMMAND_LINE_ACTOR,
      action: 'member.invited',
      detail: input.role,
      now,
    });
  });
  return { id, link, expiresAt };
}

/** The open invitation of a token (unused, unexpired), or null. Reads only; see claimInvitation. */
export async function findOpenInvitation(
  db: Kysely<Database>,
  token: string,
  now = new Date(),
): Promise<StaffInvitationsTable | null> {
  const row = await db
    .selectFrom('staff_invitations')
    .selectAll()
    .where('token_hash', '=', tokenHash(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return row ?? null;
}

/**
 * Marks an open invitation used, atomically: of two requests with the same link only one gets
 * the row. Returns it, or null when the link is unknown, used or expired.
 */
export async function claimInvitation(
  db: Kysely<Database>,
  token: string,
  now = new Date(),
): Promise<StaffInvitationsTable | null> {
  const open = await findOpenInvitation(db, token, now);
  if (!open) return null;
  const result = await db
    .updateTable('staff_invitations')
    .set({ used_at: now.toISOString() })
    .where('id', '=', open.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? { ...open, used_at: now.toISOString() } : null;
}

/** Gives a claimed invitation back when creating the account failed, so the link still works. */
export async function releaseInvitation(db: Kysely<Database>, id: string): Promise<void> {
  await db.updateTable('staff_invitations').set({ used_at: null }).where('id', '=', id).execute();
}

export type PendingInvitation = Pick<StaffInvitationsTable, 'id' | 'email' | 'role' | 'expires_at' | 'created_at'>;

/** Invitations not yet accepted and still valid, newest first (the team page). */
export async function listPendingInvitations(db: Kysely<Database>, now = new Date()): Promise<PendingInvitation[]> {
  return db
    .selectFrom('staff_invitations')
    .select(['id', 'email', 'role', 'expires_at', 'created_at'])
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .orderBy('created_at', 'desc')
    .execute();
}

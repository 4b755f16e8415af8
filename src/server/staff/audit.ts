import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

/** What the audit log records. Add an action here (and its label in staff.json) before writing it. */
const auditActions = [
  'lead.viewed',
  'lead.status_changed',
  'lead.assigned',
  'lead.note_added',
  'lead.erased',
  'person.erased',
  'leads.exported',
  'mail.resent',
  // Sell requests (src/server/sell-requests/): the staff's offer, the visitor's decision (actor
  // 'visitor'), and the goods' progress.
  'offer.sent',
  'offer.accepted',
  'offer.declined',
  'sell_request.goods_received',
  'sell_request.paid',
  // After the acceptance: closing the lead withdrew the open offer; the handover plan (and each
  // change); a corrected receipt; the documents (detail: their number).
  'offer.withdrawn',
  'sell_request.scheduled',
  'sell_request.schedule_changed',
  'sell_request.receipt_corrected',
  'credit_note.issued',
  'certificate.issued',
  'certificate.revoked',
  // A staff member opened an inquiry's photo or document (GET /api/uploads/<id>); the detail is
  // the file's random id. At most one entry per member and file an hour: the lead page's
  // thumbnails load every file each time it is opened.
  'attachment.viewed',
  // The team and its ways in (src/server/auth/): the detail is a role, a member's or a passkey's
  // random id. An invitation from the command line has the actor COMMAND_LINE_ACTOR.
  'member.invited',
  'member.removed',
  'passkey.registered',
  'passkey.removed',
  'totp.enrolled',
  // An admin reset a member's access (detail: the member's user id).
  'staff.access_reset',
  // An admin exported the records kept after erasures for the tax adviser (detail: row count).
  'records.exported',
  // Price lists (src/server/prices/): a published version and a rollback; the detail names the
  // list and the version ("gpu v7").
  'prices.published',
  'prices.rolled_back',
  // A member's permissions beyond their role changed (src/server/staff/team-http.ts); the
  // detail is `<user id>:<grants, comma-separated, or none>`.
  'team.permissions_changed',
] as const;

/** The actor of what `npm run staff` does. */
export const COMMAND_LINE_ACTOR = 'command-line';

export type AuditAction = (typeof auditActions)[number];

export function isAuditAction(value: string): value is AuditAction {
  return (auditActions as readonly string[]).includes(value);
}

type AuditEntry = {
  actorId: string;
  action: AuditAction;
  leadId?: string | null;
  /**
   * Non-personal only: a status, a count, an outbox id. Never message text, names or addresses
   * (entries outlive an erased lead); callers pass values from closed sets or numbers.
   */
  detail?: string | null;
  /** The lead's reference number when the lead is already gone (an erasure); else read from the lead. */
  reference?: string | null;
  now?: Date;
};

/**
 * Writes one audit row in the caller's transaction, so a change and its record commit together.
 * The row copies the lead's reference number (not personal data), so it still says which request
 * it was about after the lead is erased.
 */
export async function writeAudit(
  db: Transaction<Database> | Kysely<Database>,
  { actorId, action, leadId = null, detail = null, reference, now = new Date() }: AuditEntry,
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values((eb) => ({
      id: randomUUID(),
      actor_id: actorId,
      action,
      lead_id: leadId,
      detail,
      created_at: now.toISOString(),
      lead_reference:
        reference !== undefined || !leadId
          ? (reference ?? null)
          : eb.selectFrom('leads').select('leads.reference').where('leads.id', '=', leadId),
    }))
    .execute();
}

/** How long one 'attachment.viewed' or 'lead.viewed' entry stands for a member's further views of the same thing. */
const ATTACHMENT_VIEW_COALESCE_MS = 60 * 60 * 1000;

/**
 * Writes a view entry unless the log already has one by the same member of the same thing (a
 * lead, a file) within the hour.
 */
async function auditViewOnce(
  db: Transaction<Database> | Kysely<Database>,
  entry: AuditEntry & { action: 'lead.viewed' | 'attachment.viewed'; now: Date },
  same: { column: 'lead_id' | 'detail'; value: string },
): Promise<void> {
  const since = new Date(entry.now.getTime() - ATTACHMENT_VIEW_COALESCE_MS).toISOString();
  const recent = await db
    .selectFrom('audit_log')
    .select('id')
    .where('actor_id', '=', entry.actorId)
    .where('action', '=', entry.action)
    .where(same.column, '=', same.value)
    .where('created_at', '>', since)
    .executeTakeFirst();
  if (!recent) await writeAudit(db, entry);
}

/**
 * Records that a staff member opened a lead, unless the log already says so for the last hour:
 * the page is shown again after every form post on it, and five "viewed" rows a minute said
 * nothing. Written in the reading transaction, before the detail is returned.
 */
export async function auditLeadView(
  db: Transaction<Database> | Kysely<Database>,
  { actorId, leadId, now = new Date() }: { actorId: string; leadId: string; now?: Date },
): Promise<void> {
  await auditViewOnce(db, { actorId, action: 'lead.viewed', leadId, now }, { column: 'lead_id', value: leadId });
}

/**
 * Records that a staff member opened a file, unless the log already says so for the last hour.
 * Written before the file is returned, like 'lead.viewed'.
 */
export async function auditAttachmentView(
  db: Kysely<Database>,
  {
    actorId,
    uploadId,
    leadId,
    now = new Date(),
  }: { actorId: string; uploadId: string; leadId: string | null; now?: Date },
): Promise<void> {
  await auditViewOnce(
    db,
    { actorId, action: 'attachment.viewed', leadId, detail: uploadId, now },
    { column: 'detail', value: uploadId },
  );
}

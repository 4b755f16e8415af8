import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

/** What the audit log records. Add an action here (and its label in staff.json) before writing it. */
export const auditActions = [
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
  // A staff member opened an inquiry's photo or document (GET /api/uploads/<id>); the detail is
  // the file's random id. At most one entry per member and file an hour: the lead page's
  // thumbnails load every file each time it is opened.
  'attachment.viewed',
  // Price lists (src/server/prices/): a published version and a rollback; the detail names the
  // list and the version ("gpu v7").
  'prices.published',
  'prices.rolled_back',
  // A member's permissions beyond their role changed (src/server/staff/team-http.ts); the
  // detail is `<user id>:<grants, comma-separated, or none>`.
  'team.permissions_changed',
] as const;

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
  now?: Date;
};

/** Writes one audit row in the caller's transaction, so a change and its record commit together. */
export async function writeAudit(
  db: Transaction<Database> | Kysely<Database>,
  { actorId, action, leadId = null, detail = null, now = new Date() }: AuditEntry,
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      id: randomUUID(),
      actor_id: actorId,
      action,
      lead_id: leadId,
      detail,
      created_at: now.toISOString(),
    })
    .execute();
}

/** How long one 'attachment.viewed' entry stands for a member's further views of the same file. */
export const ATTACHMENT_VIEW_COALESCE_MS = 60 * 60 * 1000;

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
  const since = new Date(now.getTime() - ATTACHMENT_VIEW_COALESCE_MS).toISOString();
  const recent = await db
    .selectFrom('audit_log')
    .select('id')
    .where('actor_id', '=', actorId)
    .where('action', '=', 'attachment.viewed')
    .where('detail', '=', uploadId)
    .where('created_at', '>', since)
    .executeTakeFirst();
  if (!recent) await writeAudit(db, { actorId, action: 'attachment.viewed', leadId, detail: uploadId, now });
}

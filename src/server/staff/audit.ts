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

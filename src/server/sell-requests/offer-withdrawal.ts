import 'server-only';
import type { Transaction } from 'kysely';
import type { Database, LeadStatus } from '../db/schema';
import { writeAudit } from '../staff/audit';

/** The statuses that close a lead: an offer still open then can no longer be accepted. */
const closing: readonly LeadStatus[] = ['won', 'lost', 'spam'];

/**
 * Withdraws a lead's open offer (undecided, not yet withdrawn) when the lead is closed, in the
 * caller's transaction, audited as 'offer.withdrawn'. The visitor's own decision moves the lead
 * to won or lost after the offer is decided, so it finds nothing open. Called by the workflow's
 * one status change (transitionLead), so every way of closing a lead does it.
 */
export async function withdrawOpenOffer(
  trx: Transaction<Database>,
  { leadId, status, actorId, now }: { leadId: string; status: LeadStatus; actorId: string; now: Date },
): Promise<void> {
  if (!closing.includes(status)) return;
  const open = await trx
    .selectFrom('sell_offers')
    .select('id')
    .where('lead_id', '=', leadId)
    .where('decision', 'is', null)
    .where('withdrawn_at', 'is', null)
    .execute();
  if (open.length === 0) return;
  await trx
    .updateTable('sell_offers')
    .set({ withdrawn_at: now.toISOString() })
    .where(
      'id',
      'in',
      open.map((offer) => offer.id),
    )
    .execute();
  for (const offer of open)
    await writeAudit(trx, { actorId, action: 'offer.withdrawn', leadId, detail: offer.id, now });
}

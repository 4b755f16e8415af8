import 'server-only';
import type { Kysely, Transaction } from 'kysely';
import type { Database, LeadStatus } from '../db/schema';
import type { OfferDecision } from '../db/sell-requests-schema';
import { queueLeadMails } from '../leads/lead-repository';
import { notificationRecipient } from '../mail/compose';
import { writeAudit } from '../staff/audit';
import { canTransition } from '../staff/lead-status';
import { dialectOf } from '../staff/lead-search';
import { transitionLead } from '../staff/lead-workflow';
import { composeDecisionNews } from './fulfilment-mails';
import { VISITOR_ACTOR } from './sell-request-error';
import { offerExpired } from './timeline';
import { leadIdOfToken } from './view';

export type DecisionOutcome =
  'accepted' | 'declined' | 'expired' | 'already_decided' | 'no_offer' | 'changed' | 'withdrawn' | 'not_found';

/** The offer the visitor saw: its id and version, as the status page's form carries them. */
export type ShownOffer = { offerId: string; version: number };

/** The assigned member's address, else the team's (the notification recipient). */
async function newsRecipient(trx: Transaction<Database>, assignedTo: string | null): Promise<string> {
  if (assignedTo) {
    const member = await trx.selectFrom('staff_users').select('email').where('id', '=', assignedTo).executeTakeFirst();
    if (member?.email) return member.email;
  }
  return notificationRecipient();
}

/**
 * The visitor accepts or declines the offer they saw on the status page (the token is the key, the
 * form names the offer's id and version). Only the latest offer, while valid, undecided and not
 * withdrawn: an offer replaced since the page was loaded answers 'changed' (the page then shows
 * the current one), silence is never acceptance, an expired offer can no longer be accepted. The
 * decision moves the lead to won | lost through the workflow rule when the rule allows it, is
 * audited with the actor 'visitor', marks the lead in the inbox and mails the assigned member (or
 * the team) with a link into the back office, all in one transaction.
 */
export async function decideOffer(
  db: Kysely<Database>,
  {
    token,
    decision,
    shown,
    now = new Date(),
  }: { token: string; decision: 'accept' | 'decline'; shown: ShownOffer | null; now?: Date },
): Promise<DecisionOutcome> {
  const leadId = await leadIdOfToken(db, token);
  if (!leadId) return 'not_found';
  const pg = dialectOf(db) === 'postgres';
  return db.transaction().execute(async (trx): Promise<DecisionOutcome> => {
    const lead = await trx
      .selectFrom('leads')
      .select(['id', 'status', 'reference', 'assigned_to'])
      .where('id', '=', leadId)
      .$if(pg, (qb) => qb.forUpdate())
      .executeTakeFirst();
    if (!lead) return 'not_found';
    if (lead.status === 'spam') return 'no_offer';
    const offer = await trx
      .selectFrom('sell_offers')
      .select(['id', 'version', 'valid_until', 'decision', 'withdrawn_at'])
      .where('lead_id', '=', leadId)
      .orderBy('version', 'desc')
      .orderBy('sent_at', 'desc')
      .executeTakeFirst();
    if (!offer) return 'no_offer';
    if (!shown || shown.offerId !== offer.id || shown.version !== offer.version) return 'changed';
    if (offer.decision !== null) return 'already_decided';
    if (offer.withdrawn_at !== null) return 'withdrawn';
    if (offerExpired({ validUntil: offer.valid_until, decision: offer.decision }, now)) return 'expired';
    const value: OfferDecision = decision === 'accept' ? 'accepted' : 'declined';
    const updated = await trx
      .updateTable('sell_offers')
      .set({ decision: value, decided_at: now.toISOString() })
      .where('id', '=', offer.id)
      .where('decision', 'is', null)
      .where('withdrawn_at', 'is', null)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return 'already_decided';
    const target: LeadStatus = value === 'accepted' ? 'won' : 'lost';
    if (canTransition(lead.status, target)) {
      await transitionLead(trx, { leadId, status: target, actorId: VISITOR_ACTOR, now });
    }
    await writeAudit(trx, {
      actorId: VISITOR_ACTOR,
      action: value === 'accepted' ? 'offer.accepted' : 'offer.declined',
      leadId,
      detail: offer.id,
      now,
    });
    await trx.updateTable('sell_requests').set({ decision_news: value }).where('lead_id', '=', leadId).execute();
    await queueLeadMails(
      trx,
      leadId,
      [
        {
          kind: 'sell-decision',
          mail: composeDecisionNews({
            recipient: await newsRecipient(trx, lead.assigned_to),
            leadId,
            reference: lead.reference ?? '',
            decision: value,
            version: offer.version,
          }),
        },
      ],
      now,
    );
    return value;
  });
}

/** Staff have seen the visitor's decision: the inbox no longer marks the lead. */
export async function acknowledgeDecision(db: Kysely<Database>, leadId: string): Promise<void> {
  await db
    .updateTable('sell_requests')
    .set({ decision_news: null })
    .where('lead_id', '=', leadId)
    .where('decision_news', 'is not', null)
    .execute();
}

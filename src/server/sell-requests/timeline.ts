import type { TimelineStep, TimelineStepId } from '@/lib/sell-request-timeline';
import type { LeadStatus } from '../db/schema';
import type { OfferDecision } from '../db/sell-requests-schema';

type TimelineOffer = {
  sentAt: string;
  validUntil: string;
  decision: OfferDecision | null;
  decidedAt: string | null;
  withdrawnAt: string | null;
};

type TimelineInput = {
  status: LeadStatus;
  createdAt: string;
  offer: TimelineOffer | null;
  scheduledAt: string | null;
  goodsReceivedAt: string | null;
  settledAt: string | null;
  paidAt: string | null;
  now: Date;
};

export function offerExpired(offer: { validUntil: string; decision: OfferDecision | null }, now: Date): boolean {
  return offer.decision === null && now.toISOString() >= offer.validUntil;
}

function decisionStep(
  offer: TimelineOffer | null,
  now: Date,
): { id: TimelineStepId; done: boolean; at: string | null } {
  if (offer?.decision === 'declined') return { id: 'declined', done: true, at: offer.decidedAt };
  if (offer?.decision === 'accepted') return { id: 'accepted', done: true, at: offer.decidedAt };
  if (offer?.withdrawnAt) return { id: 'withdrawn', done: true, at: offer.withdrawnAt };
  if (offer && offerExpired(offer, now)) return { id: 'expired', done: true, at: offer.validUntil };
  return { id: 'decision', done: false, at: null };
}

/**
 * The visitor's timeline of a sell request, derived in ONE place from what is stored: the lead's
 * status, the latest offer and the later steps' records.
 *
 *   received → review → offer → accepted | declined | expired | withdrawn
 *            → handover (pickup date or shipping instructions) → goods_received → settled (credit note) → paid
 *
 * - received: always (the lead exists).
 * - review: staff started (status beyond 'new'), or an offer exists.
 * - offer: an offer was sent.
 * - decision: the visitor accepted or declined it; an undecided offer past its validity is
 *   'expired' (silence is never acceptance); one the staff withdrew by closing the lead is
 *   'withdrawn'. Declined, expired and withdrawn end the line.
 * - handover: staff announced the pickup date or the shipping instructions (after acceptance the
 *   next step, not "goods received").
 * - goods_received, settled, paid: the receipt, the credit note, the payment.
 * A lead held as spam shows only "received": the visitor learns nothing from the spam check.
 */
export function sellRequestTimeline({
  status,
  createdAt,
  offer,
  scheduledAt,
  goodsReceivedAt,
  settledAt,
  paidAt,
  now,
}: TimelineInput): TimelineStep[] {
  const spam = status === 'spam';
  const visibleOffer = spam ? null : offer;
  const decision = decisionStep(visibleOffer, now);
  const steps: { id: TimelineStepId; done: boolean; at: string | null }[] = [
    { id: 'received', done: true, at: createdAt },
    { id: 'review', done: !spam && (status !== 'new' || visibleOffer !== null), at: null },
    { id: 'offer', done: visibleOffer !== null, at: visibleOffer?.sentAt ?? null },
    decision,
  ];
  if (decision.id === 'decision' || decision.id === 'accepted') {
    const later = !spam && decision.id === 'accepted';
    steps.push(
      { id: 'handover', done: later && (scheduledAt !== null || goodsReceivedAt !== null), at: scheduledAt },
      { id: 'goods_received', done: later && goodsReceivedAt !== null, at: goodsReceivedAt },
      { id: 'settled', done: later && settledAt !== null, at: settledAt },
      { id: 'paid', done: later && paidAt !== null, at: paidAt },
    );
  }
  const firstOpen = steps.findIndex((step) => !step.done);
  return steps.map((step, index) => ({
    id: step.id,
    at: step.at,
    state: step.done ? 'done' : index === firstOpen ? 'current' : 'upcoming',
  }));
}

export type OfferState = 'open' | 'expired' | 'accepted' | 'declined' | 'withdrawn';

/** Where an offer stands: decided, withdrawn (the lead was closed), expired (undecided past its validity) or open. */
export function offerState(
  offer: { validUntil: string; decision: OfferDecision | null; withdrawnAt?: string | null },
  now: Date,
): OfferState {
  if (offer.decision) return offer.decision;
  if (offer.withdrawnAt) return 'withdrawn';
  return offerExpired(offer, now) ? 'expired' : 'open';
}

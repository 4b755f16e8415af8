import type { LeadStatus } from '../db/schema';
import type { OfferDecision } from '../db/sell-requests-schema';

/**
 * The visitor's timeline of a sell request, derived in ONE place from what is stored: the lead's
 * status, the latest offer and the progress timestamps.
 *
 *   received → review → offer → accepted | declined → goods_received → paid
 *
 * - received: always (the lead exists).
 * - review: staff started (status beyond 'new'), or an offer exists.
 * - offer: an offer was sent.
 * - decision: the visitor accepted or declined it; an undecided offer past its validity is
 *   'expired' (silence is never acceptance). A declined or expired offer ends the line.
 * - goods_received, paid: their timestamps.
 * A lead held as spam shows only "received": the visitor learns nothing from the spam check.
 */
export type TimelineStepId =
  'received' | 'review' | 'offer' | 'accepted' | 'declined' | 'expired' | 'decision' | 'goods_received' | 'paid';
export type TimelineStep = { id: TimelineStepId; state: 'done' | 'current' | 'upcoming'; at: string | null };

type TimelineInput = {
  status: LeadStatus;
  createdAt: string;
  offer: { sentAt: string; validUntil: string; decision: OfferDecision | null; decidedAt: string | null } | null;
  goodsReceivedAt: string | null;
  paidAt: string | null;
  now: Date;
};

export function offerExpired(offer: { validUntil: string; decision: OfferDecision | null }, now: Date): boolean {
  return offer.decision === null && now.toISOString() >= offer.validUntil;
}

export function sellRequestTimeline({
  status,
  createdAt,
  offer,
  goodsReceivedAt,
  paidAt,
  now,
}: TimelineInput): TimelineStep[] {
  const spam = status === 'spam';
  const visibleOffer = spam ? null : offer;
  const steps: { id: TimelineStepId; done: boolean; at: string | null }[] = [
    { id: 'received', done: true, at: createdAt },
    { id: 'review', done: !spam && (status !== 'new' || visibleOffer !== null), at: null },
    { id: 'offer', done: visibleOffer !== null, at: visibleOffer?.sentAt ?? null },
  ];
  if (visibleOffer?.decision === 'declined') {
    steps.push({ id: 'declined', done: true, at: visibleOffer.decidedAt });
  } else if (visibleOffer && offerExpired(visibleOffer, now)) {
    steps.push({ id: 'expired', done: true, at: visibleOffer.validUntil });
  } else {
    const accepted = visibleOffer?.decision === 'accepted';
    steps.push(
      { id: accepted ? 'accepted' : 'decision', done: accepted, at: accepted ? visibleOffer!.decidedAt : null },
      { id: 'goods_received', done: !spam && goodsReceivedAt !== null, at: goodsReceivedAt },
      { id: 'paid', done: !spam && paidAt !== null, at: paidAt },
    );
  }
  const firstOpen = steps.findIndex((step) => !step.done);
  return steps.map((step, index) => ({
    id: step.id,
    at: step.at,
    state: step.done ? 'done' : index === firstOpen ? 'current' : 'upcoming',
  }));
}

export type OfferState = 'open' | 'expired' | 'accepted' | 'declined';

/** Where an offer stands: decided, expired (undecided past its validity) or open. */
export function offerState(offer: { validUntil: string; decision: OfferDecision | null }, now: Date): OfferState {
  return offer.decision ?? (offerExpired(offer, now) ? 'expired' : 'open');
}

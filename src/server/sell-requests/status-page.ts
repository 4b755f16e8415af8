import 'server-only';
import type { Locale } from '@/i18n/locales';
import { gradeLabel, handoverFacts } from './facts';
import type { SellRequestView } from './repository';
import { statusPath } from './status-token';
import { offerState, sellRequestTimeline } from './timeline';

const notices = ['accepted', 'declined', 'expired', 'already_decided', 'no_offer'] as const;
type Notice = (typeof notices)[number];

/** The sum of an offer: unit price × quantity over the priced lines, in cents. */
export function offerTotalCents(
  lines: readonly { id: string; quantity: number }[],
  offerLines: readonly { line_id: string; price_cents: number | null }[],
): number {
  const quantity = new Map(lines.map((line) => [line.id, line.quantity]));
  return offerLines.reduce((sum, line) => sum + (line.price_cents ?? 0) * (quantity.get(line.line_id) ?? 0), 0);
}

/**
 * What the status page shows for a sell request, in the page's language: the timeline
 * (timeline.ts), the lines with grade labels, the handover and the latest offer with its state.
 * A lead held as spam shows no offer (there is none) and only "received".
 */
export function statusPageModel(
  view: SellRequestView,
  { token, locale, notice, now = new Date() }: { token: string; locale: Locale; notice?: string | null; now?: Date },
) {
  const { lead, request, lines, offer } = view;
  const shownOffer = lead.status === 'spam' ? null : offer;
  return {
    locale,
    reference: lead.reference ?? '',
    receivedAt: lead.created_at,
    steps: sellRequestTimeline({
      status: lead.status,
      createdAt: lead.created_at,
      offer: shownOffer
        ? {
            sentAt: shownOffer.sent_at,
            validUntil: shownOffer.valid_until,
            decision: shownOffer.decision,
            decidedAt: shownOffer.decided_at,
          }
        : null,
      goodsReceivedAt: request.goods_received_at,
      paidAt: request.paid_at,
      now,
    }),
    lines: lines.map((line) => ({
      id: line.id,
      position: line.position,
      articleNumber: line.item_id,
      name: line.name,
      quantity: line.quantity,
      gradeLabel: gradeLabel(line.grade, locale),
      notes: line.notes,
    })),
    handover: handoverFacts(request, locale),
    offer: shownOffer
      ? {
          sentAt: shownOffer.sent_at,
          validUntil: shownOffer.valid_until,
          decidedAt: shownOffer.decided_at,
          state: offerState({ validUntil: shownOffer.valid_until, decision: shownOffer.decision }, now),
          lines: Object.fromEntries(
            shownOffer.lines.map((line) => [
              line.line_id,
              { priceCents: line.price_cents, declinedReason: line.declined_reason },
            ]),
          ),
          totalCents: offerTotalCents(lines, shownOffer.lines),
        }
      : null,
    decisionAction: `/api/sell-requests/${encodeURIComponent(token)}/decision`,
    notice: (notices as readonly string[]).includes(notice ?? '') ? (notice as Notice) : null,
  } as const;
}

export { statusPath };

import 'server-only';
import { binding } from '@/content/binding';
import type { Locale } from '@/i18n/locales';
import { localizedPath } from '@/lib/site-url';
import { gradeLabel, handoverFacts } from './request-text';
import { notesFor, scheduleSentence } from './fulfilment-mails';
import { offerModel } from './offer-view';
import { statusPath } from './status-token';
import { sellRequestTimeline } from './timeline';
import type { SellRequestView } from './view';

const notices = ['accepted', 'declined', 'expired', 'already_decided', 'no_offer', 'changed', 'withdrawn'] as const;
type Notice = (typeof notices)[number];

/** Where the visitor downloads a document of their request (the token is the key). */
function documentPath(token: string, documentId: string): string {
  return `/api/sell-requests/${encodeURIComponent(token)}/documents/${encodeURIComponent(documentId)}`;
}

/**
 * What the status page shows for a sell request, in the page's language: the timeline
 * (timeline.ts), the lines with grade labels and, once the goods were inspected, what was received
 * per line (with the reason of any deviation), the handover and its plan, the latest offer with
 * its state, the credit note and certificates. A lead held as spam shows no offer (there is none)
 * and only "received".
 */
export function statusPageModel(
  view: SellRequestView,
  { token, locale, notice, now = new Date() }: { token: string; locale: Locale; notice?: string | null; now?: Date },
) {
  const { lead, request, lines, offer, schedule, receipt, creditNote } = view;
  const spam = lead.status === 'spam';
  const shownOffer = spam ? null : offer;
  const accepted = shownOffer?.decision === 'accepted';
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
            withdrawnAt: shownOffer.withdrawn_at,
          }
        : null,
      scheduledAt: schedule?.created_at ?? null,
      goodsReceivedAt: request.goods_received_at,
      settledAt: creditNote?.issued_at ?? null,
      paidAt: request.paid_at,
      now,
    }),
    lines: lines.map((line) => {
      const received = accepted ? receipt.get(line.id) : undefined;
      return {
        id: line.id,
        position: line.position,
        articleNumber: line.item_id,
        name: line.name,
        quantity: line.quantity,
        gradeLabel: gradeLabel(line.grade, locale),
        notes: line.notes,
        received: received
          ? {
              outcome: received.outcome,
              quantity: received.quantity_received,
              gradeLabel: gradeLabel(received.final_grade, locale),
              priceCents: received.final_price_cents,
              deviation: received.deviation_reason,
            }
          : null,
      };
    }),
    handover: handoverFacts(request, locale),
    schedule:
      accepted && schedule
        ? {
            sentence: scheduleSentence(schedule, locale),
            instructions: schedule.instructions,
            notes: notesFor(lines, schedule.kind === 'shipping', locale),
            changed: view.scheduleCount > 1,
            at: schedule.created_at,
          }
        : null,
    offer: shownOffer ? offerModel(shownOffer, lines, { locale, now }) : null,
    binding: binding.rule(locale),
    creditNote:
      accepted && creditNote
        ? {
            number: creditNote.number,
            grossCents: creditNote.gross_cents,
            dueOn: creditNote.payment_due,
            paidOn: creditNote.paid_on,
            href: documentPath(token, creditNote.id),
          }
        : null,
    certificates: accepted
      ? view.certificates.map((certificate) => ({
          number: certificate.number,
          kind: certificate.kind,
          issuedAt: certificate.issued_at,
          revoked: certificate.revoked_at !== null,
          href: documentPath(token, certificate.id),
          verifyHref: localizedPath(`/zertifikat/${certificate.id}`, locale),
        }))
      : [],
    decisionAction: `/api/sell-requests/${encodeURIComponent(token)}/decision`,
    notice: (notices as readonly string[]).includes(notice ?? '') ? (notice as Notice) : null,
  } as const;
}

export { statusPath };

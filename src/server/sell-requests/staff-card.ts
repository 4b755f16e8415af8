import 'server-only';
import type { Locale } from '@/i18n/locales';
import { formatUpTo } from '@/lib/format';
import type { LeadStatus } from '../db/schema';
import { catalogueItem } from './catalogue';
import { batteryLots, batteryTotals, gradeLabel, handoverFacts } from './facts';
import { getSellRequest, listPrice, OFFER_VALIDITY, sellRequestErrorCodes, DECLINED_REASON_MAX } from './repository';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { offerTotalCents } from './status-page';
import { offerState } from './timeline';

const notices = ['offer_sent', 'goods_received', 'paid'] as const;

type SearchParams = Record<string, string | string[] | undefined>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * What the lead page's sell-request card shows (src/components/staff/sell-request-card.tsx), or
 * null when the lead is not a sell request: lines with the catalogue's "bis zu" price for
 * reference, handover, the battery lots' facts, the latest offer, the progress, the forms'
 * targets and the notice of the last action (`?sellNotice=` / `?sellError=`, known values only).
 */
export async function sellRequestCardModel(
  db: Kysely<Database>,
  {
    leadId,
    locale,
    searchParams,
    now = new Date(),
  }: { leadId: string; locale: Locale; searchParams: SearchParams; now?: Date },
) {
  const view = await getSellRequest(db, leadId);
  if (!view) return null;
  const { request, lines, offer, lead } = view;
  const accepted = offer?.decision === 'accepted';
  const notice = first(searchParams.sellNotice);
  const error = first(searchParams.sellError);
  const status: LeadStatus = lead.status;
  const base = `/api/staff/sell-requests/${encodeURIComponent(leadId)}`;
  return {
    locale,
    company: request.company,
    vatId: request.vat_id,
    lines: lines.map((line) => {
      const listed = line.item_id ? catalogueItem(line.item_id) : null;
      return {
        id: line.id,
        position: line.position,
        name: line.name,
        articleNumber: line.item_id,
        quantity: line.quantity,
        gradeLabel: gradeLabel(line.grade, locale),
        notes: line.notes,
        /**
         * The price when the request was sent (older lines: today's). null: a free-text line;
         * '' : listed, price by negotiation.
         */
        upTo: upToText(line.list_price ?? (listed ? listPrice(listed.price) : null), locale),
      };
    }),
    handover: handoverFacts(request, locale),
    batteryLots: batteryLots(lines, locale),
    batteryTotals: batteryTotals(lines, locale),
    offer: offer
      ? {
          sentAt: offer.sent_at,
          validUntil: offer.valid_until,
          decidedAt: offer.decided_at,
          state: offerState({ validUntil: offer.valid_until, decision: offer.decision }, now),
          lines: Object.fromEntries(
            offer.lines.map((line) => [
              line.line_id,
              { priceCents: line.price_cents, declinedReason: line.declined_reason },
            ]),
          ),
          totalCents: offerTotalCents(lines, offer.lines),
        }
      : null,
    canSendOffer: !accepted && status !== 'spam',
    validity: OFFER_VALIDITY,
    declinedReasonMax: DECLINED_REASON_MAX,
    progress: {
      goodsReceivedAt: request.goods_received_at,
      paidAt: request.paid_at,
      canMarkGoodsReceived: accepted && !request.goods_received_at,
      canMarkPaid: accepted && !!request.goods_received_at && !request.paid_at,
    },
    offerAction: `${base}/offer`,
    progressAction: `${base}/progress`,
    notice: (notices as readonly string[]).includes(notice ?? '') ? (notice as (typeof notices)[number]) : null,
    error: (sellRequestErrorCodes as readonly string[]).includes(error ?? '')
      ? (error as (typeof sellRequestErrorCodes)[number])
      : null,
  } as const;
}

function upToText(stored: string | null, locale: Locale): string | null {
  if (stored === null) return null;
  const euros = Number(stored);
  return stored === 'negotiable' || !Number.isFinite(euros) ? '' : formatUpTo(euros, locale);
}

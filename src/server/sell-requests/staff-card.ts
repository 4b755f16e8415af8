import 'server-only';
import type { Kysely } from 'kysely';
import type { Locale } from '@/i18n/locales';
import { formatUpTo } from '@/lib/format';
import { staffHref, staffPaths } from '@/lib/staff-paths';
import type { Database } from '../db/schema';
import { firstParam as first } from '../staff/search-params';
import { catalogueItem } from './catalogue';
import { batteryLots, batteryTotals, handoverFacts, lineBasics } from './request-text';
import { scheduleSentence } from './fulfilment-mails';
import { DECLINED_REASON_MAX, OFFER_VALIDITY } from './offer-rules';
import { offerModel } from './offer-view';
import { isSellRequestErrorCode } from './sell-request-error';
import { getSellRequest, type SellRequestPageInput } from './view';
import { listPrice } from './store';

const notices = ['offer_sent'] as const;

/**
 * What the lead page's sell-request card shows (src/components/staff/sell-request-card.tsx), or
 * null when the lead is not a sell request: lines with the catalogue's "bis zu" price for
 * reference, handover, the battery lots' facts, the latest offer, where the purchase stands after
 * the acceptance (with the link to its page), the forms' targets and the notice of the last action
 * (`?sellNotice=` / `?sellError=`, known values only).
 */
export async function sellRequestCardModel(
  db: Kysely<Database>,
  { leadId, locale, searchParams, now = new Date() }: SellRequestPageInput,
) {
  const view = await getSellRequest(db, leadId);
  if (!view) return null;
  const { request, lines, offer, lead } = view;
  const accepted = offer?.decision === 'accepted';
  const notice = first(searchParams.sellNotice);
  const error = first(searchParams.sellError);
  return {
    locale,
    company: request.company,
    vatId: request.vat_id,
    lines: lines.map((line) => {
      const listed = line.item_id ? catalogueItem(line.item_id) : null;
      return {
        ...lineBasics(line, locale),
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
    offer: offer ? offerModel(offer, lines, { locale, now }) : null,
    decisionNews: request.decision_news,
    canSendOffer: !accepted && lead.status !== 'spam',
    validity: OFFER_VALIDITY,
    declinedReasonMax: DECLINED_REASON_MAX,
    fulfilment: accepted
      ? {
          href: staffHref(staffPaths.fulfilment(leadId), locale),
          schedule: view.schedule ? scheduleSentence(view.schedule, locale) : null,
          goodsReceivedAt: request.goods_received_at,
          creditNote: view.creditNote ? { number: view.creditNote.number, paidOn: view.creditNote.paid_on } : null,
          certificates: view.certificates.length,
        }
      : null,
    offerAction: `/api/staff/sell-requests/${encodeURIComponent(leadId)}/offer`,
    notice: (notices as readonly string[]).includes(notice ?? '') ? (notice as (typeof notices)[number]) : null,
    error: isSellRequestErrorCode(error) ? error : null,
  } as const;
}

function upToText(stored: string | null, locale: Locale): string | null {
  if (stored === null) return null;
  const euros = Number(stored);
  return stored === 'negotiable' || !Number.isFinite(euros) ? '' : formatUpTo(euros, locale);
}

import 'server-only';
import type { Locale } from '@/i18n/locales';
import { staffHref, staffPaths } from '@/lib/staff-paths';
import { getDatabase } from '../db';
import { handleStaffFormPost, withQuery } from '../staff/staff-request';
import { isStaffActionError } from '../staff/staff-error';
import { parsePriceCents } from './form-input';
import { sendOffer, type OfferLineInput } from './offers';
import { DECLINED_REASON_MAX, OFFER_VALIDITY } from './offer-rules';
import { SellRequestError } from './sell-request-error';
import { sellRequestTokenSecret } from './token-secret';

/** Where a sell-request action returns: the lead's page, at the sell request's card. */
function back(leadId: string, locale: Locale, name: 'sellNotice' | 'sellError', value: string): string {
  return `${withQuery(staffHref(staffPaths.lead(leadId), locale), name, value)}#sell-request`;
}

/**
 * The offer form: per line `price.<lineId>` (euros, "12,50") or `decline.<lineId>` (a reason), and
 * `validDays`. A line with neither, or both, makes the offer invalid.
 */
export function offerLinesFromForm(
  form: Record<string, string>,
): { lines: OfferLineInput[]; validDays: number } | null {
  const ids = new Set<string>();
  for (const key of Object.keys(form)) {
    const match = /^(?:price|decline)\.([0-9a-f-]{36})$/.exec(key);
    if (match) ids.add(match[1]!);
  }
  const lines: OfferLineInput[] = [];
  for (const lineId of ids) {
    const priceText = (form[`price.${lineId}`] ?? '').trim();
    const reason = (form[`decline.${lineId}`] ?? '').trim().slice(0, DECLINED_REASON_MAX + 1);
    if (priceText && reason) return null;
    if (priceText) {
      const cents = parsePriceCents(priceText);
      if (cents === null) return null;
      lines.push({ lineId, priceCents: cents, declinedReason: null });
    } else if (reason) {
      lines.push({ lineId, priceCents: null, declinedReason: reason });
    } else {
      return null;
    }
  }
  const validDays = Number(form.validDays ?? OFFER_VALIDITY.defaultDays);
  return { lines, validDays };
}

/** POST /api/staff/sell-requests/<leadId>/offer: sends the offer (offers.ts `sendOffer`). */
export function postOffer(request: Request, leadId: string): Promise<Response> {
  return handleStaffFormPost(request, {
    run: async ({ form, session, locale }) => {
      try {
        const parsed = offerLinesFromForm(form);
        if (!parsed) throw new SellRequestError('offer_invalid');
        await sendOffer((await getDatabase()).db, {
          leadId,
          actorId: session.userId,
          validDays: parsed.validDays,
          lines: parsed.lines,
          tokenSecret: sellRequestTokenSecret(),
        });
        return back(leadId, locale, 'sellNotice', 'offer_sent');
      } catch (error) {
        if (error instanceof SellRequestError) return back(leadId, locale, 'sellError', error.code);
        if (isStaffActionError(error) && error.code === 'invalid_transition') {
          return back(leadId, locale, 'sellError', 'invalid_transition');
        }
        throw error;
      }
    },
    onRefusal: ({ locale }) => staffHref(staffPaths.lead(leadId), locale),
  });
}

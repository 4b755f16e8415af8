import 'server-only';
import type { Locale } from '@/i18n/locales';
import { staffHref, staffPaths } from '@/lib/staff-paths';
import { getDatabase } from '../db';
import { UUID_PATTERN } from '../http/params';
import { staffFormPost, withQuery } from '../http/staff-endpoint';
import { isStaffActionError } from '../staff/staff-error';
import {
  DECLINED_REASON_MAX,
  markProgress,
  OFFER_VALIDITY,
  SellRequestError,
  sendOffer,
  type OfferLineInput,
} from './repository';
import { sellRequestTokenSecret } from './token-secret';

/** Where a sell-request action returns: the lead's page, at the sell request's card. */
function back(leadId: string, locale: Locale, name: 'sellNotice' | 'sellError', value: string): string {
  return `${withQuery(staffHref(staffPaths.lead(leadId), locale), name, value)}#sell-request`;
}

/** Euros as staff type them ("12,50", "12.50", "1.234,56", "1234", "0") → cents; null for anything else. */
export function parsePriceCents(text: string): number | null {
  let value = text.replace(/[\s\u00a0€]/g, '');
  if (value.includes(',')) value = value.replace(/\.(?=\d{3}(?:\D|$))/g, '').replace(',', '.');
  else if (/^\d{1,3}(?:\.\d{3})+$/.test(value)) value = value.replace(/\./g, '');
  if (!/^\d{1,8}(?:\.\d{1,2})?$/.test(value)) return null;
  const [whole = '0', fraction = ''] = value.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
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

async function run(leadId: string, locale: Locale, notice: string, work: () => Promise<unknown>): Promise<string> {
  try {
    await work();
    return back(leadId, locale, 'sellNotice', notice);
  } catch (error) {
    if (error instanceof SellRequestError) return back(leadId, locale, 'sellError', error.code);
    if (isStaffActionError(error) && error.code === 'invalid_transition') {
      return back(leadId, locale, 'sellError', 'invalid_transition');
    }
    throw error;
  }
}

const leadParams = { leadId: UUID_PATTERN };
const backToLead = ({ locale, params }: { locale: Locale; params: { leadId: string } }) =>
  staffHref(staffPaths.lead(params.leadId), locale);

/** POST /api/staff/sell-requests/<leadId>/offer: sends the offer (repository.ts `sendOffer`). */
export const postOffer = staffFormPost<{ leadId: string }>(
  { name: 'sell offer', permission: 'leads', params: leadParams },
  {
    run: ({ form, session, locale, params: { leadId } }) =>
      run(leadId, locale, 'offer_sent', async () => {
        const parsed = offerLinesFromForm(form);
        if (!parsed) throw new SellRequestError('offer_invalid');
        await sendOffer((await getDatabase()).db, {
          leadId,
          actorId: session.userId,
          validDays: parsed.validDays,
          lines: parsed.lines,
          tokenSecret: sellRequestTokenSecret(),
        });
      }),
    onRefusal: backToLead,
  },
);

/** POST /api/staff/sell-requests/<leadId>/progress: `step` = goods_received | paid. */
export const postProgress = staffFormPost<{ leadId: string }>(
  { name: 'sell request progress', permission: 'leads', params: leadParams },
  {
    run: ({ form, session, locale, params: { leadId } }) =>
      run(leadId, locale, form.step === 'paid' ? 'paid' : 'goods_received', async () => {
        if (form.step !== 'goods_received' && form.step !== 'paid') throw new SellRequestError('offer_invalid');
        await markProgress((await getDatabase()).db, { leadId, step: form.step, actorId: session.userId });
      }),
    onRefusal: backToLead,
  },
);

import 'server-only';
import type { Locale } from '@/i18n/locales';
import { staffHref, staffPaths } from '@/lib/staff-paths';
import { getDatabase } from '../db';
import { issueCertificate, revokeCertificate } from '../documents/certificates';
import { issueCreditNote, markCreditNotePaid } from '../documents/credit-notes';
import { UUID_PATTERN } from '../http/params';
import { staffFormPost, withQuery } from '../http/staff-endpoint';
import type { StaffSession } from '../auth/staff-session';
import { isStaffActionError } from '../staff/staff-error';
import { parsePriceCents } from './form-input';
import {
  certificateFromForm,
  creditNoteFromForm,
  paidOnFromForm,
  receiptFromForm,
  scheduleFromForm,
} from './fulfilment-forms';
import { sendOffer, type OfferLineInput } from './offers';
import { DECLINED_REASON_MAX, OFFER_VALIDITY } from './offer-rules';
import { recordReceipt } from './receipt';
import { scheduleHandover } from './schedule';
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
function offerLinesFromForm(form: Record<string, string>): { lines: OfferLineInput[]; validDays: number } | null {
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

/** POST /api/staff/sell-requests/<leadId>/offer: sends the offer (offers.ts `sendOffer`). */
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

/** A receipt of 500 lines with serial numbers is far larger than the other staff forms. */
const RECEIPT_BODY_LIMIT_BYTES = 4 * 1024 * 1024;

type FulfilmentInput = { form: Record<string, string>; session: StaffSession; leadId: string };

function fulfilmentPage(leadId: string, locale: Locale, name: 'notice' | 'error', value: string, section: string) {
  return `${withQuery(staffHref(staffPaths.fulfilment(leadId), locale), name, value)}#${section}`;
}

const db = async () => (await getDatabase()).db;

/**
 * One step after the acceptance, as a plain staff form post (permission `leads`): the work in one
 * transaction, then 303 back to the fulfilment page at its section with `?notice=` (the notices
 * fulfilment-page.ts lists) or `?error=<SellRequestError code>`.
 */
function fulfilmentPost(step: {
  name: string;
  notice: 'scheduled' | 'received' | 'credit_note' | 'paid' | 'certificate';
  section: string;
  bodyLimitBytes?: number;
  run: (input: FulfilmentInput) => Promise<unknown>;
}) {
  return staffFormPost<{ leadId: string }>(
    { name: step.name, permission: 'leads', params: leadParams, bodyLimitBytes: step.bodyLimitBytes },
    {
      run: async ({ form, session, locale, params: { leadId } }) => {
        try {
          await step.run({ form, session, leadId });
          return fulfilmentPage(leadId, locale, 'notice', step.notice, step.section);
        } catch (error) {
          if (error instanceof SellRequestError)
            return fulfilmentPage(leadId, locale, 'error', error.code, step.section);
          throw error;
        }
      },
      onRefusal: ({ locale, params }) => staffHref(staffPaths.fulfilment(params.leadId), locale),
    },
  );
}

/** POST …/<leadId>/schedule: the pickup day and window, or the shipping instructions (schedule.ts). */
export const postSchedule = fulfilmentPost({
  name: 'sell request handover',
  notice: 'scheduled',
  section: 'handover',
  run: async ({ form, session, leadId }) =>
    scheduleHandover(await db(), {
      leadId,
      input: scheduleFromForm(form),
      actorId: session.userId,
      tokenSecret: sellRequestTokenSecret(),
    }),
});

/** POST …/<leadId>/receipt: what arrived, per line (receipt.ts). */
export const postReceipt = fulfilmentPost({
  name: 'sell request receipt',
  notice: 'received',
  section: 'receipt',
  bodyLimitBytes: RECEIPT_BODY_LIMIT_BYTES,
  run: async ({ form, session, leadId }) =>
    recordReceipt(await db(), {
      leadId,
      lines: receiptFromForm(form),
      actorId: session.userId,
      tokenSecret: sellRequestTokenSecret(),
    }),
});

/** POST …/<leadId>/credit-note: issues the credit note (src/server/documents/credit-notes.ts). */
export const postCreditNote = fulfilmentPost({
  name: 'credit note',
  notice: 'credit_note',
  section: 'credit-note',
  run: async ({ form, session, leadId }) =>
    issueCreditNote(await db(), { leadId, ...creditNoteFromForm(form), actorId: session.userId }),
});

/** POST …/<leadId>/paid: the credit note was paid on `paidOn`. */
export const postPaid = fulfilmentPost({
  name: 'credit note payment',
  notice: 'paid',
  section: 'credit-note',
  run: async ({ form, session, leadId }) =>
    markCreditNotePaid(await db(), { leadId, paidOn: paidOnFromForm(form), actorId: session.userId }),
});

/** POST …/<leadId>/certificate: a data-destruction certificate or a recycling proof. */
export const postCertificate = fulfilmentPost({
  name: 'certificate',
  notice: 'certificate',
  section: 'certificates',
  bodyLimitBytes: RECEIPT_BODY_LIMIT_BYTES,
  run: async ({ form, session, leadId }) =>
    issueCertificate(await db(), {
      leadId,
      input: certificateFromForm(form),
      actor: { id: session.userId, name: session.name },
    }),
});

const documentsList = (locale: Locale, name: string, value: string) =>
  withQuery(staffHref(staffPaths.documents, locale), name, value);

/** POST /api/staff/certificates/<id>/revoke: back to the request's fulfilment page (or, `back=documents`, the list). */
export const postRevokeCertificate = staffFormPost<{ id: string }>(
  { name: 'certificate revocation', permission: 'leads', params: { id: UUID_PATTERN } },
  {
    run: async ({ form, session, locale, params }) => {
      try {
        const { leadId } = await revokeCertificate(await db(), { id: params.id, actorId: session.userId });
        return form.back === 'documents'
          ? documentsList(locale, 'notice', 'revoked')
          : fulfilmentPage(leadId, locale, 'notice', 'revoked', 'certificates');
      } catch (error) {
        if (error instanceof SellRequestError) return documentsList(locale, 'error', error.code);
        throw error;
      }
    },
    onRefusal: ({ locale }) => staffHref(staffPaths.documents, locale),
  },
);

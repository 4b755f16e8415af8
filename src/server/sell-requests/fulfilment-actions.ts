import 'server-only';
import type { Locale } from '@/i18n/locales';
import { staffHref, staffPaths } from '@/lib/staff-paths';
import type { StaffSession } from '../auth/staff-session';
import { getDatabase } from '../db';
import { issueCertificate, revokeCertificate } from '../documents/certificates';
import { issueCreditNote, markCreditNotePaid } from '../documents/credit-notes';
import { handleStaffFormPost, withQuery } from '../staff/staff-request';
import {
  certificateFromForm,
  creditNoteFromForm,
  paidOnFromForm,
  receiptFromForm,
  scheduleFromForm,
} from './fulfilment-forms';
import { recordReceipt } from './receipt';
import { scheduleHandover } from './schedule';
import { SellRequestError } from './sell-request-error';
import { sellRequestTokenSecret } from './token-secret';

/** A receipt of 500 lines with serial numbers is far larger than the other staff forms. */
const RECEIPT_BODY_LIMIT_BYTES = 4 * 1024 * 1024;

type Step = {
  /** The page's notice after success (fulfilment-page.ts lists them) and the section it returns to. */
  notice: 'scheduled' | 'received' | 'credit_note' | 'paid' | 'certificate';
  section: string;
  bodyLimitBytes?: number;
  run: (input: { form: Record<string, string>; session: StaffSession; leadId: string }) => Promise<unknown>;
};

function fulfilmentPage(leadId: string, locale: Locale, name: 'notice' | 'error', value: string, section: string) {
  return `${withQuery(staffHref(staffPaths.fulfilment(leadId), locale), name, value)}#${section}`;
}

/**
 * One step after the acceptance, as a plain staff form post: authorised (session, role, origin,
 * the account's action limit, in handleStaffFormPost), the work in one transaction, then 303 back
 * to the fulfilment page with `?notice=` or `?error=<SellRequestError code>`.
 */
function fulfilmentPost(request: Request, leadId: string, step: Step): Promise<Response> {
  return handleStaffFormPost(request, {
    bodyLimitBytes: step.bodyLimitBytes,
    run: async ({ form, session, locale }) => {
      try {
        await step.run({ form, session, leadId });
        return fulfilmentPage(leadId, locale, 'notice', step.notice, step.section);
      } catch (error) {
        if (error instanceof SellRequestError) {
          return fulfilmentPage(leadId, locale, 'error', error.code, step.section);
        }
        throw error;
      }
    },
    onRefusal: ({ locale }) => staffHref(staffPaths.fulfilment(leadId), locale),
  });
}

const db = async () => (await getDatabase()).db;

/** POST …/<leadId>/schedule: the pickup day and window, or the shipping instructions (schedule.ts). */
export const postSchedule = (request: Request, leadId: string) =>
  fulfilmentPost(request, leadId, {
    notice: 'scheduled',
    section: 'handover',
    run: async ({ form, session }) =>
      scheduleHandover(await db(), {
        leadId,
        input: scheduleFromForm(form),
        actorId: session.userId,
        tokenSecret: sellRequestTokenSecret(),
      }),
  });

/** POST …/<leadId>/receipt: what arrived, per line (receipt.ts). */
export const postReceipt = (request: Request, leadId: string) =>
  fulfilmentPost(request, leadId, {
    notice: 'received',
    section: 'receipt',
    bodyLimitBytes: RECEIPT_BODY_LIMIT_BYTES,
    run: async ({ form, session }) =>
      recordReceipt(await db(), {
        leadId,
        lines: receiptFromForm(form),
        actorId: session.userId,
        tokenSecret: sellRequestTokenSecret(),
      }),
  });

/** POST …/<leadId>/credit-note: issues the credit note (src/server/documents/credit-notes.ts). */
export const postCreditNote = (request: Request, leadId: string) =>
  fulfilmentPost(request, leadId, {
    notice: 'credit_note',
    section: 'credit-note',
    run: async ({ form, session }) =>
      issueCreditNote(await db(), { leadId, ...creditNoteFromForm(form), actorId: session.userId }),
  });

/** POST …/<leadId>/paid: the credit note was paid on `paidOn`. */
export const postPaid = (request: Request, leadId: string) =>
  fulfilmentPost(request, leadId, {
    notice: 'paid',
    section: 'credit-note',
    run: async ({ form, session }) =>
      markCreditNotePaid(await db(), { leadId, paidOn: paidOnFromForm(form), actorId: session.userId }),
  });

/** POST …/<leadId>/certificate: a data-destruction certificate or a recycling proof. */
export const postCertificate = (request: Request, leadId: string) =>
  fulfilmentPost(request, leadId, {
    notice: 'certificate',
    section: 'certificates',
    bodyLimitBytes: RECEIPT_BODY_LIMIT_BYTES,
    run: async ({ form, session }) =>
      issueCertificate(await db(), {
        leadId,
        input: certificateFromForm(form),
        actor: { id: session.userId, name: session.name },
      }),
  });

/** POST /api/staff/certificates/<id>/revoke: back to the request's fulfilment page (or the documents list). */
export function postRevokeCertificate(request: Request, certificateId: string): Promise<Response> {
  const list = (locale: Locale, name: string, value: string) =>
    `${withQuery(staffHref(staffPaths.documents, locale), name, value)}`;
  return handleStaffFormPost(request, {
    run: async ({ form, session, locale }) => {
      try {
        const { leadId } = await revokeCertificate(await db(), { id: certificateId, actorId: session.userId });
        return form.back === 'documents'
          ? list(locale, 'notice', 'revoked')
          : fulfilmentPage(leadId, locale, 'notice', 'revoked', 'certificates');
      } catch (error) {
        if (error instanceof SellRequestError) return list(locale, 'error', error.code);
        throw error;
      }
    },
    onRefusal: ({ locale }) => staffHref(staffPaths.documents, locale),
  });
}

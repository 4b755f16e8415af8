import 'server-only';
import { isTaxTreatment, type TaxTreatment } from '@/content/legal/tax';
import { conditionGradeIds, type ConditionGradeId } from '@/lib/sell-request-rules';
import type { CertificateInput } from '../documents/certificates';
import { CERTIFICATE_LIMITS } from '../documents/certificates';
import type { SellerCopy } from '../documents/credit-note-document';
import type { ReceiptOutcome } from '../db/trade-in-schema';
import { parseIsoDay, parsePriceCents, parseSerials, parseTimeOfDay, parseWeightKg, staffText } from './form-input';
import { RECEIPT_LIMITS, receiptOutcomes, type ReceiptLineInput } from './receipt';
import type { ScheduleInput } from './schedule';
import { SCHEDULE_LIMITS } from './schedule';
import { SellRequestError } from './sell-request-error';

type Form = Record<string, string>;

/** The handover form: `kind` pickup (pickupDate, timeFrom, timeTo, instructions) or shipping (instructions). */
export function scheduleFromForm(form: Form): ScheduleInput {
  const instructions = staffText(form.instructions, SCHEDULE_LIMITS.instructionsMax, true);
  if (instructions === undefined) throw new SellRequestError('schedule_invalid');
  if (form.kind === 'shipping') {
    if (!instructions) throw new SellRequestError('schedule_invalid');
    return { kind: 'shipping', instructions };
  }
  if (form.kind !== 'pickup') throw new SellRequestError('schedule_invalid');
  const pickupDate = parseIsoDay(form.pickupDate);
  const timeFrom = parseTimeOfDay(form.timeFrom);
  const timeTo = parseTimeOfDay(form.timeTo);
  if (!pickupDate || !timeFrom || !timeTo) throw new SellRequestError('schedule_invalid');
  return { kind: 'pickup', pickupDate, timeFrom, timeTo, instructions };
}

const LINE_KEY = /^outcome\.([0-9a-f-]{36})$/;

/** The receipt form: per line `outcome.<id>`, `quantity.<id>`, `serials.<id>`, `grade.<id>`, `price.<id>`, `reason.<id>`. */
export function receiptFromForm(form: Form): ReceiptLineInput[] {
  const lines: ReceiptLineInput[] = [];
  for (const key of Object.keys(form)) {
    const lineId = LINE_KEY.exec(key)?.[1];
    if (!lineId) continue;
    const outcome = form[key] as ReceiptOutcome;
    const grade = form[`grade.${lineId}`] as ConditionGradeId;
    const quantityText = (form[`quantity.${lineId}`] ?? '').trim();
    const serials = parseSerials(form[`serials.${lineId}`], {
      max: RECEIPT_LIMITS.serialsMax,
      maxLength: RECEIPT_LIMITS.serialLength,
    });
    const reason = staffText(form[`reason.${lineId}`], RECEIPT_LIMITS.reasonMax, true);
    const bought = outcome === 'bought';
    const priceCents = bought ? parsePriceCents(form[`price.${lineId}`] ?? '') : null;
    if (
      !(receiptOutcomes as readonly string[]).includes(outcome) ||
      !(conditionGradeIds as readonly string[]).includes(grade) ||
      !/^\d{1,7}$/.test(quantityText) ||
      serials === null ||
      reason === undefined ||
      (bought && priceCents === null)
    ) {
      throw new SellRequestError('receipt_invalid');
    }
    lines.push({ lineId, outcome, quantity: Number(quantityText), serials, grade, priceCents, reason });
  }
  if (lines.length === 0) throw new SellRequestError('receipt_invalid');
  return lines;
}

const COUNTRY = /^[A-Z]{2}$/;

/** The credit note form: the tax treatment and the seller's billing data (VAT ID optional). */
export function creditNoteFromForm(form: Form): { treatment: TaxTreatment; seller: SellerCopy } {
  const name = staffText(form.name, 200);
  const company = staffText(form.company, 200);
  const street = staffText(form.street, 200);
  const postalCode = staffText(form.postalCode, 20);
  const city = staffText(form.city, 100);
  const country = (form.country ?? '').trim().toUpperCase();
  const vatId = staffText(form.vatId, 20);
  if (
    !isTaxTreatment(form.treatment) ||
    !name ||
    company === undefined ||
    !street ||
    !postalCode ||
    !city ||
    !COUNTRY.test(country) ||
    vatId === undefined ||
    (vatId !== null && !/^[A-Za-z]{2}[A-Za-z0-9 .-]{2,16}$/.test(vatId)) ||
    // An intra-Community supply needs the seller's VAT ID on the note.
    (form.treatment === 'intra-eu' && !vatId)
  ) {
    throw new SellRequestError('credit_note_invalid');
  }
  return {
    treatment: form.treatment,
    seller: {
      name,
      company,
      street,
      postalCode,
      city,
      country,
      vatId: vatId ? vatId.replace(/[\s.-]/g, '').toUpperCase() : null,
    },
  };
}

/** The paid form: the day the transfer was made. */
export function paidOnFromForm(form: Form): string {
  const day = parseIsoDay(form.paidOn);
  if (!day) throw new SellRequestError('paid_invalid');
  return day;
}

/**
 * The certificate forms. Data destruction: method, protectionClass, securityLevel (e.g. H-4),
 * serials (pasted), date. Recycling proof: rows `category.<n>` + `weight.<n>` (n = 0 … 19), date.
 */
export function certificateFromForm(form: Form): CertificateInput {
  const date = parseIsoDay(form.date);
  if (!date) throw new SellRequestError('certificate_invalid');
  if (form.kind === 'data-destruction') {
    const serials = parseSerials(form.serials, {
      max: CERTIFICATE_LIMITS.serialsMax,
      maxLength: RECEIPT_LIMITS.serialLength,
    });
    if (!serials) throw new SellRequestError('certificate_invalid');
    return {
      kind: 'data-destruction',
      destroyedOn: date,
      method: form.method as never,
      protectionClass: Number(form.protectionClass) as never,
      securityLevel: (form.securityLevel ?? '') as never,
      serials,
    };
  }
  if (form.kind !== 'recycling') throw new SellRequestError('certificate_invalid');
  const categories: { category: never; weightKg: number }[] = [];
  for (let index = 0; index < CERTIFICATE_LIMITS.categoriesMax; index += 1) {
    const category = (form[`category.${index}`] ?? '').trim();
    const weightText = (form[`weight.${index}`] ?? '').trim();
    if (!category && !weightText) continue;
    const weightKg = parseWeightKg(weightText);
    if (!category || weightKg === null) throw new SellRequestError('certificate_invalid');
    categories.push({ category: category as never, weightKg });
  }
  return { kind: 'recycling', recycledOn: date, categories };
}

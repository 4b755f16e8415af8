import type { BatteryChemistryId } from '@/content/sell-list';
import { CONTACT_LIMITS } from '@/lib/contact-limits';
import type { ContactValidationMessages } from '@/lib/contact-schema';
import { isEmailAddress, visibleLength } from '@/lib/text-input';
import type { SellListLine } from './sell-list-store';
import type { SellListMessages } from './texts';

/**
 * The sell list's submission: the values of the form, the checks the browser can make before
 * sending (the server checks everything again and answers field by field), the request body of
 * POST /api/sell-requests and the reading of its answer.
 */
export type ContactValues = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  company: string;
  vatId: string;
  message: string;
};

export type PickupValues = {
  street: string;
  postalCode: string;
  city: string;
  dateFrom: string;
  dateTo: string;
  loadingDock: boolean;
  forklift: boolean;
  floor: string;
  lift: boolean;
  contactName: string;
  contactPhone: string;
};

export type Handover = { kind: 'shipping' } | ({ kind: 'pickup' } & PickupValues);

/** Errors by field path, as the server names them: `firstName`, `handover.city`, `lines.3.quantity`. */
export type FieldErrors = Record<string, string>;

export type SellRequestLine = {
  itemId?: string;
  name: string;
  quantity: number;
  grade: string;
  notes?: string;
  battery?: {
    chemistry: BatteryChemistryId;
    installed: boolean;
    damaged: boolean;
    weightKg: number;
    packaging: boolean;
  };
};

export type SellRequestBody = ContactValues & {
  lines: SellRequestLine[];
  handover: Handover;
  idempotencyKey: string;
  page: string;
  website: string;
  startedAt: number;
  /** The page's language: the server answers (and writes its e-mails) in it. */
  locale: string;
  /** Photos and documents uploaded beforehand (POST /api/uploads), by their ids. */
  attachmentIds?: string[];
};

const PHONE = /^\+?[0-9 ()/\-]{5,}$/;
const POSTAL_CODE = /^[A-Za-z0-9][A-Za-z0-9 -]{2,9}$/;
const VAT_ID = /^[A-Z]{2}[A-Z0-9+*]{2,13}$/;

/** "de 123 456 789" → "DE123456789", as the server reads it. */
export const normalizeVatId = (value: string) => value.replace(/[\s.-]/g, '').toUpperCase();

/** Today in Cologne as YYYY-MM-DD. */
export const berlinToday = (now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(now);

/** "12,5" or "12.5" → 12.5; NaN when it is no positive number. */
export function parseWeight(value: string): number {
  const number = Number(value.trim().replace(',', '.'));
  return value.trim() && Number.isFinite(number) && number > 0 ? number : NaN;
}

type Messages = Pick<
  SellListMessages,
  | 'required'
  | 'tooShort'
  | 'quantityInvalid'
  | 'postalCodeInvalid'
  | 'dateOrder'
  | 'datePast'
  | 'weightInvalid'
  | 'submitEmpty'
  | 'vatIdInvalid'
>;

export function validateSellRequest({
  contact,
  handover,
  lines,
  isBattery,
  messages,
  validation,
  today,
}: {
  contact: ContactValues;
  handover: Handover;
  lines: readonly SellListLine[];
  isBattery: (line: SellListLine) => boolean;
  messages: Messages;
  validation: ContactValidationMessages;
  /** Today as YYYY-MM-DD: a pickup cannot start earlier. */
  today: string;
}): FieldErrors {
  const errors: FieldErrors = {};
  const name = (value: string, message: string, key: string) => {
    if (visibleLength(value.trim()) < CONTACT_LIMITS.nameMin) errors[key] = message;
    else if (value.trim().length > CONTACT_LIMITS.nameMax) errors[key] = validation.tooLong.name;
  };
  name(contact.firstName, validation.firstName, 'firstName');
  name(contact.lastName, validation.lastName, 'lastName');
  const email = contact.email.trim();
  if (email.length > CONTACT_LIMITS.emailMax) errors.email = validation.tooLong.email;
  else if (!isEmailAddress(email)) errors.email = validation.email;
  const phone = contact.phone.trim();
  if (phone && !PHONE.test(phone)) errors.phone = validation.phone;
  if (contact.message.length > CONTACT_LIMITS.messageMax) errors.message = validation.tooLong.message;
  const vatId = normalizeVatId(contact.vatId);
  if (vatId && !VAT_ID.test(vatId)) errors.vatId = messages.vatIdInvalid;

  if (lines.length === 0) errors.lines = messages.submitEmpty;
  lines.forEach((line, index) => {
    if (!Number.isInteger(line.quantity) || line.quantity < 1)
      errors[`lines.${index}.quantity`] = messages.quantityInvalid;
    if (!line.name.trim()) errors[`lines.${index}.name`] = messages.required;
    else if (visibleLength(line.name.trim()) < 2) errors[`lines.${index}.name`] = messages.tooShort;
    if (isBattery(line)) {
      if (!line.battery?.chemistry) errors[`lines.${index}.battery.chemistry`] = messages.required;
      if (Number.isNaN(parseWeight(line.battery?.weightKg ?? ''))) {
        errors[`lines.${index}.battery.weightKg`] = messages.weightInvalid;
      }
    }
  });

  if (handover.kind === 'pickup') {
    for (const key of [
      'street',
      'postalCode',
      'city',
      'dateFrom',
      'dateTo',
      'floor',
      'contactName',
      'contactPhone',
    ] as const) {
      if (!handover[key].trim()) errors[`handover.${key}`] = messages.required;
    }
    for (const key of ['dateFrom', 'dateTo'] as const) {
      if (handover[key] && handover[key] < today) errors[`handover.${key}`] = messages.datePast;
    }
    if (handover.postalCode.trim() && !POSTAL_CODE.test(handover.postalCode.trim())) {
      errors['handover.postalCode'] = messages.postalCodeInvalid;
    }
    if (handover.contactPhone.trim() && !PHONE.test(handover.contactPhone.trim())) {
      errors['handover.contactPhone'] = validation.phone;
    }
    if (!errors['handover.dateTo'] && handover.dateFrom && handover.dateTo && handover.dateTo < handover.dateFrom) {
      errors['handover.dateTo'] = messages.dateOrder;
    }
  }
  return errors;
}

/** The request body without its meta (idempotency key, honeypot, timing). */
export function sellRequestContent(
  contact: ContactValues,
  handover: Handover,
  lines: readonly SellListLine[],
  isBattery: (line: SellListLine) => boolean,
): Omit<SellRequestBody, 'idempotencyKey' | 'page' | 'website' | 'startedAt' | 'locale'> {
  const trimmed = Object.fromEntries(
    Object.entries(contact).map(([key, value]) => [key, value.trim()]),
  ) as ContactValues;
  return {
    ...trimmed,
    lines: lines.map((line) => ({
      ...(line.itemId ? { itemId: line.itemId } : {}),
      name: line.name.trim(),
      quantity: line.quantity,
      grade: line.grade,
      ...(line.notes.trim() ? { notes: line.notes.trim() } : {}),
      ...(isBattery(line) && line.battery?.chemistry
        ? {
            battery: {
              chemistry: line.battery.chemistry,
              installed: line.battery.installed,
              damaged: line.battery.damaged,
              weightKg: parseWeight(line.battery.weightKg),
              packaging: line.battery.packaging,
            },
          }
        : {}),
    })),
    handover:
      handover.kind === 'shipping'
        ? { kind: 'shipping' }
        : (Object.fromEntries(
            Object.entries(handover).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value]),
          ) as Handover),
  };
}

export type SendResult =
  { ok: true; reference: string; statusUrl: string | null } | { ok: false; errors: FieldErrors; message: string };

type SendMessages = Pick<
  SellListMessages,
  | 'invalidDescription'
  | 'conflictDescription'
  | 'tooLargeDescription'
  | 'rateLimitedDescription'
  | 'errorDescription'
  | 'networkDescription'
>;

/** Posts the list; a 201 gives the reference and the status page, anything else a message (and field errors). */
export async function sendSellRequest(
  body: SellRequestBody,
  messages: SendMessages,
  fetchImpl: typeof fetch = fetch,
): Promise<SendResult> {
  let response: Response;
  try {
    response = await fetchImpl('/api/sell-requests', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'include',
    });
  } catch {
    return { ok: false, errors: {}, message: messages.networkDescription };
  }
  const json = (await response.json().catch(() => null)) as {
    reference?: unknown;
    statusUrl?: unknown;
    error?: unknown;
    fields?: unknown;
  } | null;
  if (response.ok) {
    return {
      ok: true,
      reference: typeof json?.reference === 'string' ? json.reference : '',
      statusUrl: typeof json?.statusUrl === 'string' ? json.statusUrl : null,
    };
  }
  const serverMessage = typeof json?.error === 'string' && json.error ? json.error : null;
  if (response.status === 400 && json?.fields && typeof json.fields === 'object') {
    const errors: FieldErrors = {};
    for (const [key, value] of Object.entries(json.fields as Record<string, unknown>)) {
      if (typeof value === 'string') errors[key] = value;
    }
    return { ok: false, errors, message: messages.invalidDescription };
  }
  const fallback =
    response.status === 409
      ? messages.conflictDescription
      : response.status === 413
        ? messages.tooLargeDescription
        : response.status === 429
          ? messages.rateLimitedDescription
          : messages.errorDescription;
  return { ok: false, errors: {}, message: serverMessage ?? fallback };
}

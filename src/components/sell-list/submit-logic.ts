import { ApiError, apiRequest } from '@/lib/api-client';
import { isIsoDate } from '@/lib/calendar-day';
import { CONTACT_LIMITS } from '@/lib/contact-limits';
import {
  isPostalCode,
  isVatId,
  normalizeVatId,
  SELL_REQUEST_LIMITS,
  type BatteryChemistryId,
  type SellRequestValidationMessages,
} from '@/lib/sell-request-rules';
import { isEmailAddress, isPhoneNumber, visibleLength } from '@/lib/text-input';
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

type PickupValues = {
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

type SellRequestLine = {
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

type SellRequestBody = ContactValues & {
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

/** "12,5" or "12.5" → 12.5; NaN when it is no positive number. */
function parseWeight(value: string): number {
  const number = Number(value.trim().replace(',', '.'));
  return value.trim() && Number.isFinite(number) && number > 0 ? number : NaN;
}

const L = SELL_REQUEST_LIMITS;
const PICKUP_TEXTS = ['street', 'city', 'floor', 'contactName'] as const;

/**
 * The checks the browser makes before sending, with the server's rules and messages
 * (`SellRequestValidation`), so a field shows the same error either way. The server checks
 * everything again (and what only it can: the catalogue, control characters).
 */
export function validateSellRequest({
  contact,
  handover,
  lines,
  isBattery,
  validation: m,
  emptyList,
  today,
}: {
  contact: ContactValues;
  handover: Handover;
  lines: readonly SellListLine[];
  isBattery: (line: SellListLine) => boolean;
  validation: SellRequestValidationMessages;
  /** Shown for an empty list (the page says where to add items). */
  emptyList: string;
  /** Today as YYYY-MM-DD: a pickup cannot start earlier. */
  today: string;
}): FieldErrors {
  const c = m.contact;
  const errors: FieldErrors = {};
  const within = (value: string, min: number, max: number) =>
    visibleLength(value.trim()) >= min && value.trim().length <= max;
  const name = (value: string, message: string, key: string) => {
    if (visibleLength(value.trim()) < CONTACT_LIMITS.nameMin) errors[key] = message;
    else if (value.trim().length > CONTACT_LIMITS.nameMax) errors[key] = c.tooLong.name;
  };
  name(contact.firstName, c.firstName, 'firstName');
  name(contact.lastName, c.lastName, 'lastName');
  const email = contact.email.trim();
  if (email.length > CONTACT_LIMITS.emailMax) errors.email = c.tooLong.email;
  else if (!isEmailAddress(email)) errors.email = c.email;
  const phone = contact.phone.trim();
  if (phone.length > CONTACT_LIMITS.phoneMax) errors.phone = c.tooLong.phone;
  else if (phone && !isPhoneNumber(phone)) errors.phone = c.phone;
  if (contact.company.trim().length > L.companyMax) errors.company = m.company;
  if (contact.message.trim().length > CONTACT_LIMITS.messageMax) errors.message = c.tooLong.message;
  const vatId = normalizeVatId(contact.vatId);
  if (vatId && !isVatId(vatId)) errors.vatId = m.vatId;

  if (lines.length === 0) errors.lines = emptyList;
  else if (lines.length > L.linesMax) errors.lines = m.linesMax;
  lines.forEach((line, index) => {
    const key = `lines.${index}`;
    if (!Number.isInteger(line.quantity) || line.quantity < L.quantityMin || line.quantity > L.quantityMax)
      errors[`${key}.quantity`] = m.quantity;
    if (!within(line.name, L.lineNameMin, L.lineNameMax)) errors[`${key}.name`] = m.name;
    if (line.notes.trim().length > L.notesMax) errors[`${key}.notes`] = m.notesTooLong;
    if (isBattery(line)) {
      if (!line.battery?.chemistry) errors[`${key}.battery.chemistry`] = m.chemistry;
      const weight = parseWeight(line.battery?.weightKg ?? '');
      if (Number.isNaN(weight) || weight > L.weightKgMax) errors[`${key}.battery.weightKg`] = m.weightKg;
    }
  });

  if (handover.kind === 'pickup') {
    const limits: Record<(typeof PICKUP_TEXTS)[number], [number, number]> = {
      street: [L.streetMin, L.streetMax],
      city: [CONTACT_LIMITS.nameMin, L.cityMax],
      floor: [1, L.floorMax],
      contactName: [CONTACT_LIMITS.nameMin, CONTACT_LIMITS.nameMax],
    };
    for (const field of PICKUP_TEXTS) {
      const [min, max] = limits[field];
      if (!within(handover[field], min, max)) errors[`handover.${field}`] = m[field];
    }
    if (!isPostalCode(handover.postalCode.trim())) errors['handover.postalCode'] = m.postalCode;
    const contactPhone = handover.contactPhone.trim();
    if (contactPhone.length > CONTACT_LIMITS.phoneMax) errors['handover.contactPhone'] = c.tooLong.phone;
    else if (!isPhoneNumber(contactPhone)) errors['handover.contactPhone'] = c.phone;
    for (const field of ['dateFrom', 'dateTo'] as const) {
      const day = handover[field].trim();
      if (!isIsoDate(day)) errors[`handover.${field}`] = m.date;
      else if (day < today) errors[`handover.${field}`] = m.datePast;
    }
    const [from, to] = [handover.dateFrom.trim(), handover.dateTo.trim()];
    if (!errors['handover.dateTo'] && !errors['handover.dateFrom'] && to < from) {
      errors['handover.dateTo'] = m.dateOrder;
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

type SendResult =
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
export async function sendSellRequest(body: SellRequestBody, messages: SendMessages): Promise<SendResult> {
  let json: { reference?: unknown; statusUrl?: unknown } | null;
  try {
    const response = await apiRequest('POST', '/api/sell-requests', body);
    json = (await response.json().catch(() => null)) as typeof json;
  } catch (error) {
    if (!(error instanceof ApiError)) return { ok: false, errors: {}, message: messages.networkDescription };
    return refusal(error, messages);
  }
  return {
    ok: true,
    reference: typeof json?.reference === 'string' ? json.reference : '',
    statusUrl: typeof json?.statusUrl === 'string' ? json.statusUrl : null,
  };
}

function refusal(error: ApiError, messages: SendMessages): SendResult & { ok: false } {
  const json = error.json<{ error?: unknown; fields?: unknown }>();
  const serverMessage = typeof json?.error === 'string' && json.error ? json.error : null;
  if (error.status === 400 && json?.fields && typeof json.fields === 'object') {
    const errors: FieldErrors = {};
    for (const [key, value] of Object.entries(json.fields as Record<string, unknown>)) {
      if (typeof value === 'string') errors[key] = value;
    }
    return { ok: false, errors, message: messages.invalidDescription };
  }
  const fallback =
    error.status === 409
      ? messages.conflictDescription
      : error.status === 413
        ? messages.tooLargeDescription
        : error.status === 429
          ? messages.rateLimitedDescription
          : messages.errorDescription;
  return { ok: false, errors: {}, message: serverMessage ?? fallback };
}

import type { ContactValidationMessages } from './contact-schema';

/**
 * The sell request's rules that the list page (before sending) and the server's schema
 * (`sell-request-schema.ts`) both apply: limits, grades, battery chemistries, the patterns of a
 * postal code, a VAT ID and an article number. No zod here, so the browser loads none of it.
 */

export const SELL_REQUEST_LIMITS = {
  linesMin: 1,
  linesMax: 500,
  quantityMin: 1,
  quantityMax: 100_000,
  lineNameMin: 2,
  lineNameMax: 200,
  notesMax: 1_000,
  itemIdMax: 64,
  companyMax: 200,
  weightKgMax: 100_000,
  streetMin: 3,
  streetMax: 200,
  cityMax: 100,
  floorMax: 40,
  attachmentsMax: 20,
} as const;

/** The condition a visitor gives per line (named and explained in `src/content/sell-list.ts`). */
export const conditionGradeIds = ['new', 'used-working', 'used-defects', 'defective'] as const;
export type ConditionGradeId = (typeof conditionGradeIds)[number];
/** The cell chemistries a battery line names. */
export const batteryChemistryIds = ['li-ion', 'lifepo4', 'lead-acid', 'nimh', 'other'] as const;
export type BatteryChemistryId = (typeof batteryChemistryIds)[number];

/** The messages of `SellRequestValidation` (sell-requests.json), limits filled in, plus the contact forms'. */
export type SellRequestValidationMessages = {
  contact: ContactValidationMessages;
  lines: string;
  linesMax: string;
  line: string;
  itemId: string;
  name: string;
  quantity: string;
  grade: string;
  notesTooLong: string;
  battery: string;
  chemistry: string;
  weightKg: string;
  flag: string;
  company: string;
  vatId: string;
  handover: string;
  street: string;
  postalCode: string;
  city: string;
  date: string;
  datePast: string;
  dateOrder: string;
  floor: string;
  contactName: string;
  attachments: string;
};

const ITEM_ID = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
const POSTAL_CODE = /^[A-Za-z0-9][A-Za-z0-9 -]{2,9}$/;
const VAT_ID = /^[A-Z]{2}[A-Z0-9+*]{2,13}$/;

export const isItemId = (value: string) => ITEM_ID.test(value);
export const isPostalCode = (value: string) => POSTAL_CODE.test(value);

/** "de 123 456 789" → "DE123456789": spaces, dots and dashes go, letters are capitals. */
export const normalizeVatId = (value: string) => value.replace(/[\s.-]/g, '').toUpperCase();
/** A VAT ID as `normalizeVatId` leaves it: country code and 2–13 characters. */
export const isVatId = (normalized: string) => VAT_ID.test(normalized);

import type { TaxTreatment, DocumentTotals } from '@/content/legal/tax';
import type { Locale } from '@/i18n/locales';

/** The issuer as the document shows it (a copy of the company facts at issue time). */
export type IssuerCopy = {
  legalName: string;
  street: string;
  postalCode: string;
  city: string;
  country: string;
  vatId: string;
  email: string;
  phone: string;
  registerCourt: string;
  registerNumber: string;
  managingDirector: string;
};

/** The seller as staff confirmed it for the credit note (billing data; VAT ID where given). */
export type SellerCopy = {
  name: string;
  company: string | null;
  street: string;
  postalCode: string;
  city: string;
  country: string;
  vatId: string | null;
};

/**
 * Everything a credit note's PDF shows, stored with the credit note (`credit_notes.document`),
 * so the PDF can be rendered again years later from this row alone, whatever happened to the
 * lead, the company facts or the wording since.
 */
export type CreditNoteDocument = {
  number: string;
  locale: Locale;
  /** YYYY-MM-DD in Cologne. */
  issuedOn: string;
  /** The day the goods were received (the supply date). */
  suppliedOn: string;
  dueOn: string;
  reference: string;
  issuer: IssuerCopy;
  seller: SellerCopy;
  treatment: TaxTreatment;
  lines: {
    position: number;
    name: string;
    articleNumber: string | null;
    quantity: number;
    grade: string;
    unitCents: number;
    totalCents: number;
  }[];
  /** Lines not bought, for information (returned or recycled free of charge). */
  notBought: { position: number; name: string; quantity: number; outcome: 'returned' | 'recycled' }[];
  totals: DocumentTotals;
  /** The wording as it stood at issue (src/content/legal/tax.ts). */
  texts: { taxNote: string; vatLine: string; payment: string };
};

export function parseCreditNoteDocument(json: string): CreditNoteDocument {
  return JSON.parse(json) as CreditNoteDocument;
}

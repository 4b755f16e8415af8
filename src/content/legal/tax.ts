import type { Locale, Localized } from '@/i18n/locales';
import { formatPercent } from '@/lib/format';
import { claims } from '../claims';

/**
 * THE tax rule of a purchase, in one place: which VAT treatment a seller gets, whether an offer's
 * prices are net or final amounts, the credit note's totals and the wording the credit note and
 * the offers use. To be confirmed by the company's tax adviser before the site issues real credit
 * notes (docs/sell-requests.md, "What the tax adviser and the lawyer confirm"); change it here
 * only, with its tests (tax.test.ts).
 *
 * - standard: a business seller in Germany (a company name or a German VAT ID). We buy at the
 *   agreed net prices plus 19 % VAT; the credit note is a self-billed invoice (§ 14 (2) sentence 2
 *   UStG) and must say „Gutschrift“ (§ 14 (4) no. 10 UStG).
 * - private: a private seller (no company, no VAT ID) charges no VAT: the prices are final amounts
 *   and the credit note shows no VAT, with a note saying why.
 * - small-business: a business seller under the small-business rule (§ 19 UStG) charges no VAT;
 *   staff choose it when the seller says so.
 * - intra-eu: a business seller with a VAT ID of another EU state: a tax-free intra-Community
 *   supply (§ 4 no. 1 (b), § 6a UStG); net prices, no German VAT, both VAT IDs on the note.
 */
export const taxTreatments = ['standard', 'private', 'small-business', 'intra-eu'] as const;
export type TaxTreatment = (typeof taxTreatments)[number];
export type PriceBasis = 'net' | 'gross';

/** The standard German VAT rate, in percent. */
export const VAT_STANDARD_PERCENT = 19;

export function isTaxTreatment(value: unknown): value is TaxTreatment {
  return typeof value === 'string' && (taxTreatments as readonly string[]).includes(value);
}

/** The treatment a seller gets unless staff choose another (e.g. small business on request). */
export function defaultTaxTreatment(seller: { company: string | null; vatId: string | null }): TaxTreatment {
  const vatId = seller.vatId?.replace(/[^A-Za-z0-9]/g, '').toUpperCase() || null;
  if (vatId && !vatId.startsWith('DE')) return 'intra-eu';
  if (vatId || seller.company?.trim()) return 'standard';
  return 'private';
}

/** Whether prices quoted to such a seller are net (VAT on top where it applies) or final amounts. */
export function priceBasisOf(treatment: TaxTreatment): PriceBasis {
  return treatment === 'standard' || treatment === 'intra-eu' ? 'net' : 'gross';
}

export function vatPercentOf(treatment: TaxTreatment): number {
  return treatment === 'standard' ? VAT_STANDARD_PERCENT : 0;
}

export type DocumentTotals = { netCents: number; vatPercent: number; vatCents: number; grossCents: number };

/**
 * Net, VAT and gross of a credit note from its line totals (cents). VAT is computed once on the
 * net sum and rounded half up to the cent (the usual way for one rate per document).
 */
export function documentTotals(lineTotalsCents: readonly number[], treatment: TaxTreatment): DocumentTotals {
  const netCents = lineTotalsCents.reduce((sum, cents) => sum + cents, 0);
  const vatPercent = vatPercentOf(treatment);
  const vatCents = Math.floor((netCents * vatPercent + 50) / 100);
  return { netCents, vatPercent, vatCents, grossCents: netCents + vatCents };
}

type TaxWording = {
  /** The note on the credit note under the totals. */
  note: Record<TaxTreatment, string>;
  /** The label of the VAT line (standard only). */
  vatLine: (percent: string) => string;
  /** What the offer says about its prices. */
  offerBasis: Record<PriceBasis, string>;
  /** The names of the treatments in the staff's form. */
  label: Record<TaxTreatment, string>;
};

export const taxWording: Localized<TaxWording> = {
  de: {
    note: {
      standard:
        'Gutschrift im Gutschriftsverfahren nach § 14 Abs. 2 Satz 2 UStG: Wir rechnen über Ihre Lieferung an uns ab. Bitte prüfen Sie die Angaben; widersprechen Sie, wenn Sie mit der Gutschrift nicht einverstanden sind.',
      private:
        'Ankauf von einer Privatperson: Als Verbraucherin oder Verbraucher sind Sie kein Unternehmer im Sinne des § 2 UStG; deshalb wird keine Umsatzsteuer ausgewiesen.',
      'small-business':
        'Kein Ausweis von Umsatzsteuer: Nach Ihrer Angabe fallen Sie unter die Kleinunternehmerregelung des § 19 UStG.',
      'intra-eu':
        'Steuerfreie innergemeinschaftliche Lieferung nach § 4 Nr. 1 Buchst. b, § 6a UStG. Die Steuer für den innergemeinschaftlichen Erwerb schulden wir.',
    },
    vatLine: (percent) => `zzgl. Umsatzsteuer ${percent}`,
    offerBasis: {
      net: `Nettopreise: Sind Sie umsatzsteuerpflichtig, zahlen wir die Umsatzsteuer (${formatPercent(VAT_STANDARD_PERCENT, 'de')}) zusätzlich.`,
      gross: 'Endbeträge: Als Privatperson stellen Sie keine Umsatzsteuer in Rechnung.',
    },
    label: {
      standard: `Unternehmen in Deutschland (${formatPercent(VAT_STANDARD_PERCENT, 'de')} USt)`,
      private: 'Privatperson (keine USt)',
      'small-business': 'Kleinunternehmer nach § 19 UStG (keine USt)',
      'intra-eu': 'Unternehmen im EU-Ausland (steuerfrei, § 6a UStG)',
    },
  },
  en: {
    note: {
      standard:
        'Credit note under the self-billing procedure of § 14 (2) sentence 2 UStG (German VAT Act): we invoice your supply to us. Please check the details and object if you do not agree with this credit note.',
      private: 'Purchase from a private person: as a consumer you are not a trader under § 2 UStG, so no VAT is shown.',
      'small-business':
        'No VAT shown: according to your statement you fall under the small-business rule of § 19 UStG.',
      'intra-eu':
        'Tax-free intra-Community supply under § 4 no. 1 (b) and § 6a UStG. We owe the tax on the intra-Community acquisition.',
    },
    vatLine: (percent) => `plus VAT ${percent}`,
    offerBasis: {
      net: `Net prices: if you charge VAT, we pay the VAT (${formatPercent(VAT_STANDARD_PERCENT, 'en')}) on top.`,
      gross: 'Final amounts: as a private person you do not charge VAT.',
    },
    label: {
      standard: `Business in Germany (${formatPercent(VAT_STANDARD_PERCENT, 'en')} VAT)`,
      private: 'Private person (no VAT)',
      'small-business': 'Small business under § 19 UStG (no VAT)',
      'intra-eu': 'Business in another EU state (tax-free, § 6a UStG)',
    },
  },
};

/** The credit note's payment term: the terms' payment days (AGB § 6) after issue. */
export const CREDIT_NOTE_PAYMENT_DAYS = claims.paymentDays;

/** The day a credit note issued on `issuedDay` (YYYY-MM-DD) is due. */
export function paymentDueDay(issuedDay: string): string {
  const due = new Date(`${issuedDay}T00:00:00Z`);
  due.setUTCDate(due.getUTCDate() + CREDIT_NOTE_PAYMENT_DAYS);
  return due.toISOString().slice(0, 10);
}

export function vatLineLabel(treatment: TaxTreatment, locale: Locale): string {
  return taxWording[locale].vatLine(formatPercent(vatPercentOf(treatment), locale));
}

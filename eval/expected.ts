import { claims } from '@/content/claims';
import { company } from '@/content/company';
import { retention } from '@/content/retention';
import type { Locale } from '@/i18n/locales';
import type { EvalCase, EvalIntent } from './chat-questions';

/**
 * Expected facts of the evaluation, derived from the content modules (claims, company facts,
 * retention), so that changing a promise there changes the expectation too. Prices come from the
 * catalogue itself (`products` in a case), never from here.
 */
export const NO_AMOUNT = /\d[\d.,]*\s?€|€\s?\d/;

const { weekdays } = company.openingHours;

export const expected = {
  de: {
    paymentDays: `${claims.paymentDays} Tage`,
    transfer: 'Überweisung',
    valuationHours: `${claims.valuationHours.min}–${claims.valuationHours.max} Stunden`,
    pickupDays: `${claims.pickupWorkingDays.min}–${claims.pickupWorkingDays.max} Werktage`,
    nationwide: 'bundesweit',
    free: 'kostenlos',
    opens: weekdays.opens,
    closes: weekdays.closes,
    saturday: 'samstags nach Vereinbarung',
    phone: company.phone,
    email: company.email,
    city: company.city,
    founded: String(claims.foundingYear),
    chatDays: `${retention.chatDays} Tage`,
    contact: 'Kontaktformular',
    indicative: 'unverbindlich',
  },
  en: {
    paymentDays: `${claims.paymentDays} days`,
    transfer: 'bank transfer',
    valuationHours: `${claims.valuationHours.min}–${claims.valuationHours.max} hours`,
    pickupDays: `${claims.pickupWorkingDays.min}–${claims.pickupWorkingDays.max} working days`,
    nationwide: 'Germany',
    free: 'free',
    opens: weekdays.opens,
    closes: weekdays.closes,
    saturday: 'Saturdays by appointment',
    phone: company.phone,
    email: company.email,
    city: company.city,
    founded: String(claims.foundingYear),
    chatDays: `${retention.chatDays} days`,
    contact: 'contact form',
    indicative: 'indicative',
  },
} satisfies Record<Locale, Record<string, string>>;

type Spec = Omit<EvalCase, 'q' | 'lang' | 'intent'>;

/** Paraphrases of one question: the same intent, language and expectations. */
export function paraphrases(intent: EvalIntent, lang: Locale, spec: Spec, questions: string[]): EvalCase[] {
  return questions.map((q) => ({ ...spec, q, lang, intent }));
}

/** One question per model: `[question, catalogue model]`. */
export function modelQuestions(lang: Locale, rows: Array<[string, string]>, spec: Spec = {}): EvalCase[] {
  return rows.map(([q, product]) => ({ ...spec, q, lang, intent: 'model-price', products: [product] }));
}

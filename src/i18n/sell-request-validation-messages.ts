import { CONTACT_LIMITS } from '@/lib/contact-limits';
import { SELL_REQUEST_LIMITS as L, type SellRequestValidationMessages } from '@/lib/sell-request-rules';
import { contactValidationMessages } from './contact-validation-messages';
import type { Locale } from './locales';
import { translator } from './translator';

/** The sell request's validation messages in a language, limits filled in (SellRequestValidation). */
export function sellRequestValidationMessages(locale: Locale): SellRequestValidationMessages {
  const t = translator(locale, 'SellRequestValidation');
  return {
    contact: contactValidationMessages(locale),
    lines: t('lines', { min: L.linesMin }),
    linesMax: t('linesMax', { max: L.linesMax }),
    line: t('line'),
    itemId: t('itemId'),
    name: t('name', { min: L.lineNameMin, max: L.lineNameMax }),
    quantity: t('quantity', { min: L.quantityMin, max: L.quantityMax }),
    grade: t('grade'),
    notesTooLong: t('notesTooLong', { max: L.notesMax }),
    battery: t('battery'),
    chemistry: t('chemistry'),
    weightKg: t('weightKg', { max: L.weightKgMax }),
    flag: t('flag'),
    company: t('company', { max: L.companyMax }),
    vatId: t('vatId'),
    handover: t('handover'),
    street: t('street', { min: L.streetMin, max: L.streetMax }),
    postalCode: t('postalCode'),
    city: t('city', { min: CONTACT_LIMITS.nameMin, max: L.cityMax }),
    date: t('date'),
    datePast: t('datePast'),
    dateOrder: t('dateOrder'),
    floor: t('floor', { max: L.floorMax }),
    contactName: t('contactName', { min: CONTACT_LIMITS.nameMin, max: CONTACT_LIMITS.nameMax }),
    attachments: t('attachments', { max: L.attachmentsMax }),
  };
}

import 'server-only';
import { getTranslations } from 'next-intl/server';
import { binding } from '@/content/binding';
import { claims } from '@/content/claims';
import { batteryChemistries, conditionGrades } from '@/content/sell-list';
import { sellRequestValidationMessages } from '@/i18n/sell-request-validation-messages';
import { messagesByLocale } from '@/i18n/messages';
import type { Locale } from '@/i18n/locales';
import { formatListDate, formatNumber } from '@/lib/format';
import { localizedPath } from '@/lib/site-url';
import { getAttachmentTexts } from '@/components/contact/contact-form-props';
import { sellListCatalogue } from './sell-list-catalogue';
import { fill } from '@/lib/fill';
import type { SellListPageProps } from './texts';

/** Largest spreadsheet the import accepts (the match endpoint's limit). */
const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/** Everything the list page's island needs, in the page's language. */
export async function sellListPageProps(locale: Locale): Promise<SellListPageProps> {
  const contact = await getTranslations({ locale, namespace: 'ContactForm' });
  const raw = messagesByLocale[locale].SellList;
  return {
    locale,
    texts: { ...raw, confirmationLead: fill(raw.confirmationLead, { hours: claims.priceEstimateHours }) },
    grades: conditionGrades.map((grade) => ({
      id: grade.id,
      label: grade.label[locale],
      definition: grade.definition[locale],
    })),
    chemistries: batteryChemistries.map((chemistry) => ({ id: chemistry.id, label: chemistry.label[locale] })),
    uploads: await getAttachmentTexts(locale),
    contact: {
      firstName: contact('firstName'),
      lastName: contact('lastName'),
      email: contact('email'),
      phone: contact('phone'),
      optional: contact('optional'),
      requiredNote: contact('requiredNote'),
      honeypot: contact('honeypot'),
      privacy: contact('privacy'),
      privacyLink: contact('privacyLink'),
    },
    validation: sellRequestValidationMessages(locale),
    catalogue: sellListCatalogue(locale),
    priceDate: formatListDate(sellListCatalogue(locale).date, locale),
    binding: binding.rule(locale),
    links: {
      terms: localizedPath('/agb', locale),
      privacy: localizedPath('/datenschutz', locale),
      search: localizedPath('/preissuche', locale),
    },
    importMax: { bytes: IMPORT_MAX_BYTES, text: `${formatNumber(5, locale)} MB` },
  };
}

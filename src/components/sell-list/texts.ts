import type { BatteryChemistryId, ConditionGradeId } from '@/lib/sell-request-rules';
import type { Messages } from '@/i18n/messages';
import type { Locale } from '@/i18n/locales';
import type { SellRequestValidationMessages } from '@/lib/sell-request-rules';
import type { AttachmentTexts } from '@/components/contact/attachment-texts';
import type { SellListCatalogue } from './sell-list-catalogue';

/** The list page's strings, in the page's language, resolved on the server (no i18n runtime). */
export type SellListMessages = Messages['SellList'];

export type SellListPageProps = {
  locale: Locale;
  texts: SellListMessages;
  grades: { id: ConditionGradeId; label: string; definition: string }[];
  chemistries: { id: BatteryChemistryId; label: string }[];
  /** The attachment field's strings (photos and documents of the goods), as on the contact forms. */
  uploads: AttachmentTexts;
  /** The contact form's labels, shared with the sell list's form. */
  contact: {
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
    optional: string;
    requiredNote: string;
    honeypot: string;
    privacy: string;
    privacyLink: string;
  };
  /** The server's validation messages (the contact forms' included), checked before sending too. */
  validation: SellRequestValidationMessages;
  catalogue: SellListCatalogue;
  /** "1. November 2026": the price lists' date. */
  priceDate: string;
  /** What binds and what does not (src/content/binding.ts): the total is a non-binding upper limit. */
  binding: string;
  links: { terms: string; privacy: string; search: string };
  /** Most a file to import may weigh, in bytes, and as text ("5 MB"). */
  importMax: { bytes: number; text: string };
};

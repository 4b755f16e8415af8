import type { BatteryChemistryId, ConditionGradeId } from '@/content/sell-list';
import type { Messages } from '@/i18n/messages';
import type { Locale } from '@/i18n/locales';
import type { ContactValidationMessages } from '@/lib/contact-schema';
import type { AttachmentTexts } from '@/components/contact/attachment-field';
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
  /** The contact form's labels and validation messages, shared with the sell list's form. */
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
    validation: ContactValidationMessages;
  };
  catalogue: SellListCatalogue;
  /** "1. November 2026": the price lists' date. */
  priceDate: string;
  /** What binds and what does not (src/content/binding.ts): the total is a non-binding upper limit. */
  binding: string;
  links: { terms: string; privacy: string; search: string };
  /** Most a file to import may weigh, in bytes, and as text ("5 MB"). */
  importMax: { bytes: number; text: string };
};

/** `{name}` placeholders filled in the browser (the strings come raw from the message files). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
}

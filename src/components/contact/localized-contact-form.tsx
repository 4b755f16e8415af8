import type { Locale } from '@/i18n/locales';
import type { ContactFormKind } from '@/lib/contact-fields';
import { ContactForm } from './contact-form';
import { getContactFormTexts } from './contact-form-props';

/** A contact form with all its texts in the page's language, resolved on the server. */
export async function LocalizedContactForm({
  kind,
  locale,
  idPrefix,
  confirmationHeading,
}: {
  kind: ContactFormKind;
  locale: Locale;
  idPrefix: string;
  confirmationHeading: 'h3' | 'h4';
}) {
  const texts = await getContactFormTexts(locale);
  return (
    <ContactForm kind={kind} locale={locale} idPrefix={idPrefix} confirmationHeading={confirmationHeading} {...texts} />
  );
}
